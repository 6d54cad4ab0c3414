// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR linalg_matmul.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @MatmulUse : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "linalg.matmul"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = operands
    %5 = results 0 of %3  -> !pdl.range<value>
    %6 = types
    %7 = operation "linalg.fill"(%4, %5 : !pdl.range<value>, !pdl.range<value>)  -> (%6 : !pdl.range<type>)
    rewrite %7 {
      erase %7
    }
  }
}
