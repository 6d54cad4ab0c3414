// reference: mlir-pdll-19 -x=mlir replace_with_value.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @Identity : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.identity"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      replace %2 with(%0 : !pdl.value)
    }
  }
}
