"builtin.module"() ({
  %0 = "test.n"() : () -> index
  %1 = "test.s"() : () -> index
  %2 = "test.m"() : () -> memref<100x100xf32>
  %3 = "test.t"() : () -> memref<1xi32>
  %4 = "test.z"() : () -> memref<f32>
  %5:2 = "test.pair"() : () -> (index, index)
  %6 = "affine.apply"(%0, %1) <{map = affine_map<(d0)[s0] -> (d0 + s0)>}> : (index, index) -> index
  %7 = "affine.apply"(%5#1) <{map = affine_map<()[s0] -> (s0 * 2)>}> {tag} : (index) -> index
  %8 = "affine.min"(%0, %1) <{map = affine_map<(d0)[s0] -> (d0, s0, 4)>}> : (index, index) -> index
  %9 = "affine.max"(%1) <{map = affine_map<()[s0] -> (s0, 4)>}> {foo} : (index) -> index
  %10 = "affine.min"(%0, %5#0) <{map = affine_map<(d0, d1) -> (d0 + d1, 8)>}> : (index, index) -> index
  "affine.for"(%0) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 4 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%arg8: index):
    "affine.for"(%arg8, %1, %arg8) <{lowerBoundMap = affine_map<(d0)[s0] -> (d0, s0)>, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = affine_map<(d0) -> (d0 + 10, 20)>}> ({
    ^bb0(%arg10: index):
      %17 = "affine.load"(%2, %arg8, %arg10, %1) <{map = affine_map<(d0, d1)[s0] -> (d0 + 1, d1 * 2 + s0)>}> : (memref<100x100xf32>, index, index, index) -> f32
      "affine.store"(%17, %2, %arg8, %arg10) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (f32, memref<100x100xf32>, index, index) -> ()
      %18 = "affine.load"(%2, %arg10, %arg8, %1) <{map = affine_map<(d0, d1)[s0] -> (d0 + s0, d0 floordiv 4 + d1 mod 3)>}> {nontemporal} : (memref<100x100xf32>, index, index, index) -> f32
      "affine.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "affine.for"(%arg8, %0) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0 + 5)>}> ({
    ^bb0(%arg9: index):
      "affine.yield"() : () -> ()
    }) {attr = 1 : i32} : (index, index) -> ()
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  %11:2 = "affine.for"(%0, %1) <{lowerBoundMap = affine_map<() -> (-3)>, operandSegmentSizes = array<i32: 0, 0, 2>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%arg5: index, %arg6: index, %arg7: index):
    "affine.yield"(%arg7, %arg6) : (index, index) -> ()
  }) : (index, index) -> (index, index)
  %12 = "affine.load"(%4) <{map = affine_map<() -> ()>}> : (memref<f32>) -> f32
  "affine.if"(%0, %1) ({
    "test.x"() : () -> ()
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 >= 0, d0 - 5 == 0)>} : (index, index) -> ()
  %13 = "affine.if"(%0) ({
    "affine.yield"(%0) : (index) -> ()
  }, {
    "affine.yield"(%1) : (index) -> ()
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> index
  "affine.if"() ({
    "affine.yield"() : () -> ()
  }, {
    "test.y"() : () -> ()
    "affine.yield"() : () -> ()
  }) {attr = 1 : i64, condition = affine_set<() : (0 == 0)>} : () -> ()
  "affine.parallel"(%1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<()[s0] -> (10, s0)>}> ({
  ^bb0(%arg3: index, %arg4: index):
    "test.z"(%arg3, %arg4) : (index, index) -> ()
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  "affine.parallel"(%0, %1, %0) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = affine_map<(d0) -> (d0, 2, 0)>, reductions = [], steps = [2, 3], upperBoundsGroups = dense<[3, 1]> : tensor<2xi32>, upperBoundsMap = affine_map<(d0, d1) -> (d0, 100, d1 + 5, 10)>}> ({
  ^bb0(%arg1: index, %arg2: index):
    "affine.yield"() : () -> ()
  }) : (index, index, index) -> ()
  %14:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0, 3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (100)>}> ({
  ^bb0(%arg0: index):
    %16 = "affine.load"(%2, %arg0) <{map = affine_map<(d0) -> (d0, d0)>}> : (memref<100x100xf32>, index) -> f32
    "affine.yield"(%16, %16) : (f32, f32) -> ()
  }) : () -> (f32, f32)
  "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = affine_map<() -> ()>, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = affine_map<() -> ()>}> ({
    "affine.yield"() : () -> ()
  }) : () -> ()
  "affine.prefetch"(%2, %0, %1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0, d1 + 5)>}> : (memref<100x100xf32>, index, index) -> ()
  "affine.prefetch"(%2, %0, %1) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = affine_map<(d0, d1) -> (d0, d1)>}> {x} : (memref<100x100xf32>, index, index) -> ()
  %15 = "affine.vector_load"(%2, %0, %1) <{map = affine_map<(d0, d1) -> (d0, d1 * 8)>}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
  "affine.vector_store"(%15, %2, %0, %1) <{map = affine_map<(d0)[s0] -> (d0, s0 + 3)>}> : (vector<8xf32>, memref<100x100xf32>, index, index) -> ()
  "affine.dma_start"(%2, %0, %1, %2, %1, %0, %3, %0) {dst_map = affine_map<(d0, d1) -> (d0, d1)>, src_map = affine_map<(d0, d1) -> (d0, d1)>, tag_map = affine_map<() -> (0)>} : (memref<100x100xf32>, index, index, memref<100x100xf32>, index, index, memref<1xi32>, index) -> ()
  "affine.dma_start"(%2, %0, %1, %2, %1, %0, %3, %0, %0, %1, %0) {dst_map = affine_map<(d0, d1) -> (d0, d1)>, src_map = affine_map<(d0, d1) -> (d0 + 1, d1)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<100x100xf32>, index, index, memref<100x100xf32>, index, index, memref<1xi32>, index, index, index, index) -> ()
  "affine.dma_wait"(%3, %0) {tag_map = affine_map<() -> (0)>} : (memref<1xi32>, index) -> ()
}) : () -> ()
