"builtin.module"() ({
  "t.s"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<0, 5> : tensor<4xi32>, c = sparse<[[0, 1]], 5> : tensor<4x4xi32>, d = sparse<[[0, 1]], 1.000000e+00> : tensor<4x4xf32>, e = sparse<> : tensor<0xi32>, f = sparse<[[0, 1], [2, 3]], [1.500000e+00, 2.000000e+00]> : tensor<4x4xf32>, g = sparse<[[1, 1], [2, 2]], true> : tensor<3x3xi1>, h = sparse<1, 1.000000e-01> : vector<2xf64>} : () -> ()
}) : () -> ()
