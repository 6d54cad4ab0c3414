func.func @tensor(%t: tensor<4x8xf32>, %i: tensor<2x1xindex>, %src: tensor<2xf32>, %d: tensor<1x2x8x4xf32>, %p: f32) -> tensor<4x8xf32> {
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<2x8xf32>
  %s = tensor.scatter %g into %t[%i] scatter_dims([0]) unique : (tensor<2x8xf32>, tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<1x2x8x4xf32>
  %pk = tensor.pack %t padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %e : tensor<4x8xf32> -> tensor<1x2x8x4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %up = tensor.unpack %d inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %e2 : tensor<1x2x8x4xf32> -> tensor<4x8xf32>
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %t, %c0 : tensor<4x8xf32>
  %fe = tensor.from_elements %p, %p : tensor<2xf32>
  %sp = tensor.splat %p : tensor<3xf32>
  %rk = tensor.rank %t : tensor<4x8xf32>
  "test.use"(%s, %pk, %dim, %fe, %sp, %rk) : (tensor<4x8xf32>, tensor<1x2x8x4xf32>, index, tensor<2xf32>, tensor<3xf32>, index) -> ()
  return %up : tensor<4x8xf32>
}
