// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR scf_yield.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @YieldOne : benefit(0) {
    %0 = operand
    %1 = types
    %2 = operation "scf.yield"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
  pdl.pattern @YieldAll : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "scf.yield"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
}
