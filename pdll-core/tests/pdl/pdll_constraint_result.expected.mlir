// reference: mlir-pdll-19 -x=mlir pdll_constraint_result.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.r"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = result 0 of %2
    %4 = result 1 of %2
    rewrite %2 {
      replace %2 with(%3, %4 : !pdl.value, !pdl.value)
    }
  }
}
