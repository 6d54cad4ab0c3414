// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR arith_cmpi.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @SelectOfEqual : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = attribute
    apply_native_constraint "Arith_CmpIPredicateAttr"(%2 : !pdl.attribute)
    %3 = types
    %4 = operation "arith.cmpi"(%0, %1 : !pdl.value, !pdl.value)  {"predicate" = %2} -> (%3 : !pdl.range<type>)
    %5 = result 0 of %4
    %6 = types
    %7 = operation "arith.select"(%5, %0, %1 : !pdl.value, !pdl.value, !pdl.value)  -> (%6 : !pdl.range<type>)
    rewrite %7 {
      replace %7 with(%1 : !pdl.value)
    }
  }
}
