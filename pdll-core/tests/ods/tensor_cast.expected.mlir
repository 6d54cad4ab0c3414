// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR tensor_cast.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @CastOfCast : benefit(0) {
    %0 = operand
    %1 = type
    apply_native_constraint "AnyTensor"(%1 : !pdl.type)
    %2 = operation "tensor.cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results of %2 
    %4 = type
    apply_native_constraint "AnyRankedTensor"(%4 : !pdl.type)
    %5 = operation "tensor.cast"(%3 : !pdl.range<value>)  -> (%4 : !pdl.type)
    rewrite %5 {
      %6 = operation "tensor.cast"(%0 : !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %6
    }
  }
}
