// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR tensor_extract_slice.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @SliceOfSlice : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = operands
    %4 = types
    %5 = operation "tensor.extract_slice"(%0, %1, %2, %3 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    %6 = result 0 of %5
    %7 = operand
    %8 = types
    %9 = operation "tensor.dim"(%6, %7 : !pdl.value, !pdl.value)  -> (%8 : !pdl.range<type>)
    rewrite %9 {
      erase %9
    }
  }
}
