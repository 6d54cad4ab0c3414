// reference: mlir-pdll-19 -x=mlir value_range_interchange.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = types
    %4 = operation "test.root"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2, %3 : !pdl.type, !pdl.range<type>)
    rewrite %4 {
      %5 = operation "test.a"(%1, %0 : !pdl.range<value>, !pdl.value)  -> (%3, %2 : !pdl.range<type>, !pdl.type)
      %6 = operation "test.b"(%0 : !pdl.value)  -> (%2 : !pdl.type)
      %7 = result 0 of %6
      %8 = results of %5 
      replace %4 with(%1, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.range<value>)
    }
  }
}
