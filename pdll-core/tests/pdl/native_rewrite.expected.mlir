// reference: mlir-pdll-19 -x=mlir native_rewrite.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = attribute
    %2 = types
    %3 = operation "test.root"(%0 : !pdl.range<value>)  {"k" = %1} -> (%2 : !pdl.range<type>)
    rewrite %3 {
      apply_native_rewrite "Notify"(%3 : !pdl.operation)
      %4 = apply_native_rewrite "CreateValue"(%3, %1 : !pdl.operation, !pdl.attribute) : !pdl.value
      replace %3 with(%4 : !pdl.value)
    }
  }
}
