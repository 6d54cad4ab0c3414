// reference: mlir-pdll-19 -x=mlir inline_vars.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "test.same"(%0, %0 : !pdl.value, !pdl.value)  -> (%1, %1 : !pdl.type, !pdl.type)
    rewrite %2 {
      erase %2
    }
  }
}
