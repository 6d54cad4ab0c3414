"builtin.module"() ({
  %0 = "test.a"() : () -> vector<4xf32>
  %1 = "test.b"() : () -> vector<8xf32>
  %2 = "test.c"() : () -> vector<4x8xf32>
  %3 = "test.s"() : () -> f32
  %4 = "test.l"() : () -> vector<4x2xf32>
  %5 = "test.r"() : () -> vector<2x8xf32>
  %6 = "test.m"() : () -> memref<?x?xf32>
  %7 = "test.t"() : () -> tensor<4x8xf32>
  %8 = "test.i"() : () -> index
  %9 = "test.mask"() : () -> vector<8xi1>
  %10 = "test.mask2"() : () -> vector<8x4xi1>
  %11 = "test.sv"() : () -> vector<[4]xf32>
  %12 = "test.z"() : () -> memref<f32>
  %13 = "vector.outerproduct"(%0, %1) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
  %14 = "vector.outerproduct"(%0, %1, %2) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  %15 = "vector.outerproduct"(%0, %1, %2) <{kind = #vector.kind<maxnumf>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  %16 = "vector.outerproduct"(%0, %3) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32>
  %17 = "vector.outerproduct"(%0, %11) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<[4]xf32>) -> vector<4x[4]xf32>
  %18 = "vector.contract"(%4, %5, %2) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xf32>, vector<2x8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  %19 = "vector.contract"(%0, %0, %3) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<mul>}> {foo} : (vector<4xf32>, vector<4xf32>, f32) -> f32
  %20 = "vector.transfer_read"(%6, %8, %8, %3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<8xf32>
  %21 = "vector.transfer_read"(%6, %8, %8, %3) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<8xf32>
  %22 = "vector.transfer_read"(%6, %8, %8, %3, %9) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d0)>}> : (memref<?x?xf32>, index, index, f32, vector<8xi1>) -> vector<8xf32>
  %23 = "vector.transfer_read"(%6, %8, %8, %3) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4x8xf32>
  %24 = "vector.transfer_read"(%7, %8, %8, %3, %10) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (tensor<4x8xf32>, index, index, f32, vector<8x4xi1>) -> vector<4x8xf32>
  %25 = "vector.transfer_read"(%6, %8, %8, %3) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (0, d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<3x8xf32>
  %26 = "vector.transfer_read"(%12, %3) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = affine_map<() -> (0)>}> : (memref<f32>, f32) -> vector<1xf32>
  "vector.transfer_write"(%20, %6, %8, %8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
  "vector.transfer_write"(%20, %6, %8, %8, %9) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> {foo} : (vector<8xf32>, memref<?x?xf32>, index, index, vector<8xi1>) -> ()
  %27 = "vector.transfer_write"(%23, %7, %8, %8) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (vector<4x8xf32>, tensor<4x8xf32>, index, index) -> tensor<4x8xf32>
  %28 = "vector.mask"(%9) ({
    %35 = "vector.transfer_read"(%6, %8, %8, %3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<8xf32>
    "vector.yield"(%35) : (vector<8xf32>) -> ()
  }) : (vector<8xi1>) -> vector<8xf32>
  %29 = "vector.mask"(%9, %20) ({
    %34 = "vector.transfer_read"(%6, %8, %8, %3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<8xf32>
    "vector.yield"(%34) : (vector<8xf32>) -> ()
  }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  "vector.mask"(%9) ({
    "vector.transfer_write"(%20, %6, %8, %8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
    "vector.yield"() : () -> ()
  }) : (vector<8xi1>) -> ()
  "vector.mask"(%9) ({
    "vector.yield"() : () -> ()
  }) : (vector<8xi1>) -> ()
  %30 = "vector.mask"(%9) ({
    %33 = "test.op"() : () -> f32
    "vector.yield"(%33) : (f32) -> ()
  }) {attr} : (vector<8xi1>) -> f32
  "vector.warp_execute_on_lane_0"(%8) <{warp_size = 32 : i64}> ({
    "test.x"() : () -> ()
    "vector.yield"() : () -> ()
  }) : (index) -> ()
  %31 = "vector.warp_execute_on_lane_0"(%8, %0) <{warp_size = 32 : i64}> ({
  ^bb0(%arg0: vector<128xf32>):
    %32 = "test.y"() : () -> vector<32xf32>
    "vector.yield"(%32) : (vector<32xf32>) -> ()
  }) {foo} : (index, vector<4xf32>) -> vector<1xf32>
}) : () -> ()
