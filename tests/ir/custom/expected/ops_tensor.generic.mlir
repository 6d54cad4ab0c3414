"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x5x6xf32>, tensor<1x2x1xindex>, tensor<16x16xf32>, f32, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x2x1xindex>, %arg2: tensor<16x16xf32>, %arg3: f32, %arg4: index):
    %0 = "tensor.gather"(%arg0, %arg1) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x1x6xf32>
    %1 = "tensor.gather"(%arg0, %arg1) <{gather_dims = array<i64: 1>, unique}> : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x6xf32>
    %2 = "tensor.scatter"(%0, %arg0, %arg1) <{scatter_dims = array<i64: 1>, unique}> : (tensor<1x2x4x1x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
    %3 = "tensor.empty"() : () -> tensor<2x8x8x2xf32>
    %4 = "tensor.pack"(%arg2, %3) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8, 2>}> : (tensor<16x16xf32>, tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
    %5 = "tensor.empty"() : () -> tensor<2x8x2x8xf32>
    %6 = "tensor.pack"(%arg2, %5, %arg3) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<16x16xf32>, tensor<2x8x2x8xf32>, f32) -> tensor<2x8x2x8xf32>
    %7 = "tensor.empty"() : () -> tensor<16x16xf32>
    %8 = "tensor.unpack"(%4, %7) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 2>}> : (tensor<2x8x8x2xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %9 = "tensor.unpack"(%6, %7) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<2x8x2x8xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %10 = "tensor.empty"(%arg4, %arg4) : (index, index) -> tensor<?x8x8x?xf32>
    %11 = "tensor.pack"(%arg2, %10, %arg4) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>}> : (tensor<16x16xf32>, tensor<?x8x8x?xf32>, index) -> tensor<?x8x8x?xf32>
    "test.use"(%1, %2, %8, %9, %11, %10) : (tensor<1x2x4x6xf32>, tensor<4x5x6xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<?x8x8x?xf32>, tensor<?x8x8x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
