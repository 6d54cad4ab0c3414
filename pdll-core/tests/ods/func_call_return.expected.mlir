// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR func_call_return.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @ReturnCallResults : benefit(0) {
    %0 = operands
    %1 = attribute
    apply_native_constraint "FlatSymbolRefAttr"(%1 : !pdl.attribute)
    %2 = types
    %3 = operation "func.call"(%0 : !pdl.range<value>)  {"callee" = %1} -> (%2 : !pdl.range<type>)
    %4 = results of %3 
    %5 = types
    %6 = operation "func.return"(%4 : !pdl.range<value>)  -> (%5 : !pdl.range<type>)
    rewrite %6 {
      erase %6
    }
  }
}
