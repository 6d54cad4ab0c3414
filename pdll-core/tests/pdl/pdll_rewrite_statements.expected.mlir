// reference: mlir-pdll-19 -x=mlir pdll_rewrite_statements.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      replace %2 with(%0 : !pdl.value)
    }
  }
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.other"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
}
