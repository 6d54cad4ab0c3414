// reference: mlir-pdll-19 -x=mlir tuples.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = types
    %3 = operation "test.t"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
    rewrite %3 {
      replace %3 with(%1, %0, %0 : !pdl.value, !pdl.value, !pdl.value)
    }
  }
}
