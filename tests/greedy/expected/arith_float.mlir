module {
  func.func @identities(%arg0: f32, %arg1: f32) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %cst_1 = arith.constant 0x7F800000 : f32
    %cst_2 = arith.constant 0x7FC00000 : f32
    %0 = arith.addf %arg0, %cst : f32
    %1 = arith.subf %arg0, %cst_0 : f32
    %2 = arith.mulf %arg0, %cst : f32
    %3 = arith.mulf %arg0, %cst fastmath<nnan,nsz> : f32
    %4 = arith.mulf %arg0, %cst_0 fastmath<fast> : f32
    "u.sink"(%arg0, %0, %arg0, %1, %arg0, %2, %3, %4, %arg0, %arg0, %arg0) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    %5 = arith.maximumf %arg0, %cst_1 : f32
    %6 = arith.maxnumf %arg0, %cst_2 : f32
    %7 = arith.minnumf %arg0, %cst_2 : f32
    "u.sink"(%arg0, %arg0, %5, %arg1, %arg1, %6, %7, %arg0) : (f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    return
  }
  func.func @consts() {
    %cst = arith.constant 1.000000e-01 : f32
    %cst_0 = arith.constant 0xFFC00000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant -0.000000e+00 : f32
    %cst_3 = arith.constant 3.000000e-01 : f32
    %cst_4 = arith.constant -1.000000e-01 : f32
    %cst_5 = arith.constant 0.0333333351 : f32
    %cst_6 = arith.constant 0.0999999567 : f32
    %cst_7 = arith.constant 0x7F800000 : f32
    %cst_8 = arith.constant 0xFF800000 : f32
    %cst_9 = arith.constant 0x7FC00000 : f32
    %cst_10 = arith.constant 0xFFC00001 : f32
    %cst_11 = arith.constant 0x7FC00001 : f32
    "u.sink"(%cst_3, %cst_4, %cst_3, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_9, %cst_9, %cst_10, %cst_10, %cst_11, %cst_10, %cst_9, %cst_2, %cst_9, %cst_1, %cst_2) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    "u.sink"(%cst_4, %cst_0, %cst_10, %cst_1, %cst_2, %cst_10, %cst, %cst_1, %cst_1) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    return
  }
  func.func @formats() {
    %cst = arith.constant dense<[1.500000e+00, 7.500000e-01, 3.000000e+00, 0xFF800000]> : vector<4xf32>
    %cst_0 = arith.constant dense<2.250000e+00> : vector<4xf32>
    %cst_1 = arith.constant dense<[2.500000e+00, 3.500000e+00, 2.000000e+00, 1.500000e+00]> : vector<4xf32>
    %cst_2 = arith.constant dense<[1.000000e+00, 2.000000e+00, 5.000000e-01, -0.000000e+00]> : vector<4xf32>
    %cst_3 = arith.constant 0.30000000000000004 : f64
    %cst_4 = arith.constant 5.000000e-01 : f64
    %cst_5 = arith.constant 1.000000e+00 : f16
    %cst_6 = arith.constant 0x7C00 : f16
    %cst_7 = arith.constant 1.668930e-05 : f16
    %cst_8 = arith.constant 3.339840e-01 : bf16
    %cst_9 = arith.constant 2.000000e+00 : f80
    %cst_10 = arith.constant 2.000000e+00 : f128
    %cst_11 = arith.constant -1.000000e+00 : f128
    "u.sink"(%cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11) : (f64, f64, f16, f16, f16, bf16, f80, f128, f128) -> ()
    "u.sink"(%cst_1, %cst_0, %cst, %cst_2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
    return
  }
  func.func @nums() {
    %cst = arith.constant 0xFFC00001 : f32
    %cst_0 = arith.constant 0x7FC00000 : f32
    %cst_1 = arith.constant 1.000000e-01 : f32
    %cst_2 = arith.constant 0x7F800001 : f32
    %cst_3 = arith.constant -0.000000e+00 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    "u.sink"(%cst, %cst, %cst_0, %cst_1, %cst_1, %cst_2, %cst_3, %cst_3, %cst_4) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    return
  }
}
