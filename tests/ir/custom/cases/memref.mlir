// memref: alloc, alloca, dealloc, load, store, subview, cast, dim, rank, copy,
// global and get_global, reinterpret_cast, collapse and expand shape, view,
// extract_strided_metadata, transpose, atomic_rmw, alloca_scope.
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global @buffer : memref<8xf32> = uninitialized
memref.global "private" @aligned : memref<2xf64> = dense<0.0> {alignment = 64}

func.func @memref(%n: index, %i: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4x8xf32>
  %b = memref.alloc(%n) : memref<?x8xf32>
  %c = memref.alloc(%n)[%i] : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  %d = memref.alloc() {alignment = 32} : memref<16xi8>
  %s = memref.alloca() : memref<2xindex>
  %s2 = memref.alloca(%n) : memref<?xf32, 1>
  %x = memref.load %a[%i, %c0] : memref<4x8xf32>
  memref.store %v, %b[%i, %c0] : memref<?x8xf32>
  memref.store %x, %a[%c0, %i] {nontemporal = true} : memref<4x8xf32>
  %sv = memref.subview %a[1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1], offset: 10>>
  %sv2 = memref.subview %b[%i, 0] [%n, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
  %rank_reduced = memref.subview %a[0, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1]>>
  %cast = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %ucast = memref.cast %a : memref<4x8xf32> to memref<*xf32>
  %dim = memref.dim %b, %c0 : memref<?x8xf32>
  %rank = memref.rank %ucast : memref<*xf32>
  memref.copy %a, %a : memref<4x8xf32> to memref<4x8xf32>
  %g = memref.get_global @table : memref<4xi32>
  %rc = memref.reinterpret_cast %a to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
  %rc2 = memref.reinterpret_cast %b to offset: [%i], sizes: [%n, 8], strides: [8, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
  %col = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %exp = memref.expand_shape %col [[0, 1, 2]] output_shape [2, 4, 4] : memref<32xf32> into memref<2x4x4xf32>
  %view = memref.view %d[%c0][] : memref<16xi8> to memref<4xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %tr = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>
  %old = memref.atomic_rmw addf %v, %a[%i, %c0] : (f32, memref<4x8xf32>) -> f32
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  }
  "test.use"(%x, %sv, %sv2, %rank_reduced, %cast, %dim, %rank, %g, %rc, %rc2, %exp, %view, %offset, %tr, %old, %c, %s, %s2) : (f32, memref<2x4xf32, strided<[8, 1], offset: 10>>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<8xf32, strided<[1]>>, memref<?x?xf32>, index, index, memref<4xi32>, memref<32xf32>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<2x4x4xf32>, memref<4xf32>, index, memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>, f32, memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>, memref<2xindex>, memref<?xf32, 1>) -> ()
  memref.dealloc %b : memref<?x8xf32>
  memref.dealloc %a : memref<4x8xf32>
  return
}
