// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR tensor_dim.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @DimOfEmpty : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tensor.empty"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = operand
    %5 = types
    %6 = operation "tensor.dim"(%3, %4 : !pdl.value, !pdl.value)  -> (%5 : !pdl.range<type>)
    rewrite %6 {
      erase %6
    }
  }
}
