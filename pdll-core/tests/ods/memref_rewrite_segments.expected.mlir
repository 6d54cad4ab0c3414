// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR memref_rewrite_segments.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @Realloc : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = type
    %3 = operation "memref.alloc"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.type)
    rewrite %3 {
      %4 = range : !pdl.range<value>
      %5 = range : !pdl.range<value>
      %6 = operation "memref.alloc"(%4, %5 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %6
    }
  }
}
