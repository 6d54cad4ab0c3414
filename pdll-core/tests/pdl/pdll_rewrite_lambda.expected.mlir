// reference: mlir-pdll-19 -x=mlir pdll_rewrite_lambda.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "test.made"(%0 : !pdl.value) 
      erase %2
    }
  }
}
