module {
  memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
  memref.global @buffer : memref<8xf32> = uninitialized
  memref.global "private" @aligned : memref<2xf64> = dense<0.000000e+00> {alignment = 64 : i64}
  func.func @memref(%arg0: index, %arg1: index, %arg2: f32) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4x8xf32>
    %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
    %alloc_1 = memref.alloc(%arg0)[%arg1] : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
    %alloc_2 = memref.alloc() {alignment = 32 : i64} : memref<16xi8>
    %alloca = memref.alloca() : memref<2xindex>
    %alloca_3 = memref.alloca(%arg0) : memref<?xf32, 1>
    %0 = memref.load %alloc[%arg1, %c0] : memref<4x8xf32>
    memref.store %arg2, %alloc_0[%arg1, %c0] : memref<?x8xf32>
    memref.store %0, %alloc[%c0, %arg1] {nontemporal = true} : memref<4x8xf32>
    %subview = memref.subview %alloc[1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1], offset: 10>>
    %subview_4 = memref.subview %alloc_0[%arg1, 0] [%arg0, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
    %subview_5 = memref.subview %alloc[0, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1]>>
    %cast = memref.cast %alloc : memref<4x8xf32> to memref<?x?xf32>
    %cast_6 = memref.cast %alloc : memref<4x8xf32> to memref<*xf32>
    %dim = memref.dim %alloc_0, %c0 : memref<?x8xf32>
    %1 = memref.rank %cast_6 : memref<*xf32>
    memref.copy %alloc, %alloc : memref<4x8xf32> to memref<4x8xf32>
    %2 = memref.get_global @table : memref<4xi32>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
    %reinterpret_cast_7 = memref.reinterpret_cast %alloc_0 to offset: [%arg1], sizes: [%arg0, 8], strides: [8, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<4x8xf32> into memref<32xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1, 2]] output_shape [2, 4, 4] : memref<32xf32> into memref<2x4x4xf32>
    %view = memref.view %alloc_2[%c0][] : memref<16xi8> to memref<4xf32>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %alloc : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
    %transpose = memref.transpose %alloc (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>
    %3 = memref.atomic_rmw addf %arg2, %alloc[%arg1, %c0] : (f32, memref<4x8xf32>) -> f32
    memref.alloca_scope  {
      %alloca_8 = memref.alloca() : memref<4xf32>
      "test.use"(%alloca_8) : (memref<4xf32>) -> ()
    }
    "test.use"(%0, %subview, %subview_4, %subview_5, %cast, %dim, %1, %2, %reinterpret_cast, %reinterpret_cast_7, %expand_shape, %view, %offset, %transpose, %3, %alloc_1, %alloca, %alloca_3) : (f32, memref<2x4xf32, strided<[8, 1], offset: 10>>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<8xf32, strided<[1]>>, memref<?x?xf32>, index, index, memref<4xi32>, memref<32xf32>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<2x4x4xf32>, memref<4xf32>, index, memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>, f32, memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>, memref<2xindex>, memref<?xf32, 1>) -> ()
    memref.dealloc %alloc_0 : memref<?x8xf32>
    memref.dealloc %alloc : memref<4x8xf32>
    return
  }
}
