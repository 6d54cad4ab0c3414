module attributes {zz.tag = 1 : i32} {
  func.func @f(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: memref<?xf32>, %arg3: index, %arg4: vector<4xi1>, %arg5: vector<4xi32>, %arg6: f32, %arg7: vector<[4]xf32>, %arg8: vector<8xf32>) attributes {zz.tag = 1 : i32} {
    %c0 = arith.constant {zz.tag = 1 : i32} 0 : index
    %c1_i32 = arith.constant {zz.tag = 1 : i32} 1 : i32
    vector.compressstore %arg2[%c0], %arg4, %arg0 {zz.tag = 1 : i32} : memref<?xf32>, vector<4xi1>, vector<4xf32>
    %res1, %res2 = vector.deinterleave %arg8 {zz.tag = 1 : i32} : vector<8xf32> -> vector<4xf32>
    %0 = vector.expandload %arg2[%c0], %arg4, %arg0 {zz.tag = 1 : i32} : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %1 = vector.extractelement %arg0[%arg3 : index] {zz.tag = 1 : i32} : vector<4xf32>
    %2 = "test.make"() : () -> vector<f32>
    %3 = vector.extractelement %2[] {zz.tag = 1 : i32} : vector<f32>
    %4 = vector.flat_transpose %arg8 {columns = 2 : i32, rows = 4 : i32, zz.tag = 1 : i32} : vector<8xf32> -> vector<8xf32>
    %5 = vector.from_elements %arg6, %arg6, %arg6, %arg6 {zz.tag = 1 : i32} : vector<4xf32>
    %6 = vector.gather %arg2[%c0] [%arg5], %arg4, %arg0 {zz.tag = 1 : i32} : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %7 = vector.insertelement %arg6, %arg0[%c1_i32 : i32] {zz.tag = 1 : i32} : vector<4xf32>
    %8 = vector.insertelement %arg6, %2[] {zz.tag = 1 : i32} : vector<f32>
    %9 = vector.interleave %arg0, %arg0 {zz.tag = 1 : i32} : vector<4xf32> -> vector<8xf32>
    vector.maskedstore %arg2[%c0], %arg4, %arg0 {zz.tag = 1 : i32} : memref<?xf32>, vector<4xi1>, vector<4xf32>
    %10 = vector.matrix_multiply %arg8, %arg8 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32, zz.tag = 1 : i32} : (vector<8xf32>, vector<8xf32>) -> vector<4xf32>
    %11 = vector.scalable.extract %arg7[0] {zz.tag = 1 : i32} : vector<4xf32> from vector<[4]xf32>
    %12 = vector.scalable.insert %arg0, %arg7[0] {zz.tag = 1 : i32} : vector<4xf32> into vector<[4]xf32>
    %dest, %accumulated_value = vector.scan <add>, %arg1, %arg0 {inclusive = true, reduction_dim = 0 : i64, zz.tag = 1 : i32} : vector<2x4xf32>, vector<4xf32>
    vector.scatter %arg2[%c0] [%arg5], %arg4, %arg0 {zz.tag = 1 : i32} : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
    %alloc = memref.alloc() {zz.tag = 1 : i32} : memref<2x4xf32>
    %13 = vector.type_cast %alloc {zz.tag = 1 : i32} : memref<2x4xf32> to memref<vector<2x4xf32>>
    %vscale = vector.vscale {zz.tag = 1 : i32}
    %14 = vector.reshape %arg1, [%arg3], [%arg3], [4] {zz.tag = 1 : i32} : vector<2x4xf32> to vector<3x4xf32>
    %15 = vector.shuffle %arg0, %arg0 [0, 4, 1, 5, 7] {zz.tag = 1 : i32} : vector<4xf32>, vector<4xf32>
    %16 = vector.shuffle %2, %2 [0, 1] {zz.tag = 1 : i32} : vector<f32>, vector<f32>
    %17 = vector.shuffle %arg1, %arg1 [3, 0, 1] {zz.tag = 1 : i32} : vector<2x4xf32>, vector<2x4xf32>
    vector.print %arg0 : vector<4xf32> {zz.tag = 1 : i32}
    vector.print str "hi" {zz.tag = 1 : i32}
    vector.print punctuation <comma> {zz.tag = 1 : i32}
    vector.print %arg6 : f32 punctuation <no_punctuation> {zz.tag = 1 : i32}
    %18 = vector.warp_execute_on_lane_0(%arg3)[32] args(%arg0 : vector<4xf32>) -> (vector<1xf32>) {
    ^bb0(%arg9: vector<128xf32>):
      %19 = "test.make"() : () -> vector<32xf32>
      vector.yield {zz.tag = 1 : i32} %19 : vector<32xf32>
    } {zz.tag = 1 : i32}
    vector.print {zz.tag = 1 : i32}
    vector.warp_execute_on_lane_0(%arg3)[32] {
    } {zz.tag = 1 : i32}
    "test.use"(%res1, %res2, %0, %1, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %dest, %accumulated_value, %13, %vscale, %14, %15, %16, %17, %18) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, f32, f32, vector<8xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<f32>, vector<8xf32>, vector<4xf32>, vector<4xf32>, vector<[4]xf32>, vector<2x4xf32>, vector<4xf32>, memref<vector<2x4xf32>>, index, vector<3x4xf32>, vector<5xf32>, vector<2xf32>, vector<3x4xf32>, vector<1xf32>) -> ()
    return {zz.tag = 1 : i32}
  }
}
