// reference: mlir-pdll-19 -x=mlir native_constraint_results.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.root"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = apply_native_constraint "GetAttr"(%2 : !pdl.operation) : !pdl.attribute
    %4:2 = apply_native_constraint "GetTypes"(%2 : !pdl.operation) : !pdl.type, !pdl.range<type>
    rewrite %2 {
      %5 = operation "test.new"  {"a" = %3} -> (%4#0, %4#1 : !pdl.type, !pdl.range<type>)
      replace %2 with %5
    }
  }
}
