module attributes {zz.tag = 1 : i32} {
  func.func @f(%arg0: memref<4x8xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: index, %arg4: f32, %arg5: memref<1xi32>, %arg6: memref<2xindex>) attributes {zz.tag = 1 : i32} {
    %c0 = arith.constant {zz.tag = 1 : i32} 0 : index
    %0 = memref.alloca_scope  -> (f32) {
      %alloca = memref.alloca() {zz.tag = 1 : i32} : memref<4xf32>
      memref.alloca_scope.return {zz.tag = 1 : i32} %arg4 : f32
    } {zz.tag = 1 : i32}
    memref.assume_alignment %arg1, 16 {zz.tag = 1 : i32} : memref<?xf32>
    %1 = memref.generic_atomic_rmw %arg1[%arg2] : memref<?xf32> {
    ^bb0(%arg7: f32):
      %4 = arith.addf %arg7, %arg4 {zz.tag = 1 : i32} : f32
      memref.atomic_yield %4 {zz.tag = 1 : i32} : f32
    } {zz.tag = 1 : i32}
    %alloc = memref.alloc() {zz.tag = 1 : i32} : memref<40xf32, 1>
    %alloc_0 = memref.alloc() {zz.tag = 1 : i32} : memref<40xf32, 2>
    memref.dma_start %alloc[%c0], %alloc_0[%c0], %arg3, %arg5[%c0] {zz.tag = 1 : i32} : memref<40xf32, 1>, memref<40xf32, 2>, memref<1xi32>
    memref.dma_start %alloc[%c0], %alloc_0[%c0], %arg3, %arg5[%c0], %arg2, %arg3 {zz.tag = 1 : i32} : memref<40xf32, 1>, memref<40xf32, 2>, memref<1xi32>
    memref.dma_wait %arg5[%c0], %arg3 {zz.tag = 1 : i32} : memref<1xi32>
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x8xf32> -> index {zz.tag = 1 : i32}
    %memspacecast = memref.memory_space_cast %alloc {zz.tag = 1 : i32} : memref<40xf32, 1> to memref<40xf32>
    memref.prefetch %arg0[%arg2, %c0], read, locality<3>, data {zz.tag = 1 : i32} : memref<4x8xf32>
    memref.prefetch %arg1[%arg2], write, locality<0>, instr {zz.tag = 1 : i32} : memref<?xf32>
    %2 = memref.realloc %arg1 {zz.tag = 1 : i32} : memref<?xf32> to memref<10xf32>
    %3 = memref.realloc %arg1(%arg3) {zz.tag = 1 : i32} : memref<?xf32> to memref<?xf32>
    %reshape = memref.reshape %arg1(%arg6) {zz.tag = 1 : i32} : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) {zz.tag = 1 : i32} : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    "test.use"(%0, %1, %intptr, %memspacecast, %2, %3, %reshape, %transpose) : (f32, f32, index, memref<40xf32>, memref<10xf32>, memref<?xf32>, memref<?x?xf32>, memref<8x4xf32, strided<[1, 8]>>) -> ()
    return {zz.tag = 1 : i32}
  }
}
