// reference: mlir-pdll-19 -x=mlir constraint_calls_constraint.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = result 0 of %2
    apply_native_constraint "NativeCheck"(%3 : !pdl.value)
    apply_native_constraint "NativeCheck"(%3 : !pdl.value) {isNegated = true}
    rewrite %2 {
      erase %2
    }
  }
}
