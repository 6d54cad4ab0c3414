// hand-written: mlir-pdll 19 crashes (segfault, double free) when an inline Constraint or Rewrite uses a variable of the enclosing pattern; we lower the captured variable to the value it already has.
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    apply_native_constraint "SameType"(%0, %1 : !pdl.value, !pdl.type)
    rewrite %2 {
      %3 = operation "test.made"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %3
    }
  }
}
