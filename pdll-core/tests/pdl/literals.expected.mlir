// reference: mlir-pdll-19 -x=mlir literals.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = type : i32
    %1 = operand : %0
    %2 = attribute = 1 : i32
    %3 = attribute = true
    %4 = attribute = "text"
    %5 = attribute = 2.500000e+00 : f32
    %6 = attribute = unit
    %7 = types
    %8 = operation "test.lit"(%1 : !pdl.value)  {"i" = %2, "b" = %3, "s" = %4, "f" = %5, "u" = %6} -> (%7 : !pdl.range<type>)
    rewrite %8 {
      %9 = attribute = 7 : i64
      %10 = attribute = [1, 2]
      %11 = type : tensor<4xf32>
      %12 = type : index
      %13 = operation "test.new"(%1 : !pdl.value)  {"i" = %9, "arr" = %10} -> (%11, %12 : !pdl.type, !pdl.type)
      replace %8 with %13
    }
  }
}
