// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR arith_type_constraints.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @IndexCastOfIndex : benefit(0) {
    %0 = type
    apply_native_constraint "Index"(%0 : !pdl.type)
    %1 = operand : %0
    %2 = type
    apply_native_constraint "Index"(%2 : !pdl.type)
    %3 = operation "arith.index_cast"(%1 : !pdl.value)  -> (%2 : !pdl.type)
    rewrite %3 {
      replace %3 with(%1 : !pdl.value)
    }
  }
  pdl.pattern @MulF32 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    apply_native_constraint "F32"(%2 : !pdl.type)
    %3 = operation "arith.mulf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    rewrite %3 {
      %4 = operation "arith.mulf"(%1, %0 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %4
    }
  }
  pdl.pattern @IntegerMul : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    apply_native_constraint "AnyInteger"(%2 : !pdl.type)
    %3 = operation "arith.muli"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    apply_native_constraint "I32"(%2 : !pdl.type)
    rewrite %3 {
      %4 = operation "arith.muli"(%1, %0 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %4
    }
  }
}
