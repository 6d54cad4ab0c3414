// reference: mlir-pdll-19 -x=mlir let_user_constraints.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    apply_native_constraint "HasOneUse"(%0 : !pdl.value)
    apply_native_constraint "HasOneUse"(%0 : !pdl.value)
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    apply_native_constraint "IsTerminator"(%2 : !pdl.operation)
    rewrite %2 {
      erase %2
    }
  }
}
