// reference: mlir-pdll-19 -x=mlir any_op_attrs.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = attribute = "x"
    %2 = attribute = unit
    %3 = type
    %4 = operation(%0 : !pdl.range<value>)  {"tag" = %1, "flag" = %2} -> (%3 : !pdl.type)
    rewrite %4 {
      replace %4 with(%0 : !pdl.range<value>)
    }
  }
}
