// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR memref_load_store.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @StoreOfLoad : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "memref.load"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = result 0 of %3
    %5 = types
    %6 = operation "memref.store"(%4, %0, %1 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%5 : !pdl.range<type>)
    rewrite %6 {
      erase %6
    }
  }
}
