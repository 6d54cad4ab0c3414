// reference: mlir-pdll-19 -x=mlir core_value_typed.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = type
    %1 = types
    %2 = operand : %0
    %3 = operands : %1
    %4 = type : i64
    %5 = operand : %4
    %6 = types
    %7 = operation "test.typed"(%2, %3, %5 : !pdl.value, !pdl.range<value>, !pdl.value)  -> (%6 : !pdl.range<type>)
    rewrite %7 {
      erase %7
    }
  }
}
