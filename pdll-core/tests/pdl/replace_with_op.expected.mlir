// reference: mlir-pdll-19 -x=mlir replace_with_op.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "test.old"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    rewrite %3 {
      %4 = operation "test.new"(%1, %0 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %4
    }
  }
}
