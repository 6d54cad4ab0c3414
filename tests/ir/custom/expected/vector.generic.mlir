"builtin.module"() ({
  "func.func"() <{function_type = (f32, vector<4xf32>, vector<2x4xf32>, memref<?x?xf32>, index, vector<4xi1>, index) -> f32, sym_name = "vector"}> ({
  ^bb0(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: memref<?x?xf32>, %arg4: index, %arg5: vector<4xi1>, %arg6: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "vector.broadcast"(%arg0) : (f32) -> vector<4xf32>
    %3 = "vector.broadcast"(%arg1) : (vector<4xf32>) -> vector<3x4xf32>
    %4 = "vector.extract"(%arg2) <{static_position = array<i64: 1, 2>}> : (vector<2x4xf32>) -> f32
    %5 = "vector.extract"(%arg2) <{static_position = array<i64: 0>}> : (vector<2x4xf32>) -> vector<4xf32>
    %6 = "vector.extract"(%arg2, %arg4) <{static_position = array<i64: -9223372036854775808, 3>}> : (vector<2x4xf32>, index) -> f32
    %7 = "vector.insert"(%arg0, %arg2) <{static_position = array<i64: 0, 1>}> : (f32, vector<2x4xf32>) -> vector<2x4xf32>
    %8 = "vector.insert"(%arg1, %arg2) <{static_position = array<i64: 1>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
    %9 = "vector.shuffle"(%arg1, %2) <{mask = [0, 4, 1, 5, 7]}> : (vector<4xf32>, vector<4xf32>) -> vector<5xf32>
    %10 = "vector.splat"(%arg0) : (f32) -> vector<8xf32>
    %11 = "vector.transfer_read"(%arg3, %0, %arg4, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
    %12 = "vector.transfer_read"(%arg3, %0, %0, %1) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4x2xf32>
    %13 = "vector.transfer_read"(%arg3, %arg4, %0, %1, %arg5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
    "vector.transfer_write"(%arg1, %arg3, %0, %arg4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
    "vector.transfer_write"(%arg2, %arg3, %0, %0) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (vector<2x4xf32>, memref<?x?xf32>, index, index) -> ()
    %14 = "vector.load"(%arg3, %0, %arg4) : (memref<?x?xf32>, index, index) -> vector<4xf32>
    "vector.store"(%14, %arg3, %arg4, %0) : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
    %15 = "vector.maskedload"(%arg3, %0, %0, %arg5, %arg1) : (memref<?x?xf32>, index, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %16 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
    %17 = "vector.reduction"(%arg1, %arg0) <{fastmath = #arith.fastmath<nnan>, kind = #vector.kind<maximumf>}> : (vector<4xf32>, f32) -> f32
    %18 = "vector.multi_reduction"(%arg2, %arg1) <{kind = #vector.kind<add>, reduction_dims = [0]}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
    %19 = "vector.fma"(%arg1, %arg1, %2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %20 = "vector.outerproduct"(%arg1, %arg1) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
    %21 = "vector.outerproduct"(%arg1, %arg0, %arg1) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, vector<4xf32>) -> vector<4xf32>
    %22 = "test.make"() : () -> vector<2x3xf32>
    %23 = "test.make"() : () -> vector<3x4xf32>
    %24 = "vector.contract"(%22, %23, %arg2) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x3xf32>, vector<3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
    %25 = "vector.contract"(%arg1, %arg1, %arg0) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<maxnumf>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
    %26 = "vector.mask"(%arg5) ({
      %38 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
      "vector.yield"(%38) : (f32) -> ()
    }) : (vector<4xi1>) -> f32
    %27 = "vector.mask"(%arg5, %arg1) ({
      %37 = "vector.transfer_read"(%arg3, %0, %0, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
      "vector.yield"(%37) : (vector<4xf32>) -> ()
    }) : (vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %28 = "vector.shape_cast"(%arg2) : (vector<2x4xf32>) -> vector<8xf32>
    %29 = "vector.transpose"(%arg2) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
    %30 = "vector.bitcast"(%arg1) : (vector<4xf32>) -> vector<8xf16>
    %31 = "vector.create_mask"(%arg6) : (index) -> vector<4xi1>
    %32 = "vector.constant_mask"() <{mask_dim_sizes = [2, 3]}> : () -> vector<4x4xi1>
    %33 = "vector.extract_strided_slice"(%arg2) <{offsets = [0, 1], sizes = [2, 2], strides = [1, 1]}> : (vector<2x4xf32>) -> vector<2x2xf32>
    %34 = "vector.insert_strided_slice"(%33, %arg2) <{offsets = [0, 2], strides = [1, 1]}> : (vector<2x2xf32>, vector<2x4xf32>) -> vector<2x4xf32>
    %35 = "vector.step"() : () -> vector<4xindex>
    %36 = "vector.broadcast"(%arg0) : (f32) -> vector<[4]xf32>
    "vector.print"(%arg1) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "done"}> : () -> ()
    "test.use"(%3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %15, %17, %18, %19, %20, %21, %24, %25, %26, %27, %28, %29, %30, %31, %32, %34, %35, %36) : (vector<3x4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2x4xf32>, vector<5xf32>, vector<8xf32>, vector<4xf32>, vector<4x2xf32>, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>, vector<4x4xf32>, vector<4xf32>, vector<2x4xf32>, f32, f32, vector<4xf32>, vector<8xf32>, vector<4x2xf32>, vector<8xf16>, vector<4xi1>, vector<4x4xi1>, vector<2x4xf32>, vector<4xindex>, vector<[4]xf32>) -> ()
    "func.return"(%16) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
