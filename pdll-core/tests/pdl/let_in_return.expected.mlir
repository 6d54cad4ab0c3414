// hand-written: mlir-pdll 19 lowers the `return` of a compound body after the body's scope closed, so a `let` variable used there is lowered a second time (here: the native rewrite Make would run twice). We lower it once.
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = result 0 of %2
    apply_native_constraint "Check"(%3 : !pdl.value)
    rewrite %2 {
      %4 = apply_native_rewrite "Make"(%0 : !pdl.value) : !pdl.value
      replace %2 with(%3, %4 : !pdl.value, !pdl.value)
    }
  }
}
