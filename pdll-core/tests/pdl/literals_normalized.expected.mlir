// reference: mlir-pdll-19 -x=mlir literals_normalized.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = attribute = 1 : i64
    %2 = attribute = 1.500000e+00 : f64
    %3 = attribute = [1, 2]
    %4 = attribute = {a = 1 : i64, b = 2 : i64}
    %5 = types
    %6 = operation "test.lit"(%0 : !pdl.range<value>)  {"i" = %1, "f" = %2, "a" = %3, "d" = %4} -> (%5 : !pdl.range<type>)
    rewrite %6 {
      %7 = type : tensor<4xf32>
      %8 = type : vector<2xi8>
      %9 = type : (i32) -> i64
      %10 = operation "test.new"  -> (%7, %8, %9 : !pdl.type, !pdl.type, !pdl.type)
      replace %6 with %10
    }
  }
}
