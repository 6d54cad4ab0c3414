// hand-written: mlir-pdll 19 converts the returned tuple to the declared named tuple through one member access per element, each lowering the whole tuple again (four pdl.result ops for two elements). We lower each element once.
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = result 0 of %2
    apply_native_constraint "HasOneUse"(%3 : !pdl.value)
    %4 = result 0 of %2
    %5 = result 1 of %2
    rewrite %2 {
      replace %2 with(%5, %4 : !pdl.value, !pdl.value)
    }
  }
}
