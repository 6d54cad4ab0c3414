// reference: mlir-pdll-19 -x=mlir inline_rewrites.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = apply_native_rewrite "R"(%0 : !pdl.value) : !pdl.operation
      %4 = result 0 of %3
      %5 = apply_native_rewrite "R"(%4 : !pdl.value) : !pdl.operation
      replace %2 with %5
    }
  }
}
