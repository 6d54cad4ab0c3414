"builtin.module"() ({
  %0 = "test.i"() : () -> index
  %1 = "test.f"() : () -> i32
  %2 = "test.a"() : () -> memref<4x4xf32>
  %3 = "test.v"() : () -> vector<4x8x16xf32>
  %4 = "memref.subview"(%2, %0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<2x2xf32, strided<[4, 1], offset: ?>>
  %5 = "memref.subview"(%2, %0, %0, %0, %0, %0) <{operandSegmentSizes = array<i32: 1, 2, 1, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> {tag} : (memref<4x4xf32>, index, index, index, index, index) -> memref<?x2xf32, strided<[?, ?], offset: ?>>
  %6 = "vector.extract"(%3, %0) <{static_position = array<i64: 0, -9223372036854775808>}> : (vector<4x8x16xf32>, index) -> vector<16xf32>
  %7 = "vector.extract"(%3) <{static_position = array<i64>}> : (vector<4x8x16xf32>) -> vector<4x8x16xf32>
  %8 = "scf.index_switch"(%0) <{cases = array<i64: 2, -5>}> ({
    "scf.yield"(%1) : (i32) -> ()
  }, {
    "scf.yield"(%1) : (i32) -> ()
  }, {
    "scf.yield"(%1) : (i32) -> ()
  }) : (index) -> i32
  "scf.index_switch"(%0) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  "scf.index_switch"(%0) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "test.x"() : () -> ()
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  "test.region"() ({
  ^bb0(%arg0: i32):
    "cf.switch"(%arg0, %arg0, %arg0)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-1, 42]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%9: i32):  // 2 preds: ^bb0, ^bb0
    "cf.switch"(%9)[^bb2] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "test.end"() : () -> ()
  }) : () -> ()
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "u", type = memref<2x3xi32>}> : () -> ()
  "memref.global"() <{sym_name = "e", type = memref<4xi8>}> : () -> ()
  "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<2xf32>, sym_name = "s", type = memref<2xf32, 1>}> : () -> ()
  "memref.global"() <{initial_value = sparse<1, 5> : tensor<4xi32>, sym_name = "sp", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
}) : () -> ()
