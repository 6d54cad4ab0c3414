// reference: mlir-pdll-19 -x=mlir replace_with_values.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "test.two"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    rewrite %3 {
      replace %3 with(%0, %1, %0 : !pdl.value, !pdl.range<value>, !pdl.value)
    }
  }
}
