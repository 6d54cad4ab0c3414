// reference: mlir-pdll-19 -x=mlir include.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    apply_native_constraint "IsTestOp"(%2 : !pdl.operation)
    rewrite %2 {
      %3 = apply_native_rewrite "MakeValue"(%2 : !pdl.operation) : !pdl.value
      replace %2 with(%3 : !pdl.value)
    }
  }
}
