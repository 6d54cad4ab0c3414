// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR memref_alloc_dealloc.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @DeadAlloc : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "memref.alloc"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.value
    %5 = types
    %6 = operation "memref.dealloc"(%4 : !pdl.value)  -> (%5 : !pdl.range<type>)
    rewrite %6 {
      erase %6
    }
  }
}
