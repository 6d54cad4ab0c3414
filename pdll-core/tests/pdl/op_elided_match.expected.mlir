// reference: mlir-pdll-19 -x=mlir op_elided_match.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.named"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
  pdl.pattern : benefit(0) {
    %0 = operation "test.empty" 
    rewrite %0 {
      erase %0
    }
  }
}
