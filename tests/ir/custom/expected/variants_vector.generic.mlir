"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, vector<8xf32>, vector<4x8xf32>, f32, memref<?x?xf32>, tensor<?x?xf32>, index, vector<4xi1>, vector<4x8xi1>, vector<[4]xf32>, memref<?x?xvector<4xf32>>, vector<4xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xf32>, %arg3: f32, %arg4: memref<?x?xf32>, %arg5: tensor<?x?xf32>, %arg6: index, %arg7: vector<4xi1>, %arg8: vector<4x8xi1>, %arg9: vector<[4]xf32>, %arg10: memref<?x?xvector<4xf32>>, %arg11: vector<4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "vector.outerproduct"(%arg0, %arg1, %arg2) <{kind = #vector.kind<mul>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %2 = "vector.outerproduct"(%arg0, %arg1, %arg2) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %3 = "vector.outerproduct"(%arg0, %arg3) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32>
    %4 = "vector.outerproduct"(%arg9, %arg3, %arg9) <{kind = #vector.kind<maxnumf>}> : (vector<[4]xf32>, f32, vector<[4]xf32>) -> vector<[4]xf32>
    %5 = "test.make"() : () -> vector<4x3xf32>
    %6 = "test.make"() : () -> vector<8x3xf32>
    %7 = "vector.contract"(%5, %6, %arg2) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> {tag} : (vector<4x3xf32>, vector<8x3xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %8 = "vector.contract"(%arg0, %arg0, %arg3) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
    %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %10 = "vector.transfer_read"(%arg5, %0, %arg6, %9) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (tensor<?x?xf32>, index, index, f32) -> vector<4x8xf32>
    %11 = "vector.transfer_read"(%arg4, %0, %arg6, %9, %arg8) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<?x?xf32>, index, index, f32, vector<4x8xi1>) -> vector<4x8xf32>
    %12 = "vector.transfer_read"(%arg4, %0, %arg6, %9) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (0, d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4x8xf32>
    %13 = "vector.transfer_read"(%arg10, %0, %arg6, %arg11) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xvector<4xf32>>, index, index, vector<4xf32>) -> vector<1x4xf32>
    %14 = "vector.transfer_read"(%arg4, %0, %arg6, %9) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d0)>}> {tag} : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
    "vector.transfer_write"(%arg2, %arg4, %0, %0, %arg8) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (vector<4x8xf32>, memref<?x?xf32>, index, index, vector<4x8xi1>) -> ()
    %15 = "vector.transfer_write"(%arg2, %arg5, %0, %arg6) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (vector<4x8xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    "vector.transfer_write"(%arg0, %arg4, %arg6, %0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d0)>}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
    %16 = "vector.mask"(%arg7) ({
      %22 = "vector.transfer_read"(%arg4, %0, %arg6, %9) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
      "vector.yield"(%22) : (vector<4xf32>) -> ()
    }) : (vector<4xi1>) -> vector<4xf32>
    "vector.mask"(%arg7) ({
      "vector.transfer_write"(%arg0, %arg4, %0, %arg6) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
      "vector.yield"() : () -> ()
    }) : (vector<4xi1>) -> ()
    %17 = "vector.mask"(%arg7, %arg0) ({
      %21 = "vector.transfer_read"(%arg4, %0, %arg6, %9) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
      "vector.yield"(%21) : (vector<4xf32>) -> ()
    }) : (vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "vector.mask"(%arg7) ({
      "vector.yield"() : () -> ()
    }) : (vector<4xi1>) -> ()
    %18:2 = "vector.warp_execute_on_lane_0"(%arg6, %arg0, %arg3) <{warp_size = 64 : i64}> ({
    ^bb0(%arg12: vector<256xf32>, %arg13: f32):
      %20 = "test.make"() : () -> vector<64xf32>
      "vector.yield"(%20, %arg13) : (vector<64xf32>, f32) -> ()
    }) : (index, vector<4xf32>, f32) -> (vector<1xf32>, f32)
    "vector.warp_execute_on_lane_0"(%arg6) <{warp_size = 32 : i64}> ({
      "test.op"() : () -> ()
      "vector.yield"() : () -> ()
    }) {tag} : (index) -> ()
    %19 = "vector.warp_execute_on_lane_0"(%arg6) <{warp_size = 32 : i64}> ({
      "vector.yield"(%arg3) : (f32) -> ()
    }) : (index) -> f32
    "test.use"(%1, %2, %3, %4, %7, %8, %10, %11, %12, %13, %14, %15, %16, %17, %18#0, %19) : (vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<[4]xf32>, vector<4x8xf32>, f32, vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<1x4xf32>, vector<4xf32>, tensor<?x?xf32>, vector<4xf32>, vector<4xf32>, vector<1xf32>, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
