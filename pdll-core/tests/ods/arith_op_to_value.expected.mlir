// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR arith_op_to_value.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @NegNeg : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "arith.negf"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    %3 = results of %2 
    %4 = types
    %5 = operation "arith.negf"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    rewrite %5 {
      replace %5 with(%0 : !pdl.value)
    }
  }
  pdl.pattern @SubSelf : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = types
    %3 = operation "arith.addi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
    %4 = result 0 of %3
    %5 = types
    %6 = operation "arith.subi"(%4, %1 : !pdl.value, !pdl.value)  -> (%5 : !pdl.range<type>)
    rewrite %6 {
      replace %6 with(%0 : !pdl.value)
    }
  }
}
