// Every op of tensor not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func @f(%t: tensor<4x5x6xf32>, %idx: tensor<1x2x1xindex>, %p: tensor<16x16xf32>, %pd: f32, %n: index) {
  %0 = tensor.gather %t[%idx] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x1x6xf32>
  %1 = tensor.gather %t[%idx] gather_dims([1]) unique : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x6xf32>
  %2 = tensor.scatter %0 into %t[%idx] scatter_dims([1]) unique : (tensor<1x2x4x1x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
  %e = tensor.empty() : tensor<2x8x8x2xf32>
  %3 = tensor.pack %p inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %e : tensor<16x16xf32> -> tensor<2x8x8x2xf32>
  %e2 = tensor.empty() : tensor<2x8x2x8xf32>
  %4 = tensor.pack %p padding_value(%pd : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 8] into %e2 : tensor<16x16xf32> -> tensor<2x8x2x8xf32>
  %e3 = tensor.empty() : tensor<16x16xf32>
  %5 = tensor.unpack %3 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %e3 : tensor<2x8x8x2xf32> -> tensor<16x16xf32>
  %6 = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 8] into %e3 : tensor<2x8x2x8xf32> -> tensor<16x16xf32>
  %d = tensor.empty(%n, %n) : tensor<?x8x8x?xf32>
  %7 = tensor.pack %p inner_dims_pos = [0, 1] inner_tiles = [8, %n] into %d : tensor<16x16xf32> -> tensor<?x8x8x?xf32>
  "test.use"(%1, %2, %5, %6, %7, %d) : (tensor<1x2x4x6xf32>, tensor<4x5x6xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<?x8x8x?xf32>, tensor<?x8x8x?xf32>) -> ()
  return
}
