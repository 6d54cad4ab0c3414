// reference: mlir-pdll-19 -x=mlir native_constraint.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = types
    %3 = operation "test.root"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
    apply_native_constraint "HasOneUse"(%0 : !pdl.value)
    apply_native_constraint "SameType"(%0, %1 : !pdl.value, !pdl.value)
    rewrite %3 {
      erase %3
    }
  }
}
