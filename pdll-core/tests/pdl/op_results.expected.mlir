// reference: mlir-pdll-19 -x=mlir op_results.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = type
    %2 = types
    %3 = operation "test.res"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.range<type>)
    rewrite %3 {
      %4 = operation "test.explicit"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.range<type>)
      %5 = operation "test.inferred"(%0 : !pdl.value) 
      replace %3 with %4
    }
  }
}
