module attributes {zz.tag = 1 : i32} {
  func.func @f(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x2x1xindex>, %arg2: tensor<16x16xf32>, %arg3: f32, %arg4: index) attributes {zz.tag = 1 : i32} {
    %gather = tensor.gather %arg0[%arg1] gather_dims([1]) {zz.tag = 1 : i32} : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x1x6xf32>
    %gather_0 = tensor.gather %arg0[%arg1] gather_dims([1]) unique {zz.tag = 1 : i32} : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x6xf32>
    %scatter = tensor.scatter %gather into %arg0[%arg1] scatter_dims([1]) unique {zz.tag = 1 : i32} : (tensor<1x2x4x1x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
    %0 = tensor.empty() {zz.tag = 1 : i32} : tensor<2x8x8x2xf32>
    %pack = tensor.pack %arg2 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %0 {zz.tag = 1 : i32} : tensor<16x16xf32> -> tensor<2x8x8x2xf32>
    %1 = tensor.empty() {zz.tag = 1 : i32} : tensor<2x8x2x8xf32>
    %pack_1 = tensor.pack %arg2 padding_value(%arg3 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 8] into %1 {zz.tag = 1 : i32} : tensor<16x16xf32> -> tensor<2x8x2x8xf32>
    %2 = tensor.empty() {zz.tag = 1 : i32} : tensor<16x16xf32>
    %unpack = tensor.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %2 {zz.tag = 1 : i32} : tensor<2x8x8x2xf32> -> tensor<16x16xf32>
    %unpack_2 = tensor.unpack %pack_1 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 8] into %2 {zz.tag = 1 : i32} : tensor<2x8x2x8xf32> -> tensor<16x16xf32>
    %3 = tensor.empty(%arg4, %arg4) {zz.tag = 1 : i32} : tensor<?x8x8x?xf32>
    %pack_3 = tensor.pack %arg2 inner_dims_pos = [0, 1] inner_tiles = [8, %arg4] into %3 {zz.tag = 1 : i32} : tensor<16x16xf32> -> tensor<?x8x8x?xf32>
    "test.use"(%gather_0, %scatter, %unpack, %unpack_2, %pack_3, %3) : (tensor<1x2x4x6xf32>, tensor<4x5x6xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<?x8x8x?xf32>, tensor<?x8x8x?xf32>) -> ()
    return {zz.tag = 1 : i32}
  }
}
