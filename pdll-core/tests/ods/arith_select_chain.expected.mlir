// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR arith_select_chain.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @SelectOfConstants : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "arith.constant"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = operand
    %4 = result 0 of %2
    %5 = operands
    %6 = types
    %7 = operation "arith.constant"(%5 : !pdl.range<value>)  -> (%6 : !pdl.range<type>)
    %8 = result 0 of %7
    %9 = types
    %10 = operation "arith.select"(%3, %4, %8 : !pdl.value, !pdl.value, !pdl.value)  -> (%9 : !pdl.range<type>)
    rewrite %10 {
      %11 = results 0 of %2  -> !pdl.value
      replace %10 with(%11 : !pdl.value)
    }
  }
}
