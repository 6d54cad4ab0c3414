// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR linalg_interface.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @EraseLinalgOp : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    apply_native_constraint "LinalgStructuredInterface"(%2 : !pdl.operation)
    rewrite %2 {
      erase %2
    }
  }
}
