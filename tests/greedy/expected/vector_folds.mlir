module {
  func.func @f(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index) -> (vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<8xf32>, vector<4x2xf32>, vector<4xi32>, vector<2x4xf32>, f32, f32, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
    %cst = arith.constant dense<1.000000e+00> : vector<4x2xf32>
    %cst_0 = arith.constant dense<1.000000e+00> : vector<4xf32>
    %cst_1 = arith.constant dense<1.000000e+00> : vector<2x4xf32>
    %0 = vector.shape_cast %arg1 : vector<2x4xf32> to vector<8xf32>
    %1 = vector.shape_cast %0 : vector<8xf32> to vector<4x2xf32>
    %2 = vector.bitcast %arg0 : vector<4xf32> to vector<4xi32>
    %3 = vector.extract %arg1[1, 2] : f32 from vector<2x4xf32>
    "u.use"(%1, %cst, %3) : (vector<4x2xf32>, vector<4x2xf32>, f32) -> ()
    return %arg0, %cst_0, %cst_1, %0, %1, %2, %arg1, %arg2, %arg2, %3, %arg0, %arg0, %arg0 : vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<8xf32>, vector<4x2xf32>, vector<4xi32>, vector<2x4xf32>, f32, f32, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>
  }
  func.func @g(%arg0: vector<2x4xf32>, %arg1: f32, %arg2: vector<4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32, vector<2x4xf32>) {
    %c1 = arith.constant 1 : index
    %0 = vector.extract %arg0[%c1, 2] : f32 from vector<2x4xf32>
    %1 = vector.extract %arg2[3] : f32 from vector<4xf32>
    %2 = vector.extract %arg0[0, 1] : f32 from vector<2x4xf32>
    %3 = vector.insert %arg1, %arg0 [%c1, 0] : f32 into vector<2x4xf32>
    return %0, %arg2, %1, %arg2, %2, %arg0, %arg1, %3 : f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32, vector<2x4xf32>
  }
  func.func @chains(%arg0: vector<2x4xf32>, %arg1: f32, %arg2: vector<2x1xf32>, %arg3: vector<3x2x4xf32>) -> (f32, vector<4xf32>, f32, vector<2x3x4xf32>, vector<2x4xf32>) {
    %cst = arith.constant dense<1.500000e+00> : vector<2x3x4xf32>
    %cst_0 = arith.constant dense<2> : vector<2x3x4xi32>
    %0 = vector.extract %arg3[1, 1, 2] : f32 from vector<3x2x4xf32>
    %1 = vector.broadcast %arg2 : vector<2x1xf32> to vector<3x2x4xf32>
    %2 = vector.extract %1[2, 1] : vector<4xf32> from vector<3x2x4xf32>
    %3 = vector.extract %arg2[1, 0] : f32 from vector<2x1xf32>
    %4 = vector.insert %arg1, %arg0 [0, 0] : f32 into vector<2x4xf32>
    %5 = vector.insert %arg1, %4 [1, 3] : f32 into vector<2x4xf32>
    %6 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<2x2x2xf32>
    "u.use"(%2, %5, %cst_0, %6) : (vector<4xf32>, vector<2x4xf32>, vector<2x3x4xi32>, vector<2x2x2xf32>) -> ()
    return %0, %2, %3, %cst, %arg0 : f32, vector<4xf32>, f32, vector<2x3x4xf32>, vector<2x4xf32>
  }
}
