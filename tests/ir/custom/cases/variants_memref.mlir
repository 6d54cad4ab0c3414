// Variants of memref's ops whose custom syntax is C++ (optional parts, attribute
// dictionaries, several results).
func.func @f(%m: memref<4x8xf32>, %d: memref<?x?xi32, strided<[?, 1], offset: ?>>, %i: index, %n: index, %a: f32, %tag: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %0 = memref.generic_atomic_rmw %m[%i, %c0] : memref<4x8xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  %1 = memref.generic_atomic_rmw %d[%i, %n] : memref<?x?xi32, strided<[?, 1], offset: ?>> {
  ^bb0(%cur: i32):
    %c = arith.constant 1 : i32
    %x = arith.addi %cur, %c : i32
    memref.atomic_yield %x : i32
  } {tag}
  memref.alloca_scope {
  }
  %2:2 = memref.alloca_scope -> (f32, index) {
    memref.alloca_scope.return %a, %n : f32, index
  }
  memref.alloca_scope {
    "test.op"() : () -> ()
  } {tag}
  %src = memref.alloc() : memref<256xf32>
  %dst = memref.alloc() : memref<32x32xf32, 1>
  memref.dma_start %src[%c0], %dst[%i, %n], %n, %tag[%c0] : memref<256xf32>, memref<32x32xf32, 1>, memref<2xi32>
  memref.dma_start %src[%i], %dst[%c0, %c0], %n, %tag[%i], %n, %i : memref<256xf32>, memref<32x32xf32, 1>, memref<2xi32>
  memref.dma_wait %tag[%c0], %n {tag} : memref<2xi32>
  memref.prefetch %m[%c0, %i], write, locality<1>, data : memref<4x8xf32>
  %3 = memref.transpose %d (a, b) -> (b, a) : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[1, ?], offset: ?>>
  %4 = memref.transpose %m (i, j) -> (i, j) {tag} : memref<4x8xf32> to memref<4x8xf32>
  %s0 = memref.alloc() : memref<f32>
  %5 = memref.transpose %s0 () -> () : memref<f32> to memref<f32>
  "test.use"(%0, %1, %2#0, %3, %4, %5) : (f32, i32, f32, memref<?x?xi32, strided<[1, ?], offset: ?>>, memref<4x8xf32>, memref<f32>) -> ()
  return
}
