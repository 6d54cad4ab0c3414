module {
  func.func @vector(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: memref<?x?xf32>, %arg4: index, %arg5: vector<4xi1>, %arg6: index) -> f32 {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
    %1 = vector.broadcast %arg1 : vector<4xf32> to vector<3x4xf32>
    %2 = vector.extract %arg2[1, 2] : f32 from vector<2x4xf32>
    %3 = vector.extract %arg2[0] : vector<4xf32> from vector<2x4xf32>
    %4 = vector.extract %arg2[%arg4, 3] : f32 from vector<2x4xf32>
    %5 = vector.insert %arg0, %arg2 [0, 1] : f32 into vector<2x4xf32>
    %6 = vector.insert %arg1, %arg2 [1] : vector<4xf32> into vector<2x4xf32>
    %7 = vector.shuffle %arg1, %0 [0, 4, 1, 5, 7] : vector<4xf32>, vector<4xf32>
    %8 = vector.splat %arg0 : vector<8xf32>
    %9 = vector.transfer_read %arg3[%c0, %arg4], %cst : memref<?x?xf32>, vector<4xf32>
    %10 = vector.transfer_read %arg3[%c0, %c0], %cst {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
    %11 = vector.transfer_read %arg3[%arg4, %c0], %cst, %arg5 : memref<?x?xf32>, vector<4xf32>
    vector.transfer_write %arg1, %arg3[%c0, %arg4] : vector<4xf32>, memref<?x?xf32>
    vector.transfer_write %arg2, %arg3[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<?x?xf32>
    %12 = vector.load %arg3[%c0, %arg4] : memref<?x?xf32>, vector<4xf32>
    vector.store %12, %arg3[%arg4, %c0] : memref<?x?xf32>, vector<4xf32>
    %13 = vector.maskedload %arg3[%c0, %c0], %arg5, %arg1 : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %14 = vector.reduction <add>, %arg1 : vector<4xf32> into f32
    %15 = vector.reduction <maximumf>, %arg1, %arg0 fastmath<nnan> : vector<4xf32> into f32
    %16 = vector.multi_reduction <add>, %arg2, %arg1 [0] : vector<2x4xf32> to vector<4xf32>
    %17 = vector.fma %arg1, %arg1, %0 : vector<4xf32>
    %18 = vector.outerproduct %arg1, %arg1 : vector<4xf32>, vector<4xf32>
    %19 = vector.outerproduct %arg1, %arg0, %arg1 {kind = #vector.kind<add>} : vector<4xf32>, f32
    %20 = "test.make"() : () -> vector<2x3xf32>
    %21 = "test.make"() : () -> vector<3x4xf32>
    %22 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %20, %21, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
    %23 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %arg1, %arg1, %arg0 : vector<4xf32>, vector<4xf32> into f32
    %24 = vector.mask %arg5 { vector.reduction <add>, %arg1 : vector<4xf32> into f32 } : vector<4xi1> -> f32
    %25 = vector.mask %arg5, %arg1 { vector.transfer_read %arg3[%c0, %c0], %cst : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    %26 = vector.shape_cast %arg2 : vector<2x4xf32> to vector<8xf32>
    %27 = vector.transpose %arg2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
    %28 = vector.bitcast %arg1 : vector<4xf32> to vector<8xf16>
    %29 = vector.create_mask %arg6 : vector<4xi1>
    %30 = vector.constant_mask [2, 3] : vector<4x4xi1>
    %31 = vector.extract_strided_slice %arg2 {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
    %32 = vector.insert_strided_slice %31, %arg2 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
    %33 = vector.step : vector<4xindex>
    %34 = vector.broadcast %arg0 : f32 to vector<[4]xf32>
    vector.print %arg1 : vector<4xf32>
    vector.print str "done"
    "test.use"(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %13, %15, %16, %17, %18, %19, %22, %23, %24, %25, %26, %27, %28, %29, %30, %32, %33, %34) : (vector<3x4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2x4xf32>, vector<5xf32>, vector<8xf32>, vector<4xf32>, vector<4x2xf32>, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>, vector<4x4xf32>, vector<4xf32>, vector<2x4xf32>, f32, f32, vector<4xf32>, vector<8xf32>, vector<4x2xf32>, vector<8xf16>, vector<4xi1>, vector<4x4xi1>, vector<2x4xf32>, vector<4xindex>, vector<[4]xf32>) -> ()
    return %14 : f32
  }
}
