module {
  func.func @double(%arg0: memref<1x2x3x4x5xf32>) -> memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>> {
    %transpose = memref.transpose %arg0 (d0, d1, d2, d3, d4) -> (d4, d2, d1, d3, d0) : memref<1x2x3x4x5xf32> to memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
    return %transpose : memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
  }
  func.func @back_to_identity(%arg0: memref<1x2x3x4x5xf32>) -> memref<1x2x3x4x5xf32> {
    return %arg0 : memref<1x2x3x4x5xf32>
  }
  func.func @no_cast_folded(%arg0: memref<?x4xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>> {
    %cast = memref.cast %arg0 : memref<?x4xf32> to memref<?x?xf32>
    %transpose = memref.transpose %cast (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>
    return %transpose : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>
  }
}
