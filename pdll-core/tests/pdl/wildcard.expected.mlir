// reference: mlir-pdll-19 -x=mlir wildcard.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = attribute
    %4 = type
    %5 = operation "test.w"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  {"a" = %3} -> (%4 : !pdl.type)
    rewrite %5 {
      erase %5
    }
  }
}
