// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR func_named_groups.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @CallResults : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "func.call"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    %4 = types
    %5 = operation "func.return"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>)
    rewrite %5 {
      erase %5
    }
  }
}
