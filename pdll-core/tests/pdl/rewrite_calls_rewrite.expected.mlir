// reference: mlir-pdll-19 -x=mlir rewrite_calls_rewrite.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      apply_native_rewrite "Log"(%0 : !pdl.value)
      %3 = apply_native_rewrite "Native"(%0 : !pdl.value) : !pdl.value
      %4 = operation "test.outer"(%3 : !pdl.value) 
      replace %2 with %4
    }
  }
}
