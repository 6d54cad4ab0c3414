// tensor.reshape: splat constants resized, chains, 1-D and from_elements no-ops.
func.func @reshapes(%u: tensor<*xf32>, %s0: tensor<?xindex>, %s1: tensor<?xindex>, %v: tensor<?xf32>, %s2: tensor<1xindex>, %w: tensor<6x?x?xi32>, %shape: tensor<1xi32>, %s2b: tensor<2xindex>) -> (tensor<*xf32>, tensor<?xf32>, tensor<6x?x?xi32>, tensor<6x?x?xi32>, tensor<6x?x?xi32>, tensor<8xf32>, tensor<2x?xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %a0 = tensor.reshape %u(%s0) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %a = tensor.reshape %a0(%s1) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %b = tensor.reshape %v(%s2) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %d1 = tensor.dim %w, %c1 : tensor<6x?x?xi32>
  %d2 = tensor.dim %w, %c2 : tensor<6x?x?xi32>
  %ds = tensor.from_elements %c6, %d1, %d2 : tensor<3xindex>
  %c = tensor.reshape %w(%ds) : (tensor<6x?x?xi32>, tensor<3xindex>) -> tensor<6x?x?xi32>
  // A wrong static size, and dims out of order: no fold.
  %ds2 = tensor.from_elements %c7, %d1, %d2 : tensor<3xindex>
  %d = tensor.reshape %w(%ds2) : (tensor<6x?x?xi32>, tensor<3xindex>) -> tensor<6x?x?xi32>
  %ds3 = tensor.from_elements %c6, %d2, %d1 : tensor<3xindex>
  %e = tensor.reshape %w(%ds3) : (tensor<6x?x?xi32>, tensor<3xindex>) -> tensor<6x?x?xi32>
  %cst = arith.constant dense<2.5> : tensor<2x4xf32>
  %f = tensor.reshape %cst(%shape) : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<8xf32>
  // A dynamic result: the splat is not resized.
  %g = tensor.reshape %cst(%s2b) : (tensor<2x4xf32>, tensor<2xindex>) -> tensor<2x?xf32>
  return %a, %b, %c, %d, %e, %f, %g : tensor<*xf32>, tensor<?xf32>, tensor<6x?x?xi32>, tensor<6x?x?xi32>, tensor<6x?x?xi32>, tensor<8xf32>, tensor<2x?xf32>
}

// tensor.gather, tensor.pack and tensor.unpack of splat constants.
func.func @splats(%idx: tensor<1x2x3xindex>, %dest: tensor<2x4x8x16xf32>, %dest2: tensor<32x32xf32>, %p: f32) -> (tensor<1x2x1x1x1xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<32x32xf32>) {
  %cst = arith.constant dense<3.0> : tensor<4x4x4xf32>
  %a = tensor.gather %cst[%idx] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  %src = arith.constant dense<3.0> : tensor<31x31xf32>
  %pad = arith.constant 3.0 : f32
  %other = arith.constant 4.0 : f32
  %b = tensor.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %dest : tensor<31x31xf32> -> tensor<2x4x8x16xf32>
  %c = tensor.pack %src padding_value(%other : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %dest : tensor<31x31xf32> -> tensor<2x4x8x16xf32>
  %d = tensor.pack %src padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %dest : tensor<31x31xf32> -> tensor<2x4x8x16xf32>
  %packed = arith.constant dense<1.0> : tensor<2x4x8x16xf32>
  %e = tensor.unpack %packed outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %dest2 : tensor<2x4x8x16xf32> -> tensor<32x32xf32>
  return %a, %b, %c, %d, %e : tensor<1x2x1x1x1xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<32x32xf32>
}

// tensor.concat of one input.
func.func @concat(%x: tensor<2x?xi32>) -> (tensor<2x?xi32>, tensor<2x5xi32>) {
  %a = tensor.concat dim(1) %x : (tensor<2x?xi32>) -> tensor<2x?xi32>
  %b = tensor.concat dim(1) %x : (tensor<2x?xi32>) -> tensor<2x5xi32>
  return %a, %b : tensor<2x?xi32>, tensor<2x5xi32>
}

// Slices: extract after insert, insert after insert, insert after extract, empty
// inserts.
func.func @slices(%big: tensor<?x?x?xf32>, %s: tensor<4x?x8xf32>, %i: index, %n: index, %e: tensor<0x3xi8>, %d: tensor<5x5xi8>, %t: tensor<8x8xf32>) -> (tensor<4x?x8xf32>, tensor<4x?x8xf32>, tensor<?x?x?xf32>, tensor<8x8xf32>, tensor<5x5xi8>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ins = tensor.insert_slice %s into %big[%c0, %i, 0] [4, %n, 8] [1, 1, %c1] : tensor<4x?x8xf32> into tensor<?x?x?xf32>
  %a = tensor.extract_slice %ins[%c0, %i, 0] [4, %n, 8] [1, 1, %c1] : tensor<?x?x?xf32> to tensor<4x?x8xf32>
  // A static 0 is not the value %c0: no fold.
  %b = tensor.extract_slice %ins[0, %i, 0] [4, %n, 8] [1, 1, %c1] : tensor<?x?x?xf32> to tensor<4x?x8xf32>
  %c = tensor.insert_slice %s into %ins[%c0, %i, 0] [4, %n, 8] [1, 1, %c1] : tensor<4x?x8xf32> into tensor<?x?x?xf32>
  %x = tensor.extract_slice %t[2, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %y = tensor.insert_slice %x into %t[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  %z = tensor.insert_slice %e into %d[1, 1] [0, 3] [1, 1] : tensor<0x3xi8> into tensor<5x5xi8>
  %w = tensor.insert_slice %x into %t[2, 3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  return %a, %b, %c, %y, %z, %w : tensor<4x?x8xf32>, tensor<4x?x8xf32>, tensor<?x?x?xf32>, tensor<8x8xf32>, tensor<5x5xi8>, tensor<8x8xf32>
}

// Reshapes that are perfect inverses, with more than one dynamic size.
func.func @inverse_reshapes(%a: tensor<?x?xf32>, %b: tensor<?x4x?xf32>, %m: memref<?x?xf32>, %p: index, %q: index, %c: tensor<?x?x?xf32>) -> (tensor<?x?xf32>, tensor<?x4x?xf32>, memref<?x?xf32>, tensor<?x?x?xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%p, 4, %q] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %2 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2]] output_shape [%p, 4, %q] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %4 = memref.expand_shape %m [[0, 1], [2]] output_shape [%p, 4, %q] : memref<?x?xf32> into memref<?x4x?xf32>
  %5 = memref.collapse_shape %4 [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  // Two dynamic sizes in one group: no fold.
  %6 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %7 = tensor.expand_shape %6 [[0, 1], [2]] output_shape [%p, %q, %q] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1, %3, %5, %7 : tensor<?x?xf32>, tensor<?x4x?xf32>, memref<?x?xf32>, tensor<?x?x?xf32>
}
