func.func @memref(%m: memref<8xf32>, %d: memref<?xf32>, %s: memref<2xindex>, %tag: memref<1xi32>, %i: index) {
  memref.assume_alignment %m, 16 : memref<8xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<8xf32> -> index
  %c = memref.memory_space_cast %d : memref<?xf32> to memref<?xf32, 1>
  %r = memref.realloc %m : memref<8xf32> to memref<16xf32>
  %r2 = memref.realloc %d(%i) : memref<?xf32> to memref<?xf32>
  %rs = memref.reshape %d(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %c0 = arith.constant 0 : index
  memref.dma_wait %tag[%c0], %i : memref<1xi32>
  %g = memref.alloca() : memref<f32>
  %ld = memref.load %g[] : memref<f32>
  %at = memref.atomic_rmw addf %ld, %m[%c0] : (f32, memref<8xf32>) -> f32
  %cp = memref.cast %m : memref<8xf32> to memref<?xf32>
  %rank = memref.rank %cp : memref<?xf32>
  "test.use"(%p, %c, %r, %r2, %rs, %at, %rank) : (index, memref<?xf32, 1>, memref<16xf32>, memref<?xf32>, memref<?x?xf32>, f32, index) -> ()
  return
}
