// vector.extract_strided_slice through chains of vector.insert_strided_slice, and of
// splat constants.
func.func @strided(%a: vector<4x4xf32>, %b: vector<8x16xf32>, %c: vector<6x4xf32>, %d: vector<2x8xf32>, %e: vector<1x4xf32>, %g: vector<1x4xf32>) -> (vector<4x4xf32>, vector<4x4xf32>, vector<1x1xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xi32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [2, 2], sizes = [4, 4], strides = [1, 1]} : vector<8x16xf32> to vector<4x4xf32>
  %2 = vector.insert_strided_slice %c, %b {offsets = [1, 3], strides = [1, 1]} : vector<6x4xf32> into vector<8x16xf32>
  %3 = vector.extract_strided_slice %2 {offsets = [2, 3], sizes = [4, 4], strides = [1, 1]} : vector<8x16xf32> to vector<4x4xf32>
  %4 = vector.insert_strided_slice %e, %d {offsets = [0, 1], strides = [1, 1]} : vector<1x4xf32> into vector<2x8xf32>
  %5 = vector.insert_strided_slice %g, %4 {offsets = [1, 0], strides = [1, 1]} : vector<1x4xf32> into vector<2x8xf32>
  %6 = vector.extract_strided_slice %5 {offsets = [0, 2], sizes = [1, 1], strides = [1, 1]} : vector<2x8xf32> to vector<1x1xf32>
  // A partial overlap: no fold.
  %7 = vector.extract_strided_slice %0 {offsets = [5, 5], sizes = [2, 2], strides = [1, 1]} : vector<8x16xf32> to vector<2x2xf32>
  // Disjoint from the only insert: no fold.
  %8 = vector.extract_strided_slice %0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<8x16xf32> to vector<2x2xf32>
  %cst = arith.constant dense<5> : vector<4x4xi32>
  %9 = vector.extract_strided_slice %cst {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi32> to vector<2x2xi32>
  return %1, %3, %6, %7, %8, %9 : vector<4x4xf32>, vector<4x4xf32>, vector<1x1xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xi32>
}

// vector.multi_reduction without reduced dimensions; vector.extractelement and
// vector.insertelement of constants, splats and broadcasts.
func.func @elements(%v: vector<3xf32>, %acc: vector<3xf32>, %x: i32, %i: i32) -> (vector<3xf32>, i32, vector<4xi32>, i32, i32, i32, vector<4xi32>, vector<4xi32>, i32) {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<3xf32> to vector<3xf32>
  %cst = arith.constant dense<[1, 3, 5, 7]> : vector<4xi32>
  %c2 = arith.constant 2 : i32
  %c9 = arith.constant 9 : i32
  %cm1 = arith.constant -1 : i32
  %1 = vector.extractelement %cst[%c2 : i32] : vector<4xi32>
  %2 = vector.insertelement %c9, %cst[%c2 : i32] : vector<4xi32>
  %s = vector.splat %x : vector<4xi32>
  %3 = vector.extractelement %s[%c2 : i32] : vector<4xi32>
  %b = vector.broadcast %x : i32 to vector<4xi32>
  %4 = vector.extractelement %b[%c2 : i32] : vector<4xi32>
  // A dynamic position: no fold.
  %5 = vector.extractelement %s[%i : i32] : vector<4xi32>
  // Out of range: no fold.
  %6 = vector.insertelement %c9, %cst[%cm1 : i32] : vector<4xi32>
  %7 = vector.insertelement %c9, %cst[%c9 : i32] : vector<4xi32>
  %8 = vector.extractelement %cst[%c9 : i32] : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<3xf32>, i32, vector<4xi32>, i32, i32, i32, vector<4xi32>, vector<4xi32>, i32
}

// Transfers: in_bounds inferred, casts folded, writes of reads.
func.func @transfers(%m: memref<4x8xf32>, %dm: memref<?x8xf32>, %t: tensor<4x4xf32>, %v: vector<1x4xf32>, %i: index) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4x9xf32>, tensor<4x4xf32>, tensor<4x4xf32>, vector<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %cast = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %0 = vector.transfer_read %cast[%c0, %c0], %f0 : memref<?x?xf32>, vector<4x8xf32>
  vector.transfer_write %0, %cast[%c0, %c0] : vector<4x8xf32>, memref<?x?xf32>
  %1 = vector.transfer_read %dm[%c0, %c0], %f0 : memref<?x8xf32>, vector<4x8xf32>
  %2 = vector.transfer_read %dm[%c0, %c0], %f0 : memref<?x8xf32>, vector<4x9xf32>
  vector.transfer_write %1, %dm[%c0, %i] : vector<4x8xf32>, memref<?x8xf32>
  %tc = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %3 = vector.transfer_read %tc[%c1, %c0], %f0 : tensor<?x?xf32>, vector<1x4xf32>
  %4 = vector.transfer_write %3, %t[%c1, %c0] : vector<1x4xf32>, tensor<4x4xf32>
  %5 = vector.transfer_read %t[%c1, %c0], %f0 : tensor<4x4xf32>, vector<1x4xf32>
  %6 = vector.transfer_write %5, %t[%c1, %c0] : vector<1x4xf32>, tensor<4x4xf32>
  %7 = vector.transfer_read %t[%c0, %c0], %f0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %8 = vector.transfer_write %7, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %9 = vector.transfer_read %m[%c3, %c0], %f0 : memref<4x8xf32>, vector<2x4xf32>
  // Dead transfers.
  %r = vector.transfer_read %m[%c0, %c0], %f0 : memref<4x8xf32>, vector<1x4xf32>
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<1x4xf32>, tensor<4x4xf32>
  return %0, %1, %2, %6, %8, %9 : vector<4x8xf32>, vector<4x8xf32>, vector<4x9xf32>, tensor<4x4xf32>, tensor<4x4xf32>, vector<2x4xf32>
}

// Reads of tensors after writes.
func.func @raw(%t: tensor<4x4xf32>, %v0: vector<1x4xf32>, %v1: vector<1x4xf32>, %i: index) -> (vector<1x4xf32>, vector<1x4xf32>, vector<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f0 = arith.constant 0.0 : f32
  %w0 = vector.transfer_write %v0, %t[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %w1 = vector.transfer_write %v1, %w0[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %0 = vector.transfer_read %w1[%c1, %c0], %f0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  // A write at a dynamic index in between: no fold.
  %w2 = vector.transfer_write %v1, %w0[%i, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %1 = vector.transfer_read %w2[%c1, %c0], %f0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  // A write that may be out of bounds: no fold.
  %w3 = vector.transfer_write %v0, %t[%c1, %i] : vector<1x4xf32>, tensor<4x4xf32>
  %2 = vector.transfer_read %w3[%c1, %i], %f0 : tensor<4x4xf32>, vector<1x4xf32>
  return %0, %1, %2 : vector<1x4xf32>, vector<1x4xf32>, vector<1x4xf32>
}
