// hand-written: the operator proposal (not in MLIR 19). Arithmetic in the rewrite section calls built-in native rewrites.
module {
  pdl.pattern @Fold : benefit(0) {
    %0 = operands
    %1 = attribute
    %2 = attribute
    %3 = types
    %4 = operation "test.add"(%0 : !pdl.range<value>)  {"lhs" = %1, "rhs" = %2} -> (%3 : !pdl.range<type>)
    rewrite %4 {
      %5 = attribute = 2 : i64
      %6 = apply_native_rewrite "__pdll_mul"(%2, %5 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
      %7 = apply_native_rewrite "__pdll_add"(%1, %6 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
      %8 = apply_native_rewrite "__pdll_neg"(%1 : !pdl.attribute) : !pdl.attribute
      %9 = apply_native_rewrite "__pdll_div"(%1, %2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
      %10 = apply_native_rewrite "__pdll_rem"(%1, %2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
      %11 = apply_native_rewrite "__pdll_sub"(%1, %2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
      %12 = operation "test.const"  {"value" = %7, "neg" = %8, "q" = %9, "r" = %10, "d" = %11}
      replace %4 with %12
    }
  }
}
