"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<4x4x4xf16>, vector<4xi32>, tensor<2xi8>), sym_name = "elements"}> ({
    %0 = "arith.constant"() <{value = sparse<[[0, 0, 0], [1, 1, 1]], [-5.000000e+00, -2.000000e+00]> : tensor<4x4x4xf16>}> : () -> tensor<4x4x4xf16>
    %1 = "arith.constant"() <{value = sparse<[[1], [3]], [7, 9]> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2xi8>
    "func.return"(%0, %1, %2) : (tensor<4x4x4xf16>, vector<4xi32>, tensor<2xi8>) -> ()
  }) : () -> ()
}) : () -> ()
