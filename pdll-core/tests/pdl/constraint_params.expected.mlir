// reference: mlir-pdll-19 -x=mlir constraint_params.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    apply_native_constraint "IsInteger"(%1 : !pdl.type)
    apply_native_constraint "SameType"(%0, %1 : !pdl.value, !pdl.type)
    apply_native_constraint "IsInteger"(%1 : !pdl.type)
    apply_native_constraint "SameType"(%0, %1 : !pdl.value, !pdl.type)
    rewrite %2 {
      erase %2
    }
  }
}
