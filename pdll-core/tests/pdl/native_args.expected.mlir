// reference: mlir-pdll-19 -x=mlir native_args.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = attribute
    %3 = type
    %4 = types
    %5 = operation "test.root"(%0, %1 : !pdl.value, !pdl.range<value>)  {"a" = %2} -> (%3, %4 : !pdl.type, !pdl.range<type>)
    apply_native_constraint "All"(%5, %0, %1, %3, %4, %2 : !pdl.operation, !pdl.value, !pdl.range<value>, !pdl.type, !pdl.range<type>, !pdl.attribute)
    rewrite %5 {
      erase %5
    }
  }
}
