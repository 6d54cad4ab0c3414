func.func @dims(%m: memref<4x?xf32>, %n: index, %u: memref<*xf32>) -> (index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %m, %c1 : memref<4x?xf32>
  %a = memref.alloc(%n) : memref<?x8xf32>
  %d2 = memref.dim %a, %c0 : memref<?x8xf32>
  %b = memref.alloca(%n, %n) : memref<?x2x?xf32>
  %c2 = arith.constant 2 : index
  %d3 = memref.dim %b, %c2 : memref<?x2x?xf32>
  %r = memref.rank %m : memref<4x?xf32>
  %ru = memref.rank %u : memref<*xf32>
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d4 = memref.dim %c, %c0 : memref<?x?xf32>
  "u.use"(%a, %b) : (memref<?x8xf32>, memref<?x2x?xf32>) -> ()
  return %d0, %d1, %d2, %d3, %r, %ru, %d4 : index, index, index, index, index, index, index
}

func.func @casts(%m: memref<4xf32>, %v: f32) -> (f32, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  memref.store %v, %a[%c0] : memref<?xf32>
  %n = memref.alloc() : memref<4xf32>
  %nc = memref.cast %n : memref<4xf32> to memref<?xf32>
  memref.copy %a, %nc : memref<?xf32> to memref<?xf32>
  memref.dealloc %nc : memref<?xf32>
  return %x, %b : f32, memref<4xf32>
}

func.func @views(%m: memref<8x8xf32>, %i: index) -> (memref<8x8xf32>, memref<8x8xf32, strided<[8, 1]>>, memref<?x8xf32, strided<[8, 1], offset: ?>>, index) {
  %s = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  %sv = memref.subview %m[%i, 0] [%i, 8] [1, 1] : memref<8x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %d = memref.dim %sv, %c0 : memref<?x8xf32, strided<[8, 1], offset: ?>>
  return %s, %r, %sv, %d : memref<8x8xf32>, memref<8x8xf32, strided<[8, 1]>>, memref<?x8xf32, strided<[8, 1], offset: ?>>, index
}

func.func @reshapes(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  return %e : memref<4x4xf32>
}
