module {
  func.func @f(%arg0: memref<40xf32>, %arg1: memref<40xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
    affine.dma_start %arg0[%arg3 + 1], %arg1[%arg3], %arg2[0], %arg4 : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
    affine.dma_start %arg0[%arg3], %arg1[%arg3 * 2], %arg2[%arg3], %arg4, %arg3, %arg4 : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
    affine.dma_wait %arg2[0], %arg4 : memref<1xi32>
    return
  }
}
