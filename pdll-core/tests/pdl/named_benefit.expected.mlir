// reference: mlir-pdll-19 -x=mlir named_benefit.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @EraseFoo : benefit(3) {
    %0 = operands
    %1 = types
    %2 = operation "test.foo"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
}
