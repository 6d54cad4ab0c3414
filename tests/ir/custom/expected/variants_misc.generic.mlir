"builtin.module"() ({
  "func.func"() <{function_type = (f32, f64, i32, tensor<?x4xf32>, memref<?x4xf32>, index, vector<[4]xf32>, vector<2x4xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: tensor<?x4xf32>, %arg4: memref<?x4xf32>, %arg5: index, %arg6: vector<[4]xf32>, %arg7: vector<2x4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.truncf"(%arg1) <{roundingmode = 4 : i32}> : (f64) -> f32
    %2 = "arith.truncf"(%arg1) <{fastmath = #arith.fastmath<nnan>}> : (f64) -> f32
    %3 = "arith.extf"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f64
    %4 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %5 = "arith.constant"() <{value = 1.500000e+00 : bf16}> : () -> bf16
    %6 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %8 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan>, predicate = 14 : i64}> : (f32, f32) -> i1
    %9 = "arith.cmpi"(%arg2, %arg2) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %10 = "arith.bitcast"(%arg0) : (f32) -> i32
    %11 = "arith.divsi"(%arg2, %arg2) : (i32, i32) -> i32
    %12 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %13 = "arith.trunci"(%arg2) : (i32) -> i8
    %14 = "math.fpowi"(%arg0, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %15 = "math.ctlz"(%arg2) : (i32) -> i32
    %16 = "math.fma"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<contract>}> : (f32, f32, f32) -> f32
    %17 = "math.ipowi"(%arg2, %arg2) : (i32, i32) -> i32
    %18 = "tensor.pad"(%arg3, %arg5) <{nofold, operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1, 2>, static_low = array<i64: 0, -9223372036854775808>}> ({
    ^bb0(%arg10: index, %arg11: index):
      "tensor.yield"(%arg0) : (f32) -> ()
    }) : (tensor<?x4xf32>, index) -> tensor<?x?xf32>
    %19 = "tensor.generate"(%arg5) ({
    ^bb0(%arg8: index, %arg9: index):
      "tensor.yield"(%arg0) : (f32) -> ()
    }) : (index) -> tensor<?x3xf32>
    %20 = "tensor.extract_slice"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x4xf32>) -> tensor<4xf32>
    %21 = "tensor.expand_shape"(%20) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
    %22 = "tensor.expand_shape"(%arg3, %arg5) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 1, 4>}> : (tensor<?x4xf32>, index) -> tensor<?x1x4xf32>
    %23 = "tensor.splat"(%arg0) : (f32) -> tensor<2x2xf32>
    %24 = "tensor.splat"(%arg0, %arg5) : (f32, index) -> tensor<?x2xf32>
    %25 = "memref.atomic_rmw"(%arg0, %arg4, %0, %0) <{kind = 3 : i64}> : (f32, memref<?x4xf32>, index, index) -> f32
    %26 = "vector.constant_mask"() <{mask_dim_sizes = [4]}> : () -> vector<[4]xi1>
    %27 = "vector.create_mask"(%arg5, %0) : (index, index) -> vector<2x[4]xi1>
    %28 = "vector.load"(%arg4, %0, %0) <{nontemporal = true}> : (memref<?x4xf32>, index, index) -> vector<4xf32>
    %29 = "vector.broadcast"(%arg0) : (f32) -> vector<[4]xf32>
    %30 = "vector.extract"(%arg7) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
    %31 = "vector.insert"(%arg0, %arg6) <{static_position = array<i64: 0>}> : (f32, vector<[4]xf32>) -> vector<[4]xf32>
    %32 = "vector.multi_reduction"(%arg7, %30) <{kind = #vector.kind<maxnumf>, reduction_dims = [0]}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
    %33 = "vector.reduction"(%arg6, %arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<[4]xf32>, f32) -> f32
    %34 = "vector.fma"(%arg6, %arg6, %arg6) : (vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
    %35 = "vector.splat"(%arg0) : (f32) -> vector<[4]xf32>
    %36 = "vector.step"() : () -> vector<[4]xindex>
    %37 = "vector.extract"(%arg7) <{static_position = array<i64>}> : (vector<2x4xf32>) -> vector<2x4xf32>
    %38 = "vector.extract"(%arg7, %arg5) <{static_position = array<i64: -9223372036854775808, 1>}> : (vector<2x4xf32>, index) -> f32
    %39 = "vector.bitcast"(%arg7) : (vector<2x4xf32>) -> vector<2x2xf64>
    %40 = "arith.index_castui"(%arg5) : (index) -> i64
    %41 = "arith.uitofp"(%arg2) : (i32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
