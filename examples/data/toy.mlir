// A function in a Toy-like dialect (MLIR's tutorial language), in generic form.
"toy.func"() ({
^bb0(%arg0: tensor<2x3xf64>):
  %0 = "toy.transpose"(%arg0) : (tensor<2x3xf64>) -> tensor<3x2xf64>
  %1 = "toy.transpose"(%0) : (tensor<3x2xf64>) -> tensor<2x3xf64>
  %2 = "toy.reshape"(%1) : (tensor<2x3xf64>) -> tensor<6xf64>
  %3 = "toy.reshape"(%2) : (tensor<6xf64>) -> tensor<3x2xf64>
  %4 = "toy.reshape"(%3) : (tensor<3x2xf64>) -> tensor<2x3xf64>
  %5 = "toy.constant"() {value = 1.000000e+00 : f64} : () -> f64
  %6 = "toy.mul"(%4, %5) : (tensor<2x3xf64>, f64) -> tensor<2x3xf64>
  %7 = "toy.constant"() {value = 2.000000e+00 : f64} : () -> f64
  %8 = "toy.mul"(%6, %7) : (tensor<2x3xf64>, f64) -> tensor<2x3xf64>
  "toy.print"(%8) : (tensor<2x3xf64>) -> ()
  "toy.return"() : () -> ()
}) {sym_name = "main"} : () -> ()
