module {
  func.func @f(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: tensor<?x4xf32>, %arg4: memref<?x4xf32>, %arg5: index, %arg6: vector<[4]xf32>, %arg7: vector<2x4xf32>) {
    %c0 = arith.constant 0 : index
    %0 = arith.truncf %arg1 to_nearest_away : f64 to f32
    %1 = arith.truncf %arg1 fastmath<nnan> : f64 to f32
    %2 = arith.extf %arg0 fastmath<fast> : f32 to f64
    %cst = arith.constant dense<[1, 2]> : vector<2xi32>
    %cst_0 = arith.constant 1.500000e+00 : bf16
    %cst_1 = arith.constant -0.000000e+00 : f32
    %cst_2 = arith.constant 0x7FC00000 : f32
    %3 = arith.cmpf uno, %arg0, %arg0 fastmath<nnan> : f32
    %4 = arith.cmpi uge, %arg2, %arg2 : i32
    %5 = arith.bitcast %arg0 : f32 to i32
    %6 = arith.divsi %arg2, %arg2 : i32
    %7 = arith.addi %arg2, %arg2 overflow<nuw> : i32
    %8 = arith.trunci %arg2 : i32 to i8
    %9 = math.fpowi %arg0, %arg2 : f32, i32
    %10 = math.ctlz %arg2 : i32
    %11 = math.fma %arg0, %arg0, %arg0 fastmath<contract> : f32
    %12 = math.ipowi %arg2, %arg2 : i32
    %padded = tensor.pad %arg3 nofold low[0, %arg5] high[1, 2] {
    ^bb0(%arg8: index, %arg9: index):
      tensor.yield %arg0 : f32
    } : tensor<?x4xf32> to tensor<?x?xf32>
    %generated = tensor.generate %arg5 {
    ^bb0(%arg8: index, %arg9: index):
      tensor.yield %arg0 : f32
    } : tensor<?x3xf32>
    %extracted_slice = tensor.extract_slice %arg3[0, 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<4xf32>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
    %expanded_3 = tensor.expand_shape %arg3 [[0, 1], [2]] output_shape [%arg5, 1, 4] : tensor<?x4xf32> into tensor<?x1x4xf32>
    %splat = tensor.splat %arg0 : tensor<2x2xf32>
    %splat_4 = tensor.splat %arg0[%arg5] : tensor<?x2xf32>
    %13 = memref.atomic_rmw maximumf %arg0, %arg4[%c0, %c0] : (f32, memref<?x4xf32>) -> f32
    %14 = vector.constant_mask [4] : vector<[4]xi1>
    %15 = vector.create_mask %arg5, %c0 : vector<2x[4]xi1>
    %16 = vector.load %arg4[%c0, %c0] {nontemporal = true} : memref<?x4xf32>, vector<4xf32>
    %17 = vector.broadcast %arg0 : f32 to vector<[4]xf32>
    %18 = vector.extract %arg7[1] : vector<4xf32> from vector<2x4xf32>
    %19 = vector.insert %arg0, %arg6 [0] : f32 into vector<[4]xf32>
    %20 = vector.multi_reduction <maxnumf>, %arg7, %18 [0] : vector<2x4xf32> to vector<4xf32>
    %21 = vector.reduction <mul>, %arg6, %arg0 : vector<[4]xf32> into f32
    %22 = vector.fma %arg6, %arg6, %arg6 : vector<[4]xf32>
    %23 = vector.splat %arg0 : vector<[4]xf32>
    %24 = vector.step : vector<[4]xindex>
    %25 = vector.extract %arg7[] : vector<2x4xf32> from vector<2x4xf32>
    %26 = vector.extract %arg7[%arg5, 1] : f32 from vector<2x4xf32>
    %27 = vector.bitcast %arg7 : vector<2x4xf32> to vector<2x2xf64>
    %28 = arith.index_castui %arg5 : index to i64
    %29 = arith.uitofp %arg2 : i32 to f32
    return
  }
}
