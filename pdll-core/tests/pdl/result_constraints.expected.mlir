// reference: mlir-pdll-19 -x=mlir result_constraints.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = apply_native_constraint "TypedValue"(%0 : !pdl.value) : !pdl.value
    apply_native_constraint "ValueConstraint"(%1 : !pdl.value)
    %2 = operand
    %3 = types
    %4 = operation "test.op"(%0, %2 : !pdl.value, !pdl.value)  -> (%3 : !pdl.range<type>)
    apply_native_constraint "ValueConstraint"(%2 : !pdl.value)
    %5 = apply_native_constraint "TypedValue"(%2 : !pdl.value) : !pdl.value
    apply_native_constraint "ValueConstraint"(%5 : !pdl.value)
    rewrite %4 {
      %6 = apply_native_rewrite "MakeValue"(%4 : !pdl.operation) : !pdl.value
      replace %4 with(%6 : !pdl.value)
    }
  }
}

