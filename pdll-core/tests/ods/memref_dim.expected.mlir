// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR memref_dim.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @DimOfCast : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "memref.cast"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = operand
    %5 = types
    %6 = operation "memref.dim"(%3, %4 : !pdl.value, !pdl.value)  -> (%5 : !pdl.range<type>)
    rewrite %6 {
      %7 = operation "memref.dim"(%0, %4 : !pdl.value, !pdl.value) 
      replace %6 with %7
    }
  }
}
