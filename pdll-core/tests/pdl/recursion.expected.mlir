// reference: mlir-pdll-19 -x=mlir recursion.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @Rec : benefit(1) {
    %0 = operand
    %1 = types
    %2 = operation "test.a"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "test.a"(%0 : !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @Rec2 : benefit(2) {
    %0 = operands
    %1 = types
    %2 = operation "test.b"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
}
