// reference: mlir-pdll-19 -x=mlir rewrite_block.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    rewrite %2 {
      %3 = operation "test.first"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      %4 = results of %3 
      %5 = operation "test.second"(%4 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %5
    }
  }
}
