module attributes {zz.tag = 1 : i32} {
  func.func @f(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xf32>, %arg3: f32, %arg4: memref<?x?xf32>, %arg5: tensor<?x?xf32>, %arg6: index, %arg7: vector<4xi1>, %arg8: vector<4x8xi1>, %arg9: vector<[4]xf32>, %arg10: memref<?x?xvector<4xf32>>, %arg11: vector<4xf32>) attributes {zz.tag = 1 : i32} {
    %c0 = arith.constant {zz.tag = 1 : i32} 0 : index
    %0 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<mul>, zz.tag = 1 : i32} : vector<4xf32>, vector<8xf32>
    %1 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>, zz.tag = 1 : i32} : vector<4xf32>, vector<8xf32>
    %2 = vector.outerproduct %arg0, %arg3 : vector<4xf32>, f32
    %3 = vector.outerproduct %arg9, %arg3, %arg9 {kind = #vector.kind<maxnumf>, zz.tag = 1 : i32} : vector<[4]xf32>, f32
    %4 = "test.make"() : () -> vector<4x3xf32>
    %5 = "test.make"() : () -> vector<8x3xf32>
    %6 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %4, %5, %arg2 {tag, zz.tag = 1 : i32} : vector<4x3xf32>, vector<8x3xf32> into vector<4x8xf32>
    %7 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg0, %arg3 {zz.tag = 1 : i32} : vector<4xf32>, vector<4xf32> into f32
    %cst = arith.constant {zz.tag = 1 : i32} 0.000000e+00 : f32
    %8 = vector.transfer_read %arg5[%c0, %arg6], %cst {in_bounds = [true, false], zz.tag = 1 : i32} : tensor<?x?xf32>, vector<4x8xf32>
    %9 = vector.transfer_read %arg4[%c0, %arg6], %cst, %arg8 {zz.tag = 1 : i32} : memref<?x?xf32>, vector<4x8xf32>
    %10 = vector.transfer_read %arg4[%c0, %arg6], %cst {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>, zz.tag = 1 : i32} : memref<?x?xf32>, vector<4x8xf32>
    %11 = vector.transfer_read %arg10[%c0, %arg6], %arg11 {zz.tag = 1 : i32} : memref<?x?xvector<4xf32>>, vector<1x4xf32>
    %12 = vector.transfer_read %arg4[%c0, %arg6], %cst {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>, tag, zz.tag = 1 : i32} : memref<?x?xf32>, vector<4xf32>
    vector.transfer_write %arg2, %arg4[%c0, %c0], %arg8 {in_bounds = [false, true], zz.tag = 1 : i32} : vector<4x8xf32>, memref<?x?xf32>
    %13 = vector.transfer_write %arg2, %arg5[%c0, %arg6] {zz.tag = 1 : i32} : vector<4x8xf32>, tensor<?x?xf32>
    vector.transfer_write %arg0, %arg4[%arg6, %c0] {permutation_map = affine_map<(d0, d1) -> (d0)>, zz.tag = 1 : i32} : vector<4xf32>, memref<?x?xf32>
    %14 = vector.mask %arg7 { vector.transfer_read %arg4[%c0, %arg6], %cst {zz.tag = 1 : i32} : memref<?x?xf32>, vector<4xf32> } {zz.tag = 1 : i32} : vector<4xi1> -> vector<4xf32>
    vector.mask %arg7 { vector.transfer_write %arg0, %arg4[%c0, %arg6] {zz.tag = 1 : i32} : vector<4xf32>, memref<?x?xf32> } {zz.tag = 1 : i32} : vector<4xi1>
    %15 = vector.mask %arg7, %arg0 { vector.transfer_read %arg4[%c0, %arg6], %cst {zz.tag = 1 : i32} : memref<?x?xf32>, vector<4xf32> } {zz.tag = 1 : i32} : vector<4xi1> -> vector<4xf32>
    vector.mask %arg7 { vector.yield {zz.tag = 1 : i32} } {zz.tag = 1 : i32} : vector<4xi1>
    %16:2 = vector.warp_execute_on_lane_0(%arg6)[64] args(%arg0, %arg3 : vector<4xf32>, f32) -> (vector<1xf32>, f32) {
    ^bb0(%arg12: vector<256xf32>, %arg13: f32):
      %18 = "test.make"() : () -> vector<64xf32>
      vector.yield {zz.tag = 1 : i32} %18, %arg13 : vector<64xf32>, f32
    } {zz.tag = 1 : i32}
    vector.warp_execute_on_lane_0(%arg6)[32] {
      "test.op"() : () -> ()
    } {tag, zz.tag = 1 : i32}
    %17 = vector.warp_execute_on_lane_0(%arg6)[32] -> (f32) {
      vector.yield {zz.tag = 1 : i32} %arg3 : f32
    } {zz.tag = 1 : i32}
    "test.use"(%0, %1, %2, %3, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16#0, %17) : (vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<[4]xf32>, vector<4x8xf32>, f32, vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<1x4xf32>, vector<4xf32>, tensor<?x?xf32>, vector<4xf32>, vector<4xf32>, vector<1xf32>, f32) -> ()
    return {zz.tag = 1 : i32}
  }
}
