// reference: mlir-pdll-19 -x=mlir multi_root.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.a"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = types
    %4 = operation "test.b"(%0 : !pdl.value)  -> (%3 : !pdl.range<type>)
    rewrite %2 {
      %5 = operation "test.merged"(%0 : !pdl.value) 
      replace %4 with %5
      erase %2
    }
  }
}
