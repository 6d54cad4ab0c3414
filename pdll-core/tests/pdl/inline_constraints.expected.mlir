// reference: mlir-pdll-19 -x=mlir inline_constraints.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    apply_native_constraint "C"(%0 : !pdl.value)
    apply_native_constraint "C"(%0 : !pdl.value)
    rewrite %2 {
      erase %2
    }
  }
}
