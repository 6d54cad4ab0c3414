// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR arith_rewrite_infer.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @Reassociate : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = types
    %3 = operation "arith.addi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
    %4 = result 0 of %3
    %5 = operand
    %6 = types
    %7 = operation "arith.addi"(%4, %5 : !pdl.value, !pdl.value)  -> (%6 : !pdl.range<type>)
    rewrite %7 {
      %8 = operation "arith.addi"(%1, %5 : !pdl.value, !pdl.value) 
      %9 = result 0 of %8
      %10 = operation "arith.addi"(%0, %9 : !pdl.value, !pdl.value) 
      replace %7 with %10
    }
  }
}
