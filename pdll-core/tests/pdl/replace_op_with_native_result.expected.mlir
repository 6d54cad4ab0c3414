// reference: mlir-pdll-19 -x=mlir replace_op_with_native_result.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = apply_native_rewrite "Create"(%2 : !pdl.operation) : !pdl.operation
      replace %2 with %3
    }
  }
}
