module {
  func.func @strided(%arg0: vector<4x4xf32>, %arg1: vector<8x16xf32>, %arg2: vector<6x4xf32>, %arg3: vector<2x8xf32>, %arg4: vector<1x4xf32>, %arg5: vector<1x4xf32>) -> (vector<4x4xf32>, vector<4x4xf32>, vector<1x1xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xi32>) {
    %cst = arith.constant dense<5> : vector<4x4xi32>
    %0 = vector.insert_strided_slice %arg0, %arg1 {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
    %1 = vector.extract_strided_slice %arg2 {offsets = [1, 0], sizes = [4, 4], strides = [1, 1]} : vector<6x4xf32> to vector<4x4xf32>
    %2 = vector.extract_strided_slice %arg4 {offsets = [0, 1], sizes = [1, 1], strides = [1, 1]} : vector<1x4xf32> to vector<1x1xf32>
    %3 = vector.extract_strided_slice %0 {offsets = [5, 5], sizes = [2, 2], strides = [1, 1]} : vector<8x16xf32> to vector<2x2xf32>
    %4 = vector.extract_strided_slice %0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<8x16xf32> to vector<2x2xf32>
    %5 = vector.extract_strided_slice %cst {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi32> to vector<2x2xi32>
    return %arg0, %1, %2, %3, %4, %5 : vector<4x4xf32>, vector<4x4xf32>, vector<1x1xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xi32>
  }
  func.func @elements(%arg0: vector<3xf32>, %arg1: vector<3xf32>, %arg2: i32, %arg3: i32) -> (vector<3xf32>, i32, vector<4xi32>, i32, i32, i32, vector<4xi32>, vector<4xi32>, i32) {
    %c-1_i32 = arith.constant -1 : i32
    %c9_i32 = arith.constant 9 : i32
    %cst = arith.constant dense<[1, 3, 5, 7]> : vector<4xi32>
    %c5_i32 = arith.constant 5 : i32
    %cst_0 = arith.constant dense<[1, 3, 9, 7]> : vector<4xi32>
    %0 = vector.splat %arg2 : vector<4xi32>
    %1 = vector.extractelement %0[%arg3 : i32] : vector<4xi32>
    %2 = vector.insertelement %c9_i32, %cst[%c-1_i32 : i32] : vector<4xi32>
    %3 = vector.insertelement %c9_i32, %cst[%c9_i32 : i32] : vector<4xi32>
    %4 = vector.extractelement %cst[%c9_i32 : i32] : vector<4xi32>
    return %arg0, %c5_i32, %cst_0, %arg2, %arg2, %1, %2, %3, %4 : vector<3xf32>, i32, vector<4xi32>, i32, i32, i32, vector<4xi32>, vector<4xi32>, i32
  }
  func.func @transfers(%arg0: memref<4x8xf32>, %arg1: memref<?x8xf32>, %arg2: tensor<4x4xf32>, %arg3: vector<1x4xf32>, %arg4: index) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4x9xf32>, tensor<4x4xf32>, tensor<4x4xf32>, vector<2x4xf32>) {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
    vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32>
    %1 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [false, true]} : memref<?x8xf32>, vector<4x8xf32>
    %2 = vector.transfer_read %arg1[%c0, %c0], %cst : memref<?x8xf32>, vector<4x9xf32>
    vector.transfer_write %1, %arg1[%c0, %arg4] : vector<4x8xf32>, memref<?x8xf32>
    %3 = vector.transfer_read %arg0[%c3, %c0], %cst {in_bounds = [false, true]} : memref<4x8xf32>, vector<2x4xf32>
    return %0, %1, %2, %arg2, %arg2, %3 : vector<4x8xf32>, vector<4x8xf32>, vector<4x9xf32>, tensor<4x4xf32>, tensor<4x4xf32>, vector<2x4xf32>
  }
  func.func @raw(%arg0: tensor<4x4xf32>, %arg1: vector<1x4xf32>, %arg2: vector<1x4xf32>, %arg3: index) -> (vector<1x4xf32>, vector<1x4xf32>, vector<1x4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_write %arg1, %arg0[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
    %1 = vector.transfer_write %arg2, %0[%arg3, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
    %2 = vector.transfer_read %1[%c1, %c0], %cst {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
    %3 = vector.transfer_write %arg1, %arg0[%c1, %arg3] {in_bounds = [true, false]} : vector<1x4xf32>, tensor<4x4xf32>
    %4 = vector.transfer_read %3[%c1, %arg3], %cst {in_bounds = [true, false]} : tensor<4x4xf32>, vector<1x4xf32>
    return %arg1, %2, %4 : vector<1x4xf32>, vector<1x4xf32>, vector<1x4xf32>
  }
}
