// reference: mlir-pdll-19 -x=mlir default_benefit.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @NoBenefit : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.c"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.d"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
}
