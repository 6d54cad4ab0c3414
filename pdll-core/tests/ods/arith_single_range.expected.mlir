// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR arith_single_range.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @AnyAdd : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "arith.addi"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "arith.addi"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %3
    }
  }
}
