// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR scf_index_switch.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @Switch : benefit(0) {
    %0 = type
    apply_native_constraint "Index"(%0 : !pdl.type)
    %1 = operand : %0
    %2 = attribute
    apply_native_constraint "DenseI64ArrayAttr"(%2 : !pdl.attribute)
    %3 = types
    %4 = operation "scf.index_switch"(%1 : !pdl.value)  {"cases" = %2} -> (%3 : !pdl.range<type>)
    rewrite %4 {
      erase %4
    }
  }
}
