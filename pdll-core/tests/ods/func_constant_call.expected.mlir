// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR func_constant_call.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @IndirectToDirect : benefit(0) {
    %0 = operands
    %1 = attribute
    apply_native_constraint "FlatSymbolRefAttr"(%1 : !pdl.attribute)
    %2 = types
    %3 = operation "func.constant"(%0 : !pdl.range<value>)  {"value" = %1} -> (%2 : !pdl.range<type>)
    %4 = result 0 of %3
    %5 = operands
    %6 = types
    %7 = operation "func.call_indirect"(%4, %5 : !pdl.value, !pdl.range<value>)  -> (%6 : !pdl.range<type>)
    rewrite %7 {
      %8 = operation "func.call"(%5 : !pdl.range<value>)  {"callee" = %1} -> (%6 : !pdl.range<type>)
      replace %7 with %8
    }
  }
}
