// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR scf_for.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @ForWithoutIterArgs : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operands
    %4 = types
    %5 = operation "scf.for"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    %6 = results 0 of %5  -> !pdl.range<value>
    %7 = types
    %8 = operation "scf.yield"(%6 : !pdl.range<value>)  -> (%7 : !pdl.range<type>)
    rewrite %8 {
      erase %8
    }
  }
}
