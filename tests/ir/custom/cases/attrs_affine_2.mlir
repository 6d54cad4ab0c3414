// Generic form with a discardable attribute on every op: each custom printer puts
// it where MLIR does (also where the op's parser would not read it back).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index, index, vector<8xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: vector<8xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> {zz.tag = 1 : i32} : () -> index
    %1:3 = "affine.delinearize_index"(%arg1, %arg2, %arg2, %arg2) {zz.tag = 1 : i32} : (index, index, index, index) -> (index, index, index)
    "affine.prefetch"(%arg0, %arg1, %arg2) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0, d1 + 1)>}> {zz.tag = 1 : i32} : (memref<100x100xf32>, index, index) -> ()
    "affine.prefetch"(%arg0, %arg1) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = affine_map<(d0) -> (d0, 2)>}> {zz.tag = 1 : i32} : (memref<100x100xf32>, index) -> ()
    %2 = "affine.vector_load"(%arg0, %arg1, %arg2) <{map = affine_map<(d0, d1) -> (d0, d1 * 8)>}> {zz.tag = 1 : i32} : (memref<100x100xf32>, index, index) -> vector<8xf32>
    "affine.vector_store"(%arg3, %arg0, %arg1, %arg2) <{map = affine_map<(d0, d1) -> (d0, d1)>}> {zz.tag = 1 : i32} : (vector<8xf32>, memref<100x100xf32>, index, index) -> ()
    %3 = "affine.apply"(%arg2) <{map = affine_map<()[s0] -> (s0 floordiv 4)>}> {zz.tag = 1 : i32} : (index) -> index
    %4 = "affine.apply"(%arg1) <{map = affine_map<(d0) -> (d0 mod 3)>}> {zz.tag = 1 : i32} : (index) -> index
    %5 = "affine.min"(%arg1, %arg2) <{map = affine_map<()[s0, s1] -> (s0, s1)>}> {zz.tag = 1 : i32} : (index, index) -> index
    %6 = "affine.load"(%arg0, %0, %arg2) <{map = affine_map<(d0)[s0] -> (s0, d0)>}> {zz.tag = 1 : i32} : (memref<100x100xf32>, index, index) -> f32
    "affine.store"(%6, %arg0, %arg1, %arg2) <{map = affine_map<(d0)[s0] -> (d0, s0 + 2)>}> {foo, zz.tag = 1 : i32} : (f32, memref<100x100xf32>, index, index) -> ()
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 3 : index, upperBoundMap = affine_map<() -> (10)>}> ({
    ^bb0(%arg8: index):
      "affine.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {unroll, zz.tag = 1 : i32} : () -> ()
    "affine.for"(%0, %arg1) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0 * 2)>}> ({
    ^bb0(%arg7: index):
      "affine.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (index, index) -> ()
    "affine.if"(%arg2) ({
      "test.then"() : () -> ()
      "affine.yield"() {zz.tag = 1 : i32} : () -> ()
    }, {
    }) {condition = affine_set<()[s0] : (s0 >= 0)>} : (index) -> ()
    "affine.parallel"(%arg1, %arg2) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<(d0) -> (0, d0)>, reductions = [], steps = [1], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (100, d0)>}> ({
    ^bb0(%arg6: index):
      "affine.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (index, index) -> ()
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [2, 5], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<() -> (10, 20)>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "affine.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {foo, zz.tag = 1 : i32} : () -> ()
    "test.use"(%1#0, %2, %3, %4, %5) : (index, vector<8xf32>, index, index, index) -> ()
    "func.return"() {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
