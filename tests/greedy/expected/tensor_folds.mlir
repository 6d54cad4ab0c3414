module {
  func.func @f(%arg0: tensor<4x?xf32>, %arg1: tensor<?xf32>, %arg2: index) -> (tensor<4x?xf32>, tensor<?xf32>, index, index, f32, i32, tensor<2xi32>, tensor<2x2xf32>, f32, tensor<4xi32>, tensor<3xi32>, i32, tensor<2x2xi32>) {
    %cst = arith.constant dense<[[7, 8], [8, 7]]> : tensor<2x2xi32>
    %cst_0 = arith.constant dense<7> : tensor<4xi32>
    %cst_1 = arith.constant 3.000000e+00 : f32
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<2x2xf32>
    %cst_3 = arith.constant dense<[7, 8]> : tensor<2xi32>
    %cst_4 = arith.constant 2.000000e+00 : f32
    %c4 = arith.constant 4 : index
    %cst_5 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
    %c8_i32 = arith.constant 8 : i32
    %c7_i32 = arith.constant 7 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
    %cast_6 = tensor.cast %cast : tensor<4xf32> to tensor<?xf32>
    %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
    %inserted = tensor.insert %c7_i32 into %cst_5[%c0] : tensor<3xi32>
    return %arg0, %cast_6, %c4, %dim, %cst_4, %c8_i32, %cst_3, %cst_2, %cst_1, %cst_0, %inserted, %c7_i32, %cst : tensor<4x?xf32>, tensor<?xf32>, index, index, f32, i32, tensor<2xi32>, tensor<2x2xf32>, f32, tensor<4xi32>, tensor<3xi32>, i32, tensor<2x2xi32>
  }
  func.func @more(%arg0: tensor<?x4xf32>, %arg1: index) -> (index, index, index, tensor<2x2xi32>, tensor<4x4xf32>, tensor<8xf32>, tensor<?x4xf32>, f32, index) {
    %c4 = arith.constant 4 : index
    %cst = arith.constant 5.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %cst_1 = arith.constant dense<5.000000e+00> : tensor<4x4xf32>
    %cst_2 = arith.constant dense<5.000000e+00> : tensor<8xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [%arg1, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
    return %c2, %arg1, %arg1, %cst_0, %cst_1, %cst_2, %extracted_slice, %cst, %c4 : index, index, index, tensor<2x2xi32>, tensor<4x4xf32>, tensor<8xf32>, tensor<?x4xf32>, f32, index
  }
  func.func @identity(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
    return %arg0, %arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  }
}
