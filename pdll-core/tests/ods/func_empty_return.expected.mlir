// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR func_empty_return.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @EmptyReturn : benefit(0) {
    %0 = types
    %1 = operation "func.return"  -> (%0 : !pdl.range<type>)
    rewrite %1 {
      %2 = operation "func.return" 
      erase %1
    }
  }
}
