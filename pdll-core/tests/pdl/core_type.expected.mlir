// reference: mlir-pdll-19 -x=mlir core_type.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = type
    %1 = types
    %2 = operands
    %3 = operation "test.types"(%2 : !pdl.range<value>)  -> (%0, %1 : !pdl.type, !pdl.range<type>)
    rewrite %3 {
      erase %3
    }
  }
}
