// reference: mlir-pdll-19 -x=mlir pdll_constraint.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.one"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = result 0 of %2
    apply_native_constraint "HasOneUse"(%3 : !pdl.value)
    %4 = result 0 of %2
    apply_native_constraint "HasOneUse"(%4 : !pdl.value)
    %5 = result 1 of %2
    apply_native_constraint "HasOneUse"(%5 : !pdl.value)
    rewrite %2 {
      erase %2
    }
  }
}
