// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR arith_add_zero.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @AddZero : benefit(0) {
    %0 = operands
    %1 = attribute
    apply_native_constraint "I32Attr"(%1 : !pdl.attribute)
    %2 = types
    %3 = operation "arith.constant"(%0 : !pdl.range<value>)  {"value" = %1} -> (%2 : !pdl.range<type>)
    apply_native_constraint "IsZero"(%1 : !pdl.attribute)
    %4 = operand
    %5 = result 0 of %3
    %6 = types
    %7 = operation "arith.addi"(%4, %5 : !pdl.value, !pdl.value)  -> (%6 : !pdl.range<type>)
    rewrite %7 {
      replace %7 with(%4 : !pdl.value)
    }
  }
}
