// reference: mlir-pdll-19 -x=mlir replace_ranges.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "test.a"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      %4 = operation "test.b"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      %5 = results of %3 
      %6 = result 0 of %4
      replace %2 with(%5, %0, %6 : !pdl.range<value>, !pdl.range<value>, !pdl.value)
    }
  }
}
