// reference: mlir-pdll-19 -x=mlir native_result_member.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3:2 = apply_native_constraint "Pick"(%2 : !pdl.operation) : !pdl.attribute, !pdl.type
    rewrite %2 {
      %4:2 = apply_native_rewrite "Split"(%2 : !pdl.operation) : !pdl.value, !pdl.value
      %5 = apply_native_rewrite "Pick2" : !pdl.attribute
      %6 = operation "test.new"(%4#1 : !pdl.value)  {"a" = %5} -> (%3#1 : !pdl.type)
      replace %2 with %6
    }
  }
}
