module {
  func.func @elements() -> (tensor<4x4x4xf16>, vector<4xi32>, tensor<2xi8>) {
    %cst = arith.constant sparse<[[0, 0, 0], [1, 1, 1]], [-5.000000e+00, -2.000000e+00]> : tensor<4x4x4xf16>
    %cst_0 = arith.constant sparse<[[1], [3]], [7, 9]> : vector<4xi32>
    %cst_1 = arith.constant dense<[1, 2]> : tensor<2xi8>
    return %cst, %cst_0, %cst_1 : tensor<4x4x4xf16>, vector<4xi32>, tensor<2xi8>
  }
}
