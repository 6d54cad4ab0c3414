// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR arith_attr_constraints.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @TypedConstants : benefit(0) {
    %0 = operands
    %1 = attribute
    apply_native_constraint "I64Attr"(%1 : !pdl.attribute)
    %2 = types
    %3 = operation "arith.constant"(%0 : !pdl.range<value>)  {"value" = %1} -> (%2 : !pdl.range<type>)
    %4 = operands
    %5 = attribute
    %6 = types
    %7 = operation "arith.constant"(%4 : !pdl.range<value>)  {"value" = %5} -> (%6 : !pdl.range<type>)
    apply_native_constraint "IndexAttr"(%5 : !pdl.attribute)
    %8 = result 0 of %3
    %9 = result 0 of %7
    %10 = types
    %11 = operation "arith.addi"(%8, %9 : !pdl.value, !pdl.value)  -> (%10 : !pdl.range<type>)
    rewrite %11 {
      erase %11
    }
  }
  pdl.pattern @FloatConstant : benefit(0) {
    %0 = operands
    %1 = attribute
    apply_native_constraint "F32Attr"(%1 : !pdl.attribute)
    %2 = types
    %3 = operation "arith.constant"(%0 : !pdl.range<value>)  {"value" = %1} -> (%2 : !pdl.range<type>)
    rewrite %3 {
      erase %3
    }
  }
}
