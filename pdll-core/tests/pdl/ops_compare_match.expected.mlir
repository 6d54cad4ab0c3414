// hand-written: the operator proposal (not in MLIR 19). A comparison statement in the match section is a constraint: __pdll_check of a built-in comparison.
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = attribute
    %2 = attribute
    %3 = types
    %4 = operation "test.cmp"(%0 : !pdl.range<value>)  {"lhs" = %1, "rhs" = %2} -> (%3 : !pdl.range<type>)
    %5 = apply_native_constraint "__pdll_lt"(%1, %2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    apply_native_constraint "__pdll_check"(%5 : !pdl.attribute)
    %6 = attribute = 0 : i64
    %7 = apply_native_constraint "__pdll_ne"(%1, %6 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    apply_native_constraint "__pdll_check"(%7 : !pdl.attribute)
    rewrite %4 {
      erase %4
    }
  }
}
