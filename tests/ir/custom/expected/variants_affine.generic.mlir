"builtin.module"() ({
  "func.func"() <{function_type = (memref<10x10xf32>, memref<4x4x4xvector<4xf32>>, index, index, f32, vector<4xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<10x10xf32>, %arg1: memref<4x4x4xvector<4xf32>>, %arg2: index, %arg3: index, %arg4: f32, %arg5: vector<4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "affine.apply"(%arg2, %arg3) <{map = affine_map<(d0, d1) -> (d0 + d1)>}> : (index, index) -> index
    %2 = "affine.apply"(%arg2, %arg3) <{map = affine_map<()[s0, s1] -> (s0 * s1)>}> : (index, index) -> index
    %3 = "affine.apply"() <{map = affine_map<() -> (42)>}> : () -> index
    %4 = "affine.min"(%arg2, %arg3, %0) <{map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, 7)>}> : (index, index, index) -> index
    %5 = "affine.max"(%arg2) <{map = affine_map<(d0) -> (d0)>}> {tag} : (index) -> index
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
    ^bb0(%arg21: index):
      "affine.for"(%arg21, %arg2, %arg3) <{lowerBoundMap = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, 7)>, operandSegmentSizes = array<i32: 3, 0, 0>, step = 4 : index, upperBoundMap = affine_map<() -> (100)>}> ({
      ^bb0(%arg22: index):
        "affine.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"(%arg2, %arg3, %arg3) <{lowerBoundMap = affine_map<(d0, d1) -> (d0, d1)>, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0, 10)>}> ({
    ^bb0(%arg20: index):
      "affine.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "affine.for"(%arg2, %arg3) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
    ^bb0(%arg19: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "affine.for"() <{lowerBoundMap = affine_map<() -> (-5)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (5)>}> ({
    ^bb0(%arg18: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"(%arg2, %arg2) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0 + 4)>}> ({
    ^bb0(%arg17: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %6:2 = "affine.for"(%arg4, %arg2) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 2>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
    ^bb0(%arg14: index, %arg15: f32, %arg16: index):
      "affine.yield"(%arg15, %arg16) : (f32, index) -> ()
    }) : (f32, index) -> (f32, index)
    "affine.if"(%arg2, %arg3, %0) ({
      "affine.yield"() : () -> ()
    }, {
      "affine.yield"() : () -> ()
    }) {condition = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0)>} : (index, index, index) -> ()
    "affine.if"(%arg2) ({
      "affine.yield"() : () -> ()
    }, {
    }) {condition = affine_set<(d0) : (d0 >= 0)>, tag} : (index) -> ()
    %7:2 = "affine.if"(%arg2) ({
      "affine.yield"(%arg4, %arg2) : (f32, index) -> ()
    }, {
      "affine.yield"(%arg4, %arg3) : (f32, index) -> ()
    }) {condition = affine_set<()[s0] : (s0 >= 0)>} : (index) -> (f32, index)
    %8 = "affine.load"(%arg1, %arg2, %arg3) <{map = affine_map<(d0, d1) -> (d0, d1, 3)>}> : (memref<4x4x4xvector<4xf32>>, index, index) -> vector<4xf32>
    %9 = "affine.load"(%arg0, %arg2, %arg3, %0) <{map = affine_map<(d0, d1)[s0] -> (d0 floordiv 2, d1 mod 4 + s0)>}> : (memref<10x10xf32>, index, index, index) -> f32
    "affine.store"(%arg4, %arg0, %arg2, %arg3) <{map = affine_map<(d0, d1) -> ((d0 + d1) * 2, 0)>}> : (f32, memref<10x10xf32>, index, index) -> ()
    %10 = "affine.vector_load"(%arg0, %arg2, %arg3) <{map = affine_map<(d0, d1) -> (d0, d1)>}> {tag} : (memref<10x10xf32>, index, index) -> vector<4xf32>
    "affine.vector_store"(%arg5, %arg0, %arg2, %arg3) <{map = affine_map<(d0, d1) -> (d0 + 1, d1)>}> : (vector<4xf32>, memref<10x10xf32>, index, index) -> ()
    "affine.prefetch"(%arg0, %arg2, %arg3) <{isDataCache = false, isWrite = false, localityHint = 2 : i32, map = affine_map<(d0, d1) -> (d0, d1)>}> {tag} : (memref<10x10xf32>, index, index) -> ()
    "affine.parallel"(%arg2, %arg3) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = affine_map<(d0) -> (0, d0, 4)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<()[s0] -> (s0, 10)>}> ({
    ^bb0(%arg12: index, %arg13: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "affine.parallel"(%arg2, %arg3) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<(d0) -> (d0 + 1)>, reductions = [], steps = [2], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0 * 2)>}> ({
    ^bb0(%arg11: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %11 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
    ^bb0(%arg10: index):
      "affine.yield"(%arg4) : (f32) -> ()
    }) : () -> f32
    %12:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [9, 3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
    ^bb0(%arg9: index):
      "affine.yield"(%arg4, %arg4) : (f32, f32) -> ()
    }) {tag} : () -> (f32, f32)
    "affine.parallel"(%arg2, %arg3) <{lowerBoundsGroups = dense<1> : tensor<3xi32>, lowerBoundsMap = affine_map<() -> (0, 0, 0)>, reductions = [], steps = [1, 2, 4], upperBoundsGroups = dense<[2, 1, 1]> : tensor<3xi32>, upperBoundsMap = affine_map<(d0, d1) -> (d0, d1, 4, 8)>}> ({
    ^bb0(%arg6: index, %arg7: index, %arg8: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "test.use"(%1, %2, %3, %4, %5, %6#0, %7#0, %8, %9, %10, %11, %12#1) : (index, index, index, index, index, f32, f32, vector<4xf32>, f32, vector<4xf32>, f32, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
