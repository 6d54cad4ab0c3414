module {
  func.func @tensor(%arg0: tensor<4x?xf32>, %arg1: tensor<8x8xf32>, %arg2: index, %arg3: index, %arg4: f32, %arg5: tensor<2xindex>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<4x?xf32>
    %inserted = tensor.insert %arg4 into %arg1[%arg2, %arg3] : tensor<8x8xf32>
    %extracted_slice = tensor.extract_slice %arg1[0, %arg2] [4, 4] [1, 2] : tensor<8x8xf32> to tensor<4x4xf32>
    %extracted_slice_0 = tensor.extract_slice %arg1[%arg2, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    %0 = tensor.empty(%arg2) : tensor<?x16xi32>
    %1 = tensor.empty() : tensor<2x3xf64>
    %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
    %rank = tensor.rank %arg0 : tensor<4x?xf32>
    %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
    %padded = tensor.pad %arg1 low[1, %arg2] high[2, 0] {
    ^bb0(%arg6: index, %arg7: index):
      tensor.yield %arg4 : f32
    } : tensor<8x8xf32> to tensor<11x?xf32>
    %generated = tensor.generate %arg2 {
    ^bb0(%arg6: index, %arg7: index):
      %3 = arith.addi %arg6, %arg7 : index
      %4 = arith.index_cast %3 : index to i32
      tensor.yield %4 : i32
    } : tensor<?x3xi32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [16, 4] : tensor<64xf32> into tensor<16x4xf32>
    %reshape = tensor.reshape %collapsed(%arg5) : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %from_elements = tensor.from_elements %arg4, %arg4, %extracted : tensor<3xf32>
    %splat = tensor.splat %arg4 : tensor<2x2xf32>
    %concat = tensor.concat dim(0) %arg1, %arg1 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %2 = tensor.bitcast %arg1 : tensor<8x8xf32> to tensor<8x8xi32>
    "test.use"(%inserted, %extracted_slice_0, %inserted_slice, %0, %1, %dim, %rank, %cast, %padded, %generated, %expanded, %reshape, %from_elements, %splat, %concat, %2) : (tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<?x16xi32>, tensor<2x3xf64>, index, index, tensor<?x?xf32>, tensor<11x?xf32>, tensor<?x3xi32>, tensor<16x4xf32>, tensor<?x?xf32>, tensor<3xf32>, tensor<2x2xf32>, tensor<16x8xf32>, tensor<8x8xi32>) -> ()
    return
  }
}
