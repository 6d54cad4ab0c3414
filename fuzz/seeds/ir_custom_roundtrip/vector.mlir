func.func @vector(%v: vector<4xf32>, %w: vector<8xf32>, %m: memref<?xf32>, %mask: vector<4xi1>, %idx: vector<4xi32>, %i: index, %f: f32, %i32: i32, %sv: vector<[4]xf32>, %v16: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.compressstore %m[%c0], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %e = vector.expandload %m[%c0], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%c0], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %ga = vector.gather %m[%c0] [%idx], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0] [%idx], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %x0 = vector.extractelement %v[%i : index] : vector<4xf32>
  %x1 = vector.insertelement %f, %v[%i32 : i32] : vector<4xf32>
  %fe = vector.from_elements %f, %f, %f, %f : vector<4xf32>
  %il = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %a, %b = vector.deinterleave %w : vector<8xf32> -> vector<4xf32>
  %ft = vector.flat_transpose %v16 {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> -> vector<16xf32>
  %mm = vector.matrix_multiply %v16, %v16 {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %se = vector.scalable.extract %sv[0] : vector<4xf32> from vector<[4]xf32>
  %si = vector.scalable.insert %v, %sv[0] : vector<4xf32> into vector<[4]xf32>
  %f0 = vector.broadcast %f : f32 to vector<f32>
  %sc:2 = vector.scan <add>, %v, %f0 {inclusive = true, reduction_dim = 0 : i64} : vector<4xf32>, vector<f32>
  %vs = vector.vscale
  %mr = memref.alloc() : memref<4xf32>
  %tc = vector.type_cast %mr : memref<4xf32> to memref<vector<4xf32>>
  "test.use"(%e, %ga, %x0, %x1, %fe, %il, %a, %b, %ft, %mm, %se, %si, %vs, %tc) : (vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>, vector<8xf32>, vector<4xf32>, vector<4xf32>, vector<16xf32>, vector<16xf32>, vector<4xf32>, vector<[4]xf32>, index, memref<vector<4xf32>>) -> ()
  return
}
