// hand-written: mlir-pdll 19 crashes (segfault) on a named Constraint defined inside a pattern; we inline it at each call like any PDLL constraint.
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    apply_native_constraint "C"(%0 : !pdl.value)
    apply_native_constraint "C"(%0 : !pdl.value)
    apply_native_constraint "C"(%0 : !pdl.value)
    rewrite %2 {
      erase %2
    }
  }
}
