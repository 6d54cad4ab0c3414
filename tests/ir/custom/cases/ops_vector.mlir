// Every op of vector not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func @f(%v: vector<4xf32>, %w: vector<2x4xf32>, %m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %iv: vector<4xi32>, %f: f32, %sv: vector<[4]xf32>, %s8: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1 : i32
  vector.compressstore %m[%c0], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %0, %1 = vector.deinterleave %s8 : vector<8xf32> -> vector<4xf32>
  %2 = vector.expandload %m[%c0], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %3 = vector.extractelement %v[%i : index] : vector<4xf32>
  %sc = "test.make"() : () -> vector<f32>
  %4 = vector.extractelement %sc[] : vector<f32>
  %5 = vector.flat_transpose %s8 {columns = 2 : i32, rows = 4 : i32} : vector<8xf32> -> vector<8xf32>
  %6 = vector.from_elements %f, %f, %f, %f : vector<4xf32>
  %7 = vector.gather %m[%c0] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %8 = vector.insertelement %f, %v[%cst : i32] : vector<4xf32>
  %9 = vector.insertelement %f, %sc[] : vector<f32>
  %10 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  vector.maskedstore %m[%c0], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %11 = vector.matrix_multiply %s8, %s8 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<8xf32>, vector<8xf32>) -> vector<4xf32>
  %12 = vector.scalable.extract %sv[0] : vector<4xf32> from vector<[4]xf32>
  %13 = vector.scalable.insert %v, %sv[0] : vector<4xf32> into vector<[4]xf32>
  %14:2 = vector.scan <add>, %w, %v {inclusive = true, reduction_dim = 0 : i64} : vector<2x4xf32>, vector<4xf32>
  vector.scatter %m[%c0] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %mm = memref.alloc() : memref<2x4xf32>
  %15 = vector.type_cast %mm : memref<2x4xf32> to memref<vector<2x4xf32>>
  %16 = vector.vscale
  %17 = vector.reshape %w, [%i], [%i], [4] : vector<2x4xf32> to vector<3x4xf32>
  %18 = vector.shuffle %v, %v [0, 4, 1, 5, 7] : vector<4xf32>, vector<4xf32>
  %19 = vector.shuffle %sc, %sc [0, 1] : vector<f32>, vector<f32>
  %20 = vector.shuffle %w, %w [3, 0, 1] : vector<2x4xf32>, vector<2x4xf32>
  vector.print %v : vector<4xf32>
  vector.print str "hi"
  vector.print punctuation <comma>
  vector.print %f : f32 punctuation <no_punctuation>
  %21 = vector.warp_execute_on_lane_0(%i)[32] args(%v : vector<4xf32>) -> (vector<1xf32>) {
  ^bb0(%arg: vector<128xf32>):
    %x = "test.make"() : () -> vector<32xf32>
    vector.yield %x : vector<32xf32>
  }
  vector.print
  vector.warp_execute_on_lane_0(%i)[32] {
    vector.yield
  }
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14#0, %14#1, %15, %16, %17, %18, %19, %20, %21) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, f32, f32, vector<8xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<f32>, vector<8xf32>, vector<4xf32>, vector<4xf32>, vector<[4]xf32>, vector<2x4xf32>, vector<4xf32>, memref<vector<2x4xf32>>, index, vector<3x4xf32>, vector<5xf32>, vector<2xf32>, vector<3x4xf32>, vector<1xf32>) -> ()
  return
}
