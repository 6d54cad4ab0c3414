// arith.constant's result type comes from its value: dense, sparse and splat
// elements literals.
func.func @elements() -> (tensor<4x4x4xf16>, vector<4xi32>, tensor<2xi8>) {
  %0 = arith.constant sparse<[[0, 0, 0], [1, 1, 1]], [-5.0, -2.0]> : tensor<4x4x4xf16>
  %1 = arith.constant sparse<[[1], [3]], [7, 9]> : vector<4xi32>
  %2 = arith.constant dense<[1, 2]> : tensor<2xi8>
  return %0, %1, %2 : tensor<4x4x4xf16>, vector<4xi32>, tensor<2xi8>
}
