module {
  func.func @reshapes(%arg0: tensor<*xf32>, %arg1: tensor<?xindex>, %arg2: tensor<?xindex>, %arg3: tensor<?xf32>, %arg4: tensor<1xindex>, %arg5: tensor<6x?x?xi32>, %arg6: tensor<1xi32>, %arg7: tensor<2xindex>) -> (tensor<*xf32>, tensor<?xf32>, tensor<6x?x?xi32>, tensor<6x?x?xi32>, tensor<6x?x?xi32>, tensor<8xf32>, tensor<2x?xf32>) {
    %cst = arith.constant dense<2.500000e+00> : tensor<8xf32>
    %cst_0 = arith.constant dense<2.500000e+00> : tensor<2x4xf32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %reshape = tensor.reshape %arg0(%arg2) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
    %dim = tensor.dim %arg5, %c1 : tensor<6x?x?xi32>
    %dim_1 = tensor.dim %arg5, %c2 : tensor<6x?x?xi32>
    %from_elements = tensor.from_elements %c7, %dim, %dim_1 : tensor<3xindex>
    %reshape_2 = tensor.reshape %arg5(%from_elements) : (tensor<6x?x?xi32>, tensor<3xindex>) -> tensor<6x?x?xi32>
    %from_elements_3 = tensor.from_elements %c6, %dim_1, %dim : tensor<3xindex>
    %reshape_4 = tensor.reshape %arg5(%from_elements_3) : (tensor<6x?x?xi32>, tensor<3xindex>) -> tensor<6x?x?xi32>
    %reshape_5 = tensor.reshape %cst_0(%arg7) : (tensor<2x4xf32>, tensor<2xindex>) -> tensor<2x?xf32>
    return %reshape, %arg3, %arg5, %reshape_2, %reshape_4, %cst, %reshape_5 : tensor<*xf32>, tensor<?xf32>, tensor<6x?x?xi32>, tensor<6x?x?xi32>, tensor<6x?x?xi32>, tensor<8xf32>, tensor<2x?xf32>
  }
  func.func @splats(%arg0: tensor<1x2x3xindex>, %arg1: tensor<2x4x8x16xf32>, %arg2: tensor<32x32xf32>, %arg3: f32) -> (tensor<1x2x1x1x1xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<32x32xf32>) {
    %cst = arith.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_0 = arith.constant 4.000000e+00 : f32
    %cst_1 = arith.constant dense<3.000000e+00> : tensor<31x31xf32>
    %cst_2 = arith.constant dense<3.000000e+00> : tensor<1x2x1x1x1xf32>
    %cst_3 = arith.constant dense<3.000000e+00> : tensor<2x4x8x16xf32>
    %pack = tensor.pack %cst_1 padding_value(%cst_0 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<31x31xf32> -> tensor<2x4x8x16xf32>
    return %cst_2, %cst_3, %pack, %cst_3, %cst : tensor<1x2x1x1x1xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<32x32xf32>
  }
  func.func @concat(%arg0: tensor<2x?xi32>) -> (tensor<2x?xi32>, tensor<2x5xi32>) {
    %concat = tensor.concat dim(1) %arg0 : (tensor<2x?xi32>) -> tensor<2x5xi32>
    return %arg0, %concat : tensor<2x?xi32>, tensor<2x5xi32>
  }
  func.func @slices(%arg0: tensor<?x?x?xf32>, %arg1: tensor<4x?x8xf32>, %arg2: index, %arg3: index, %arg4: tensor<0x3xi8>, %arg5: tensor<5x5xi8>, %arg6: tensor<8x8xf32>) -> (tensor<4x?x8xf32>, tensor<4x?x8xf32>, tensor<?x?x?xf32>, tensor<8x8xf32>, tensor<5x5xi8>, tensor<8x8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %inserted_slice = tensor.insert_slice %arg1 into %arg0[%c0, %arg2, 0] [4, %arg3, 8] [1, 1, %c1] : tensor<4x?x8xf32> into tensor<?x?x?xf32>
    %extracted_slice = tensor.extract_slice %inserted_slice[0, %arg2, 0] [4, %arg3, 8] [1, 1, %c1] : tensor<?x?x?xf32> to tensor<4x?x8xf32>
    %inserted_slice_0 = tensor.insert_slice %arg1 into %arg0[%c0, %arg2, 0] [4, %arg3, 8] [1, 1, %c1] : tensor<4x?x8xf32> into tensor<?x?x?xf32>
    %extracted_slice_1 = tensor.extract_slice %arg6[2, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %inserted_slice_2 = tensor.insert_slice %extracted_slice_1 into %arg6[2, 3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    return %arg1, %extracted_slice, %inserted_slice_0, %arg6, %arg5, %inserted_slice_2 : tensor<4x?x8xf32>, tensor<4x?x8xf32>, tensor<?x?x?xf32>, tensor<8x8xf32>, tensor<5x5xi8>, tensor<8x8xf32>
  }
  func.func @inverse_reshapes(%arg0: tensor<?x?xf32>, %arg1: tensor<?x4x?xf32>, %arg2: memref<?x?xf32>, %arg3: index, %arg4: index, %arg5: tensor<?x?x?xf32>) -> (tensor<?x?xf32>, tensor<?x4x?xf32>, memref<?x?xf32>, tensor<?x?x?xf32>) {
    %collapsed = tensor.collapse_shape %arg5 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1], [2]] output_shape [%arg3, %arg4, %arg4] : tensor<?x?xf32> into tensor<?x?x?xf32>
    return %arg0, %arg1, %arg2, %expanded : tensor<?x?xf32>, tensor<?x4x?xf32>, memref<?x?xf32>, tensor<?x?x?xf32>
  }
}
