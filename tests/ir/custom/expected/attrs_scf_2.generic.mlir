"builtin.module"() ({
  "func.func"() <{function_type = (index, i1, f32, tensor<8x8xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: i1, %arg2: f32, %arg3: tensor<8x8xf32>, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> {zz.tag = 1 : i32} : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> {zz.tag = 1 : i32} : () -> index
    "scf.for"(%0, %arg0, %1) ({
    ^bb0(%arg18: index):
      "scf.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {foo, zz.tag = 1 : i32} : (index, index, index) -> ()
    "scf.if"(%arg1) ({
      "scf.yield"() {zz.tag = 1 : i32} : () -> ()
    }, {
    }) {bar, zz.tag = 1 : i32} : (i1) -> ()
    %2:2 = "scf.while"(%arg2, %arg0) ({
    ^bb0(%arg16: f32, %arg17: index):
      "scf.condition"(%arg1, %arg17, %arg16) {zz.tag = 1 : i32} : (i1, index, f32) -> ()
    }, {
    ^bb0(%arg14: index, %arg15: f32):
      "scf.yield"(%arg15, %arg14) {zz.tag = 1 : i32} : (f32, index) -> ()
    }) {baz, zz.tag = 1 : i32} : (f32, index) -> (index, f32)
    "scf.while"() ({
      "scf.condition"(%arg1) {zz.tag = 1 : i32} : (i1) -> ()
    }, {
      "scf.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : () -> ()
    %3:2 = "scf.execute_region"() ({
      "scf.yield"(%arg2, %arg0) {zz.tag = 1 : i32} : (f32, index) -> ()
    }) {zz.tag = 1 : i32} : () -> (f32, index)
    "scf.execute_region"() ({
      "scf.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : () -> ()
    %4:2 = "scf.parallel"(%0, %arg0, %1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg9: index):
      "scf.reduce"(%arg2, %arg2) ({
      ^bb0(%arg12: f32, %arg13: f32):
        "scf.reduce.return"(%arg12) {zz.tag = 1 : i32} : (f32) -> ()
      }, {
      ^bb0(%arg10: f32, %arg11: f32):
        "scf.reduce.return"(%arg11) {zz.tag = 1 : i32} : (f32) -> ()
      }) {zz.tag = 1 : i32} : (f32, f32) -> ()
    }) {foo, zz.tag = 1 : i32} : (index, index, index, f32, f32) -> (f32, f32)
    %5 = "scf.forall"(%arg0, %arg3) <{mapping = [#gpu.block<x>, #gpu.block<y>], operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 2, -9223372036854775808>}> ({
    ^bb0(%arg6: index, %arg7: index, %arg8: tensor<8x8xf32>):
      %7 = "tensor.extract_slice"(%arg8, %arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> {zz.tag = 1 : i32} : (tensor<8x8xf32>, index, index) -> tensor<4x4xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%7, %arg8, %arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> {zz.tag = 1 : i32} : (tensor<4x4xf32>, tensor<8x8xf32>, index, index) -> ()
      }) {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (index, tensor<8x8xf32>) -> tensor<8x8xf32>
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg5: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : () -> ()
    "scf.index_switch"(%arg4) <{cases = array<i64: 0>}> ({
      "scf.yield"() {zz.tag = 1 : i32} : () -> ()
    }, {
      "scf.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (index) -> ()
    %6 = "scf.index_switch"(%arg4) <{cases = array<i64>}> ({
      "scf.yield"(%arg2) {zz.tag = 1 : i32} : (f32) -> ()
    }) {foo, zz.tag = 1 : i32} : (index) -> f32
    "test.use"(%2#0, %3#0, %4#0, %5, %6) : (index, f32, f32, tensor<8x8xf32>, f32) -> ()
    "func.return"() {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
