module {
  func.func @casts(%arg0: i8, %arg1: i32, %arg2: f32, %arg3: f16) {
    %0 = arith.extui %arg0 : i8 to i32
    %1 = arith.extsi %arg0 : i8 to i64
    %2 = arith.extsi %arg0 : i8 to i32
    %3 = arith.trunci %2 : i32 to i16
    %4 = arith.trunci %arg1 : i32 to i16
    %5 = arith.trunci %arg1 : i32 to i8
    "u.sink"(%0, %1, %arg0, %3, %4, %5) : (i32, i64, i8, i16, i16, i8) -> ()
    %6 = arith.extf %arg3 : f16 to f32
    %7 = arith.truncf %6 : f32 to f16
    %8 = arith.extf %arg3 : f16 to f64
    %9 = arith.truncf %8 : f64 to f32
    %10 = arith.extf %arg2 : f32 to f64
    %11 = arith.truncf %10 : f64 to f16
    "u.sink"(%7, %9, %11) : (f16, f32, f16) -> ()
    %12 = arith.index_cast %arg1 : i32 to index
    %13 = arith.index_cast %12 : index to i32
    %14 = arith.index_castui %arg1 : i32 to index
    %15 = arith.index_castui %14 : index to i32
    "u.sink"(%13, %15) : (i32, i32) -> ()
    return
  }
  func.func @consts() {
    %cst = arith.constant dense<[1.000000e+00, -1.000000e+00]> : vector<2xf32>
    %cst_0 = arith.constant dense<[1, 255]> : vector<2xi32>
    %cst_1 = arith.constant dense<[1, -1]> : vector<2xi32>
    %cst_2 = arith.constant dense<1.000000e+00> : vector<2xf32>
    %cst_3 = arith.constant 1.401300e-43 : f32
    %c1036831949_i32 = arith.constant 1036831949 : i32
    %c-4294967297_i64 = arith.constant -4294967297 : i64
    %c255 = arith.constant 255 : index
    %c-1 = arith.constant -1 : index
    %c0_i8 = arith.constant 0 : i8
    %c-1_i8 = arith.constant -1 : i8
    %c-2_i8 = arith.constant -2 : i8
    %cst_4 = arith.constant 0x7C00 : f16
    %cst_5 = arith.constant 0x4B800000 : f32
    %cst_6 = arith.constant 1.000000e+02 : f16
    %cst_7 = arith.constant 9.22337203E+18 : f32
    %cst_8 = arith.constant 2.550000e+02 : f32
    %cst_9 = arith.constant -1.000000e+00 : f32
    %cst_10 = arith.constant 0.100000001490116119384765625 : f128
    %cst_11 = arith.constant 5.000000e-01 : bf16
    %cst_12 = arith.constant 0x7FF0000000000000 : f64
    %cst_13 = arith.constant 0x7FF8000000000000 : f64
    %cst_14 = arith.constant 0.10000000149011612 : f64
    %cst_15 = arith.constant 5.000000e-01 : f32
    %cst_16 = arith.constant 2.560000e+02 : f32
    %cst_17 = arith.constant -2.900000e+00 : f32
    %cst_18 = arith.constant 0x7F800000 : f32
    %cst_19 = arith.constant 0x7FC00000 : f32
    %cst_20 = arith.constant 1.000000e+300 : f64
    %cst_21 = arith.constant 1.000000e-01 : f64
    %c255_i32 = arith.constant 255 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c44_i8 = arith.constant 44 : i8
    %c1_i32 = arith.constant 1 : i32
    "u.sink"(%c255_i32, %c-1_i32, %c44_i8, %c1_i32, %c-1_i32) : (i32, i32, i8, i32, i32) -> ()
    %0 = arith.truncf %cst_21 : f64 to f32
    %1 = arith.truncf %cst_20 : f64 to f32
    "u.sink"(%0, %cst_15, %1, %cst_14, %cst_13, %cst_12, %cst_11, %cst_10) : (f32, f32, f32, f64, f64, f64, bf16, f128) -> ()
    "u.sink"(%cst_9, %cst_8, %cst_7, %cst_6, %cst_5, %cst_4) : (f32, f32, f32, f16, f32, f16) -> ()
    %2 = arith.fptoui %cst_17 : f32 to i8
    %3 = arith.fptoui %cst_16 : f32 to i8
    %4 = arith.fptosi %cst_19 : f32 to i32
    %5 = arith.fptosi %cst_18 : f32 to i32
    "u.sink"(%c-2_i8, %2, %c-1_i8, %3, %c0_i8, %4, %5) : (i8, i8, i8, i8, i8, i32, i32) -> ()
    "u.sink"(%c-1, %c255, %c-1_i32, %c-4294967297_i64) : (index, index, i32, i64) -> ()
    "u.sink"(%c1036831949_i32, %cst_3, %c-1_i8, %cst_2) : (i32, f32, i8, vector<2xf32>) -> ()
    "u.sink"(%cst_1, %cst_0, %cst) : (vector<2xi32>, vector<2xi32>, vector<2xf32>) -> ()
    return
  }
}
