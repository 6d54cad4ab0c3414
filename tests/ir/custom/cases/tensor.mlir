// tensor: extract, insert, extract_slice, insert_slice, empty, dim, rank, cast,
// pad, generate, reshape, collapse and expand shape, from_elements, splat,
// concat, bitcast.
func.func @tensor(%t: tensor<4x?xf32>, %u: tensor<8x8xf32>, %i: index, %j: index, %v: f32, %shape: tensor<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %ins = tensor.insert %v into %u[%i, %j] : tensor<8x8xf32>
  %sl = tensor.extract_slice %u[0, %i] [4, 4] [1, 2] : tensor<8x8xf32> to tensor<4x4xf32>
  %sl1 = tensor.extract_slice %u[%i, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
  %is = tensor.insert_slice %sl into %u[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  %empty = tensor.empty(%i) : tensor<?x16xi32>
  %empty2 = tensor.empty() : tensor<2x3xf64>
  %d = tensor.dim %t, %c1 : tensor<4x?xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  %cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %pad = tensor.pad %u low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x8xf32> to tensor<11x?xf32>
  %gen = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    %f = arith.index_cast %s : index to i32
    tensor.yield %f : i32
  } : tensor<?x3xi32>
  %flat = tensor.collapse_shape %u [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  %exp = tensor.expand_shape %flat [[0, 1]] output_shape [16, 4] : tensor<64xf32> into tensor<16x4xf32>
  %rs = tensor.reshape %flat(%shape) : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %fe = tensor.from_elements %v, %v, %e : tensor<3xf32>
  %sp = tensor.splat %v : tensor<2x2xf32>
  %cat = tensor.concat dim(0) %u, %u : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
  %bc = tensor.bitcast %u : tensor<8x8xf32> to tensor<8x8xi32>
  "test.use"(%ins, %sl1, %is, %empty, %empty2, %d, %r, %cast, %pad, %gen, %exp, %rs, %fe, %sp, %cat, %bc) : (tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<?x16xi32>, tensor<2x3xf64>, index, index, tensor<?x?xf32>, tensor<11x?xf32>, tensor<?x3xi32>, tensor<16x4xf32>, tensor<?x?xf32>, tensor<3xf32>, tensor<2x2xf32>, tensor<16x8xf32>, tensor<8x8xi32>) -> ()
  return
}
