// Every op of memref not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func @f(%m: memref<4x8xf32>, %d: memref<?xf32>, %i: index, %n: index, %v: f32, %tag: memref<1xi32>, %s: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.assume_alignment %d, 16 : memref<?xf32>
  %1 = memref.generic_atomic_rmw %d[%i] : memref<?xf32> {
  ^bb0(%cur: f32):
    %x = arith.addf %cur, %v : f32
    memref.atomic_yield %x : f32
  }
  %src = memref.alloc() : memref<40xf32, 1>
  %dst = memref.alloc() : memref<40xf32, 2>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<40xf32, 1>, memref<40xf32, 2>, memref<1xi32>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0], %i, %n : memref<40xf32, 1>, memref<40xf32, 2>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n : memref<1xi32>
  %2 = memref.extract_aligned_pointer_as_index %m : memref<4x8xf32> -> index
  %3 = memref.memory_space_cast %src : memref<40xf32, 1> to memref<40xf32>
  memref.prefetch %m[%i, %c0], read, locality<3>, data : memref<4x8xf32>
  memref.prefetch %d[%i], write, locality<0>, instr : memref<?xf32>
  %4 = memref.realloc %d : memref<?xf32> to memref<10xf32>
  %5 = memref.realloc %d(%n) : memref<?xf32> to memref<?xf32>
  %6 = memref.reshape %d(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %7 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (f32, f32, index, memref<40xf32>, memref<10xf32>, memref<?xf32>, memref<?x?xf32>, memref<8x4xf32, strided<[1, 8]>>) -> ()
  return
}
