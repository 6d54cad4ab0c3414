// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR arith_index_access.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @SecondResult : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = types
    %3 = operation "arith.addui_extended"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
    %4 = results 1 of %3  -> !pdl.value
    %5 = results 0 of %3  -> !pdl.value
    %6 = types
    %7 = operation "arith.subi"(%4, %5 : !pdl.value, !pdl.value)  -> (%6 : !pdl.range<type>)
    rewrite %7 {
      %8 = results 0 of %3  -> !pdl.value
      replace %7 with(%8 : !pdl.value)
    }
  }
}
