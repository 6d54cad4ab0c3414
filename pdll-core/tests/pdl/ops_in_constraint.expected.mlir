// hand-written: the operator proposal (not in MLIR 19). Operators inside a PDLL constraint are inlined with it, as built-in native constraints.
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = attribute
    %2 = attribute
    %3 = types
    %4 = operation "test.root"(%0 : !pdl.range<value>)  {"a" = %1, "b" = %2} -> (%3 : !pdl.range<type>)
    %5 = attribute = 0 : i64
    %6 = apply_native_constraint "__pdll_gt"(%1, %5 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    apply_native_constraint "__pdll_check"(%6 : !pdl.attribute)
    %7 = apply_native_constraint "__pdll_add"(%1, %2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    rewrite %4 {
      %8 = operation "test.sum"  {"value" = %7}
      replace %4 with %8
    }
  }
}
