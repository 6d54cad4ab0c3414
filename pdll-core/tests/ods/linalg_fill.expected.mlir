// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR linalg_fill.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @FillResults : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = types
    %3 = operation "linalg.fill"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    %5 = operation "linalg.fill"(%0, %4 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    rewrite %5 {
      replace %5 with %3
    }
  }
}
