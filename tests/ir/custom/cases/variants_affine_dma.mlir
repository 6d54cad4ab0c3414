// affine.dma_start and affine.dma_wait: C++ ops (not in ODS), printed in custom
// form unregistered.
func.func @f(%src: memref<40xf32>, %dst: memref<40xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %src[%i + 1], %dst[%i], %tag[0], %n : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
  affine.dma_start %src[%i], %dst[%i * 2], %tag[%i], %n, %i, %n : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
  affine.dma_wait %tag[0], %n : memref<1xi32>
  return
}
