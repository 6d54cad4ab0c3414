module attributes {zz.tag = 1 : i32} {
  func.func @f(%arg0: memref<4x8xf32>, %arg1: memref<?x?xi32, strided<[?, 1], offset: ?>>, %arg2: index, %arg3: index, %arg4: f32, %arg5: memref<2xi32>) attributes {zz.tag = 1 : i32} {
    %c0 = arith.constant {zz.tag = 1 : i32} 0 : index
    %0 = memref.generic_atomic_rmw %arg0[%arg2, %c0] : memref<4x8xf32> {
    ^bb0(%arg6: f32):
      memref.atomic_yield %arg6 {zz.tag = 1 : i32} : f32
    } {zz.tag = 1 : i32}
    %1 = memref.generic_atomic_rmw %arg1[%arg2, %arg3] : memref<?x?xi32, strided<[?, 1], offset: ?>> {
    ^bb0(%arg6: i32):
      %c1_i32 = arith.constant {zz.tag = 1 : i32} 1 : i32
      %3 = arith.addi %arg6, %c1_i32 {zz.tag = 1 : i32} : i32
      memref.atomic_yield %3 {zz.tag = 1 : i32} : i32
    } {tag, zz.tag = 1 : i32}
    memref.alloca_scope  {
    } {zz.tag = 1 : i32}
    %2:2 = memref.alloca_scope  -> (f32, index) {
      memref.alloca_scope.return {zz.tag = 1 : i32} %arg4, %arg3 : f32, index
    } {zz.tag = 1 : i32}
    memref.alloca_scope  {
      "test.op"() : () -> ()
    } {tag, zz.tag = 1 : i32}
    %alloc = memref.alloc() {zz.tag = 1 : i32} : memref<256xf32>
    %alloc_0 = memref.alloc() {zz.tag = 1 : i32} : memref<32x32xf32, 1>
    memref.dma_start %alloc[%c0], %alloc_0[%arg2, %arg3], %arg3, %arg5[%c0] {zz.tag = 1 : i32} : memref<256xf32>, memref<32x32xf32, 1>, memref<2xi32>
    memref.dma_start %alloc[%arg2], %alloc_0[%c0, %c0], %arg3, %arg5[%arg2], %arg3, %arg2 {zz.tag = 1 : i32} : memref<256xf32>, memref<32x32xf32, 1>, memref<2xi32>
    memref.dma_wait %arg5[%c0], %arg3 {tag, zz.tag = 1 : i32} : memref<2xi32>
    memref.prefetch %arg0[%c0, %arg2], write, locality<1>, data {zz.tag = 1 : i32} : memref<4x8xf32>
    %transpose = memref.transpose %arg1 (d0, d1) -> (d1, d0) {zz.tag = 1 : i32} : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[1, ?], offset: ?>>
    %transpose_1 = memref.transpose %arg0 (d0, d1) -> (d0, d1) {tag, zz.tag = 1 : i32} : memref<4x8xf32> to memref<4x8xf32>
    %alloc_2 = memref.alloc() {zz.tag = 1 : i32} : memref<f32>
    %transpose_3 = memref.transpose %alloc_2 () -> () {zz.tag = 1 : i32} : memref<f32> to memref<f32>
    "test.use"(%0, %1, %2#0, %transpose, %transpose_1, %transpose_3) : (f32, i32, f32, memref<?x?xi32, strided<[1, ?], offset: ?>>, memref<4x8xf32>, memref<f32>) -> ()
    return {zz.tag = 1 : i32}
  }
}
