module {
  func.func @binary(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi64>) -> (i32, f32) {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.subi %0, %arg1 overflow<nsw> : i32
    %2 = arith.muli %1, %arg0 overflow<nsw, nuw> : i32
    %3 = arith.shli %2, %arg1 overflow<nuw> : i32
    %4 = arith.divsi %3, %arg0 : i32
    %5 = arith.remui %4, %arg1 : i32
    %6 = arith.andi %5, %arg0 : i32
    %7 = arith.ori %6, %arg1 : i32
    %8 = arith.xori %7, %arg0 : i32
    %9 = arith.maxsi %8, %arg0 : i32
    %10 = arith.minui %9, %arg1 : i32
    %11 = arith.ceildivsi %10, %arg0 : i32
    %12 = arith.floordivsi %11, %arg1 : i32
    %13 = arith.addf %arg2, %arg3 : f32
    %14 = arith.mulf %13, %arg3 fastmath<fast> : f32
    %15 = arith.subf %14, %arg2 fastmath<nnan,ninf> : f32
    %16 = arith.divf %15, %arg3 : f32
    %17 = arith.negf %16 fastmath<contract> : f32
    %18 = arith.maximumf %17, %arg2 : f32
    %19 = arith.minnumf %18, %arg3 : f32
    %20 = arith.remf %19, %arg2 : f32
    %21 = arith.addi %arg4, %arg4 : vector<4xi64>
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
    return %12, %20 : i32, f32
  }
  func.func @compare(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: tensor<4xf64>) -> (i1, i1, tensor<4xi1>) {
    %0 = arith.cmpi eq, %arg0, %arg1 : i32
    %1 = arith.cmpi ne, %arg0, %arg1 : i32
    %2 = arith.cmpi slt, %arg0, %arg1 : i32
    %3 = arith.cmpi uge, %arg0, %arg1 : i32
    %4 = arith.cmpf oeq, %arg2, %arg3 : f64
    %5 = arith.cmpf ult, %arg2, %arg3 fastmath<nnan> : f64
    %6 = arith.cmpf uno, %arg2, %arg3 : f64
    %7 = arith.cmpf une, %arg4, %arg4 : tensor<4xf64>
    %8 = arith.andi %0, %1 : i1
    return %8, %5, %7 : i1, i1, tensor<4xi1>
  }
  func.func @constants() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c42 = arith.constant 42 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i8 = arith.constant -1 : i8
    %c7_i64 = arith.constant 7 : i64
    %c1_i32_0 = arith.constant 1 : i32
    %true = arith.constant true
    %false = arith.constant false
    %true_1 = arith.constant true
    %cst = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 2.500000e+00 : f64
    %cst_3 = arith.constant 0x7FC00000 : f32
    %cst_4 = arith.constant -0.000000e+00 : f16
    %cst_5 = arith.constant 3.000000e+00 : bf16
    %cst_6 = arith.constant dense<0> : vector<4xi32>
    %cst_7 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
    %cst_8 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %cst_9 = arith.constant dense<true> : vector<3xi1>
    %c-1_i128 = arith.constant -1 : i128
    %c5_i16 = arith.constant {note = "kept"} 5 : i16
    "test.use"(%c0, %c1, %c42, %c0_i32, %c1_i32, %c-1_i8, %c7_i64, %c1_i32_0) : (index, index, index, i32, i32, i8, i64, i32) -> ()
    "test.use"(%true, %false, %true_1, %cst, %cst_2, %cst_3, %cst_4, %cst_5) : (i1, i1, i1, f32, f64, f32, f16, bf16) -> ()
    "test.use"(%cst_6, %cst_7, %cst_8, %cst_9, %c-1_i128, %c5_i16) : (vector<4xi32>, vector<2xf32>, tensor<2x2xi64>, vector<3xi1>, i128, i16) -> ()
    return
  }
  func.func @casts(%arg0: i32, %arg1: f32, %arg2: index, %arg3: vector<4xi16>, %arg4: i1) -> i32 {
    %0 = arith.extsi %arg0 : i32 to i64
    %1 = arith.extui %arg0 : i32 to i64
    %2 = arith.trunci %0 : i64 to i16
    %3 = arith.extf %arg1 : f32 to f64
    %4 = arith.truncf %3 : f64 to f16
    %5 = arith.sitofp %arg0 : i32 to f32
    %6 = arith.uitofp %arg0 : i32 to f64
    %7 = arith.fptosi %arg1 : f32 to i32
    %8 = arith.fptoui %arg1 : f32 to i8
    %9 = arith.index_cast %arg2 : index to i32
    %10 = arith.index_castui %arg0 : i32 to index
    %11 = arith.bitcast %arg1 : f32 to i32
    %12 = arith.extsi %arg3 : vector<4xi16> to vector<4xi32>
    %13 = arith.select %arg4, %7, %11 : i32
    %14 = arith.select %arg4, %arg3, %arg3 : vector<4xi16>
    return %13 : i32
  }
}
