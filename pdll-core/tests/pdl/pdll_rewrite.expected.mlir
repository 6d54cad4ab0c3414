// reference: mlir-pdll-19 -x=mlir pdll_rewrite.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      apply_native_rewrite "Log"(%0 : !pdl.value)
      %3 = operation "test.a"(%0 : !pdl.value) 
      %4 = results of %3 
      %5 = operation "test.b"(%4 : !pdl.range<value>) 
      %6 = result 0 of %5
      apply_native_rewrite "Log"(%6 : !pdl.value)
      %7 = operation "test.a"(%6 : !pdl.value) 
      %8 = results of %7 
      %9 = operation "test.b"(%8 : !pdl.range<value>) 
      replace %2 with %9
    }
  }
}
