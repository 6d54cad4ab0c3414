"builtin.module"() ({
  "func.func"() <{function_type = (index, i1, f32, i64, tensor<8xf32>, memref<?xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: i1, %arg2: f32, %arg3: i64, %arg4: tensor<8xf32>, %arg5: memref<?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> {zz.tag = 1 : i32} : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> {zz.tag = 1 : i32} : () -> index
    %2:2 = "scf.for"(%0, %arg0, %1, %arg2, %arg3) ({
    ^bb0(%arg26: index, %arg27: f32, %arg28: i64):
      "scf.yield"(%arg27, %arg28) {zz.tag = 1 : i32} : (f32, i64) -> ()
    }) {tag, zz.tag = 1 : i32} : (index, index, index, f32, i64) -> (f32, i64)
    %3 = "arith.constant"() <{value = 0 : i64}> {zz.tag = 1 : i32} : () -> i64
    %4 = "scf.for"(%3, %arg3, %arg3, %arg2) ({
    ^bb0(%arg24: i64, %arg25: f32):
      "scf.yield"(%arg25) {zz.tag = 1 : i32} : (f32) -> ()
    }) {zz.tag = 1 : i32} : (i64, i64, i64, f32) -> f32
    %5 = "scf.if"(%arg1) ({
      "scf.yield"(%arg2) {zz.tag = 1 : i32} : (f32) -> ()
    }, {
      "scf.yield"(%arg2) {zz.tag = 1 : i32} : (f32) -> ()
    }) {tag, zz.tag = 1 : i32} : (i1) -> f32
    "scf.if"(%arg1) ({
      "scf.yield"() {zz.tag = 1 : i32} : () -> ()
    }, {
      "scf.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (i1) -> ()
    %6 = "scf.while"(%arg2) ({
    ^bb0(%arg23: f32):
      "scf.condition"(%arg1, %arg23) {zz.tag = 1 : i32} : (i1, f32) -> ()
    }, {
    ^bb0(%arg22: f32):
      "scf.yield"(%arg22) {zz.tag = 1 : i32} : (f32) -> ()
    }) {zz.tag = 1 : i32} : (f32) -> f32
    %7:2 = "scf.while"(%arg2, %arg0) ({
    ^bb0(%arg20: f32, %arg21: index):
      "scf.condition"(%arg1, %arg20, %arg21) {zz.tag = 1 : i32} : (i1, f32, index) -> ()
    }, {
    ^bb0(%arg18: f32, %arg19: index):
      "test.op"() : () -> ()
      "scf.yield"(%arg18, %arg19) {zz.tag = 1 : i32} : (f32, index) -> ()
    }) {zz.tag = 1 : i32} : (f32, index) -> (f32, index)
    "scf.parallel"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg17: index):
      "scf.reduce"() {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (index, index, index) -> ()
    "scf.parallel"(%0, %1, %arg0, %arg0, %1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg15: index, %arg16: index):
      "scf.reduce"() {zz.tag = 1 : i32} : () -> ()
    }) {tag, zz.tag = 1 : i32} : (index, index, index, index, index, index) -> ()
    %8 = "scf.forall"(%0, %arg0, %1, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg13: index, %arg14: tensor<8xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (index, index, index, tensor<8xf32>) -> tensor<8xf32>
    %9:2 = "scf.forall"(%arg0, %arg4, %arg4) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg9: index, %arg10: index, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (index, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 3>, staticUpperBound = array<i64: 10>}> ({
    ^bb0(%arg8: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {zz.tag = 1 : i32} : () -> ()
    }) {tag, zz.tag = 1 : i32} : () -> ()
    "scf.forall"(%arg0) <{mapping = [#gpu.thread<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
    ^bb0(%arg6: index, %arg7: index):
      "memref.store"(%arg2, %arg5, %arg6) {zz.tag = 1 : i32} : (f32, memref<?xf32>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (index) -> ()
    %10 = "scf.execute_region"() ({
      "cf.br"()[^bb1] {zz.tag = 1 : i32} : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg2) {zz.tag = 1 : i32} : (f32) -> ()
    }) {zz.tag = 1 : i32} : () -> f32
    "scf.execute_region"() ({
      "scf.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {tag, zz.tag = 1 : i32} : () -> ()
    "test.use"(%2#0, %4, %5, %6, %7#0, %8, %9#1, %10) : (f32, f32, f32, f32, f32, tensor<8xf32>, tensor<8xf32>, f32) -> ()
    "func.return"() {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
