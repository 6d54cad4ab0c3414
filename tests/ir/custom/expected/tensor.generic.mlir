"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>, tensor<8x8xf32>, index, index, f32, tensor<2xindex>) -> (), sym_name = "tensor"}> ({
  ^bb0(%arg0: tensor<4x?xf32>, %arg1: tensor<8x8xf32>, %arg2: index, %arg3: index, %arg4: f32, %arg5: tensor<2xindex>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.extract"(%arg0, %arg2, %arg3) : (tensor<4x?xf32>, index, index) -> f32
    %3 = "tensor.insert"(%arg4, %arg1, %arg2, %arg3) : (f32, tensor<8x8xf32>, index, index) -> tensor<8x8xf32>
    %4 = "tensor.extract_slice"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 2>}> : (tensor<8x8xf32>, index) -> tensor<4x4xf32>
    %5 = "tensor.extract_slice"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<8xf32>
    %6 = "tensor.insert_slice"(%4, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2, 2>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %7 = "tensor.empty"(%arg2) : (index) -> tensor<?x16xi32>
    %8 = "tensor.empty"() : () -> tensor<2x3xf64>
    %9 = "tensor.dim"(%arg0, %1) : (tensor<4x?xf32>, index) -> index
    %10 = "tensor.rank"(%arg0) : (tensor<4x?xf32>) -> index
    %11 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %12 = "tensor.pad"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg8: index, %arg9: index):
      "tensor.yield"(%arg4) : (f32) -> ()
    }) : (tensor<8x8xf32>, index) -> tensor<11x?xf32>
    %13 = "tensor.generate"(%arg2) ({
    ^bb0(%arg6: index, %arg7: index):
      %21 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %22 = "arith.index_cast"(%21) : (index) -> i32
      "tensor.yield"(%22) : (i32) -> ()
    }) : (index) -> tensor<?x3xi32>
    %14 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (tensor<8x8xf32>) -> tensor<64xf32>
    %15 = "tensor.expand_shape"(%14) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 4>}> : (tensor<64xf32>) -> tensor<16x4xf32>
    %16 = "tensor.reshape"(%14, %arg5) : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %17 = "tensor.from_elements"(%arg4, %arg4, %2) : (f32, f32, f32) -> tensor<3xf32>
    %18 = "tensor.splat"(%arg4) : (f32) -> tensor<2x2xf32>
    %19 = "tensor.concat"(%arg1, %arg1) <{dim = 0 : i64}> : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %20 = "tensor.bitcast"(%arg1) : (tensor<8x8xf32>) -> tensor<8x8xi32>
    "test.use"(%3, %5, %6, %7, %8, %9, %10, %11, %12, %13, %15, %16, %17, %18, %19, %20) : (tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<?x16xi32>, tensor<2x3xf64>, index, index, tensor<?x?xf32>, tensor<11x?xf32>, tensor<?x3xi32>, tensor<16x4xf32>, tensor<?x?xf32>, tensor<3xf32>, tensor<2x2xf32>, tensor<16x8xf32>, tensor<8x8xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
