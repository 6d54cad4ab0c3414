// reference: mlir-pdll-19 -x=mlir core_attr.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = attribute
    %1 = type : i32
    %2 = attribute : %1
    %3 = type
    %4 = attribute : %3
    %5 = operands
    %6 = types
    %7 = operation "test.attrs"(%5 : !pdl.range<value>)  {"a" = %0, "b" = %2, "c" = %4} -> (%6 : !pdl.range<type>)
    rewrite %7 {
      erase %7
    }
  }
}
