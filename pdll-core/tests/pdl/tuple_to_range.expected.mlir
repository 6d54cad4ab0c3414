// hand-written: mlir-pdll 19 converts a tuple to a range through one member access per element, each lowering the whole tuple again, so the native rewrite R is called three times and type<"i32"> is built three times. We lower each element once.
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "test.root"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    rewrite %3 {
      %4 = range %0, %1 : !pdl.value, !pdl.range<value> 
      %5 = apply_native_rewrite "R"(%3 : !pdl.operation) : !pdl.type
      %6 = type : i32
      %7 = range %2, %5, %6 : !pdl.type, !pdl.type, !pdl.type 
      %8 = operation "test.new"(%4 : !pdl.range<value>)  -> (%7 : !pdl.range<type>)
      replace %3 with %8
    }
  }
}
