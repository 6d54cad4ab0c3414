// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR mixed_dialects.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @DimOfConstantIndex : benefit(0) {
    %0 = operands
    %1 = attribute
    apply_native_constraint "IndexAttr"(%1 : !pdl.attribute)
    %2 = types
    %3 = operation "arith.constant"(%0 : !pdl.range<value>)  {"value" = %1} -> (%2 : !pdl.range<type>)
    %4 = type
    apply_native_constraint "AnyRankedTensor"(%4 : !pdl.type)
    %5 = operand : %4
    %6 = result 0 of %3
    %7 = types
    %8 = operation "tensor.dim"(%5, %6 : !pdl.value, !pdl.value)  -> (%7 : !pdl.range<type>)
    rewrite %8 {
      %9 = operation "arith.constant"  {"value" = %1}
      replace %8 with %9
    }
  }
}
