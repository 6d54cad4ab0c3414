// reference: mlir-pdll-19 -x=mlir op_attributes.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = attribute = 42 : i32
    %2 = attribute = unit
    %3 = attribute
    %4 = attribute = "s"
    %5 = types
    %6 = operation "test.attrs"(%0 : !pdl.value)  {"value" = %1, "flag" = %2, "quoted.name" = %3, "let" = %4} -> (%5 : !pdl.range<type>)
    rewrite %6 {
      %7 = attribute = unit
      %8 = operation "test.attrs2"(%0 : !pdl.value)  {"copied" = %3, "unit_flag" = %7}
      replace %6 with %8
    }
  }
}
