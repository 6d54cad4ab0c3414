// reference: mlir-pdll-19 -x=mlir native_rewrite_results.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3:2 = apply_native_rewrite "Split"(%2 : !pdl.operation) : !pdl.value, !pdl.range<value>
      %4 = apply_native_rewrite "MakeType" : !pdl.type
      %5 = operation "test.new"(%3#0, %3#1 : !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.type)
      %6 = results of %5 
      replace %2 with(%6, %3#1 : !pdl.range<value>, !pdl.range<value>)
    }
  }
}
