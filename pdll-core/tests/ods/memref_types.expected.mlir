// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR memref_types.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @CastRankedToUnranked : benefit(0) {
    %0 = type
    apply_native_constraint "AnyMemRef"(%0 : !pdl.type)
    %1 = operand : %0
    %2 = type
    apply_native_constraint "AnyUnrankedMemRef"(%2 : !pdl.type)
    %3 = operation "memref.cast"(%1 : !pdl.value)  -> (%2 : !pdl.type)
    rewrite %3 {
      erase %3
    }
  }
}
