// reference: mlir-pdll-19 -x=mlir ranges.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = types
    %4 = operation "test.root"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2, %3 : !pdl.type, !pdl.range<type>)
    rewrite %4 {
      %5 = range %0, %1, %0 : !pdl.value, !pdl.range<value>, !pdl.value 
      %6 = range %2, %3 : !pdl.type, !pdl.range<type> 
      %7 = operation "test.new"(%5 : !pdl.range<value>)  -> (%6 : !pdl.range<type>)
      replace %4 with %7
    }
  }
}
