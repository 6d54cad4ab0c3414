#map = affine_map<(d0, d1) -> (d1 * 100 + d0)>
module {
  %0 = "test.m"() : () -> memref<100x100xf32>
  %1 = "test.t"() : () -> memref<1xi32>
  %2 = "test.i"() : () -> index
  %3 = memref.generic_atomic_rmw %0[%2, %2] : memref<100x100xf32> {
  ^bb0(%arg0: f32):
    memref.atomic_yield %arg0 : f32
  }
  %4 = memref.generic_atomic_rmw %0[%2, %2] : memref<100x100xf32> {
  ^bb0(%arg0: f32):
    memref.atomic_yield %arg0 : f32
  } {tag}
  memref.alloca_scope  {
    "test.a"() : () -> ()
  }
  %5 = memref.alloca_scope  -> (f32) {
    %7 = "test.v"() : () -> f32
    memref.alloca_scope.return %7 : f32
  }
  %6:2 = memref.alloca_scope  -> (f32, index) {
    %7 = "test.v"() : () -> f32
    memref.alloca_scope.return %7, %2 : f32, index
  }
  memref.alloca_scope  {
  } {foo}
  memref.dma_start %0[%2, %2], %0[%2, %2], %2, %1[%2] : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>
  memref.dma_start %0[%2, %2], %0[%2, %2], %2, %1[%2], %2, %2 : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>
  memref.prefetch %0[%2, %2], read, locality<3>, data : memref<100x100xf32>
  memref.prefetch %0[%2, %2], write, locality<1>, instr : memref<100x100xf32>
  %transpose = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<100x100xf32> to memref<100x100xf32, #map>
  %transpose_0 = memref.transpose %0 (d0, d1) -> (d0, d1) {tag} : memref<100x100xf32> to memref<100x100xf32>
}

