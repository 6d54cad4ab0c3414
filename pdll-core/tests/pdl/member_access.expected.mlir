// reference: mlir-pdll-19 -x=mlir member_access.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.p"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = result 0 of %2
    %4 = result 1 of %2
    %5 = types
    %6 = operation "test.c"(%3, %4 : !pdl.value, !pdl.value)  -> (%5 : !pdl.range<type>)
    rewrite %6 {
      %7 = result 1 of %2
      %8 = result 0 of %2
      replace %6 with(%7, %8 : !pdl.value, !pdl.value)
    }
  }
}
