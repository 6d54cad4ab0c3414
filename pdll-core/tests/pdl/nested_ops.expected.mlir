// reference: mlir-pdll-19 -x=mlir nested_ops.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.inner"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results of %2 
    %4 = types
    %5 = operation "test.middle"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    %6 = results of %5 
    %7 = operand
    %8 = types
    %9 = operation "test.outer"(%6, %7 : !pdl.range<value>, !pdl.value)  -> (%8 : !pdl.range<type>)
    rewrite %9 {
      erase %9
    }
  }
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.b"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results of %2 
    %4 = types
    %5 = operation "test.a"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    rewrite %5 {
      %6 = operation "test.d" 
      %7 = results of %6 
      %8 = operation "test.c"(%7 : !pdl.range<value>) 
      replace %5 with %8
    }
  }
}
