// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR type_interface.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @DestructurableAlloca : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = type
    apply_native_constraint "DestructurableTypeInterface"(%2 : !pdl.type)
    %3 = operation "memref.alloca"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.type)
    rewrite %3 {
      erase %3
    }
  }
  pdl.pattern @TypedConstantValue : benefit(0) {
    %0 = operands
    %1 = attribute
    apply_native_constraint "TypedAttrInterface"(%1 : !pdl.attribute)
    %2 = types
    %3 = operation "arith.constant"(%0 : !pdl.range<value>)  {"value" = %1} -> (%2 : !pdl.range<type>)
    rewrite %3 {
      erase %3
    }
  }
}
