// reference: mlir-pdll-19 -x=mlir core_op.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = operands
    %4 = types
    %5 = operation "test.named"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    %6 = results of %2 
    %7 = results of %5 
    %8 = types
    %9 = operation "test.user"(%6, %7 : !pdl.range<value>, !pdl.range<value>)  -> (%8 : !pdl.range<type>)
    rewrite %9 {
      erase %9
    }
  }
}
