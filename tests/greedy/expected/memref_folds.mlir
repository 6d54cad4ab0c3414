module {
  func.func @dims(%arg0: memref<4x?xf32>, %arg1: index, %arg2: memref<*xf32>) -> (index, index, index, index, index, index, index) {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
    %alloc = memref.alloc(%arg1) : memref<?x8xf32>
    %alloca = memref.alloca(%arg1, %arg1) : memref<?x2x?xf32>
    %0 = memref.rank %arg2 : memref<*xf32>
    "u.use"(%alloc, %alloca) : (memref<?x8xf32>, memref<?x2x?xf32>) -> ()
    return %c4, %dim, %arg1, %arg1, %c2, %0, %c4 : index, index, index, index, index, index, index
  }
  func.func @casts(%arg0: memref<4xf32>, %arg1: f32) -> (f32, memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %0 = memref.load %arg0[%c0] : memref<4xf32>
    memref.store %arg1, %arg0[%c0] : memref<4xf32>
    %alloc = memref.alloc() : memref<4xf32>
    memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
    memref.dealloc %alloc : memref<4xf32>
    return %0, %arg0 : f32, memref<4xf32>
  }
  func.func @views(%arg0: memref<8x8xf32>, %arg1: index) -> (memref<8x8xf32>, memref<8x8xf32, strided<[8, 1]>>, memref<?x8xf32, strided<[8, 1], offset: ?>>, index) {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
    %subview = memref.subview %arg0[%arg1, 0] [%arg1, 8] [1, 1] : memref<8x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
    return %arg0, %reinterpret_cast, %subview, %arg1 : memref<8x8xf32>, memref<8x8xf32, strided<[8, 1]>>, memref<?x8xf32, strided<[8, 1], offset: ?>>, index
  }
  func.func @reshapes(%arg0: memref<4x4xf32>) -> memref<4x4xf32> {
    return %arg0 : memref<4x4xf32>
  }
}
