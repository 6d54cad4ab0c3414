// reference: mlir-pdll-19 -x=mlir deep_nesting.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @Chain : benefit(5) {
    %0 = operand
    %1 = types
    %2 = operation "test.l4"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results of %2 
    %4 = types
    %5 = operation "test.l3"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    %6 = results of %5 
    %7 = types
    %8 = operation "test.l2"(%6 : !pdl.range<value>)  -> (%7 : !pdl.range<type>)
    %9 = results of %8 
    %10 = types
    %11 = operation "test.l1"(%9 : !pdl.range<value>)  -> (%10 : !pdl.range<type>)
    %12 = results of %11 
    %13 = types
    %14 = operation "test.l0"(%12 : !pdl.range<value>)  -> (%13 : !pdl.range<type>)
    rewrite %14 {
      replace %14 with(%0 : !pdl.value)
    }
  }
}
