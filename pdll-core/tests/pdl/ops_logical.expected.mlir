// hand-written: the operator proposal (not in MLIR 19). Logical operators combine comparisons; the statement is one check.
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = attribute
    %2 = attribute
    %3 = types
    %4 = operation "test.logic"(%0 : !pdl.range<value>)  {"x" = %1, "y" = %2} -> (%3 : !pdl.range<type>)
    %5 = apply_native_constraint "__pdll_ge"(%1, %2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %6 = attribute = 10 : i64
    %7 = apply_native_constraint "__pdll_le"(%1, %6 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %8 = apply_native_constraint "__pdll_and"(%5, %7 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %9 = apply_native_constraint "__pdll_eq"(%1, %2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %10 = apply_native_constraint "__pdll_not"(%9 : !pdl.attribute) : !pdl.attribute
    %11 = apply_native_constraint "__pdll_or"(%8, %10 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    apply_native_constraint "__pdll_check"(%11 : !pdl.attribute)
    %12 = attribute = 0 : i64
    %13 = apply_native_constraint "__pdll_gt"(%1, %12 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    apply_native_constraint "__pdll_check"(%13 : !pdl.attribute)
    rewrite %4 {
      erase %4
    }
  }
}
