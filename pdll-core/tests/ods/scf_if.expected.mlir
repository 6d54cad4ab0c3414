// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR scf_if.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @IfOnConstant : benefit(0) {
    %0 = operands
    %1 = attribute
    apply_native_constraint "BoolAttr"(%1 : !pdl.attribute)
    %2 = types
    %3 = operation "arith.constant"(%0 : !pdl.range<value>)  {"value" = %1} -> (%2 : !pdl.range<type>)
    %4 = results of %3 
    %5 = types
    %6 = operation "scf.if"(%4 : !pdl.range<value>)  -> (%5 : !pdl.range<type>)
    rewrite %6 {
      erase %6
    }
  }
}
