"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[1, 2, 3, 4]> : tensor<4xi32>, sym_name = "table", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "buffer", type = memref<8xf32>}> : () -> ()
  "memref.global"() <{alignment = 64 : i64, initial_value = dense<0.000000e+00> : tensor<2xf64>, sym_name = "aligned", sym_visibility = "private", type = memref<2xf64>}> : () -> ()
  "func.func"() <{function_type = (index, index, f32) -> (), sym_name = "memref"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
    %2 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xf32>
    %3 = "memref.alloc"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
    %4 = "memref.alloc"() <{alignment = 32 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xi8>
    %5 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xindex>
    %6 = "memref.alloca"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32, 1>
    %7 = "memref.load"(%1, %arg1, %0) : (memref<4x8xf32>, index, index) -> f32
    "memref.store"(%arg2, %2, %arg1, %0) : (f32, memref<?x8xf32>, index, index) -> ()
    "memref.store"(%7, %1, %0, %arg1) <{nontemporal = true}> : (f32, memref<4x8xf32>, index, index) -> ()
    %8 = "memref.subview"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (memref<4x8xf32>) -> memref<2x4xf32, strided<[8, 1], offset: 10>>
    %9 = "memref.subview"(%2, %arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 8>, static_strides = array<i64: 1, 1>}> : (memref<?x8xf32>, index, index) -> memref<?x8xf32, strided<[8, 1], offset: ?>>
    %10 = "memref.subview"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (memref<4x8xf32>) -> memref<8xf32, strided<[1]>>
    %11 = "memref.cast"(%1) : (memref<4x8xf32>) -> memref<?x?xf32>
    %12 = "memref.cast"(%1) : (memref<4x8xf32>) -> memref<*xf32>
    %13 = "memref.dim"(%2, %0) : (memref<?x8xf32>, index) -> index
    %14 = "memref.rank"(%12) : (memref<*xf32>) -> index
    "memref.copy"(%1, %1) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    %15 = "memref.get_global"() <{name = @table}> : () -> memref<4xi32>
    %16 = "memref.reinterpret_cast"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (memref<4x8xf32>) -> memref<32xf32>
    %17 = "memref.reinterpret_cast"(%2, %arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 8>, static_strides = array<i64: 8, 1>}> : (memref<?x8xf32>, index, index) -> memref<?x8xf32, strided<[8, 1], offset: ?>>
    %18 = "memref.collapse_shape"(%1) <{reassociation = [[0, 1]]}> : (memref<4x8xf32>) -> memref<32xf32>
    %19 = "memref.expand_shape"(%18) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 4, 4>}> : (memref<32xf32>) -> memref<2x4x4xf32>
    %20 = "memref.view"(%4, %0) : (memref<16xi8>, index) -> memref<4xf32>
    %21:6 = "memref.extract_strided_metadata"(%1) : (memref<4x8xf32>) -> (memref<f32>, index, index, index, index, index)
    %22 = "memref.transpose"(%1) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x8xf32>) -> memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>
    %23 = "memref.atomic_rmw"(%arg2, %1, %arg1, %0) <{kind = 0 : i64}> : (f32, memref<4x8xf32>, index, index) -> f32
    "memref.alloca_scope"() ({
      %24 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "test.use"(%24) : (memref<4xf32>) -> ()
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    "test.use"(%7, %8, %9, %10, %11, %13, %14, %15, %16, %17, %19, %20, %21#1, %22, %23, %3, %5, %6) : (f32, memref<2x4xf32, strided<[8, 1], offset: 10>>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<8xf32, strided<[1]>>, memref<?x?xf32>, index, index, memref<4xi32>, memref<32xf32>, memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<2x4x4xf32>, memref<4xf32>, index, memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>, f32, memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>, memref<2xindex>, memref<?xf32, 1>) -> ()
    "memref.dealloc"(%2) : (memref<?x8xf32>) -> ()
    "memref.dealloc"(%1) : (memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
