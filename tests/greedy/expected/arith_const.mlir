module {
  func.func @ints() {
    %c1073741824_i32 = arith.constant 1073741824 : i32
    %true = arith.constant true
    %false = arith.constant false
    %c-2_i32 = arith.constant -2 : i32
    %c-5_i32 = arith.constant -5 : i32
    %c-4_i32 = arith.constant -4 : i32
    %c4_i32 = arith.constant 4 : i32
    %c2147483644_i32 = arith.constant 2147483644 : i32
    %c-3_i32 = arith.constant -3 : i32
    %c32_i32 = arith.constant 32 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c7_i32 = arith.constant 7 : i32
    %c-7_i32 = arith.constant -7 : i32
    %c2_i32 = arith.constant 2 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = arith.divsi %c7_i32, %c0_i32 : i32
    %1 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
    %2 = arith.divui %c-7_i32, %c0_i32 : i32
    %3 = arith.ceildivsi %c-2147483648_i32, %c-1_i32 : i32
    %4 = arith.ceildivsi %c-2147483648_i32, %c2_i32 : i32
    %5 = arith.ceildivui %c7_i32, %c0_i32 : i32
    %6 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
    %7 = arith.floordivsi %c-2147483648_i32, %c0_i32 : i32
    %8 = arith.remsi %c-7_i32, %c0_i32 : i32
    "u.sink"(%c-2147483648_i32, %c2147483647_i32, %c1_i32, %0, %1, %c-3_i32, %c2147483644_i32, %2, %c-3_i32, %c-3_i32, %c4_i32, %c4_i32, %3, %4, %c4_i32, %5) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "u.sink"(%c-4_i32, %c-4_i32, %6, %7, %c-1_i32, %c1_i32, %8, %c0_i32) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    %9 = arith.shli %c1_i32, %c32_i32 : i32
    %10 = arith.shli %c1_i32, %c-1_i32 : i32
    "u.sink"(%c1_i32, %c-5_i32, %c-2_i32, %c-2147483648_i32, %9, %10, %c-1_i32, %c1_i32, %c7_i32, %c-7_i32, %c-7_i32, %c7_i32) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "u.sink"(%c-2_i32, %false, %c0_i32, %true, %c0_i32, %c1073741824_i32, %c1_i32, %c-2_i32) : (i32, i1, i32, i1, i32, i32, i32, i32) -> ()
    return
  }
  func.func @widths() {
    %c2_i8 = arith.constant 2 : i8
    %c16_i8 = arith.constant 16 : i8
    %c-56_i8 = arith.constant -56 : i8
    %c498616192567634677335314811006965243504816916616564959999630_i200 = arith.constant 498616192567634677335314811006965243504816916616564959999630 : i200
    %c-498616192555288998434080243116841786715804570937663725431740_i200 = arith.constant -498616192555288998434080243116841786715804570937663725431740 : i200
    %c0_i128 = arith.constant 0 : i128
    %c0_i64 = arith.constant 0 : i64
    %c-9223372036854775808 = arith.constant -9223372036854775808 : index
    %c-1_i64 = arith.constant -1 : i64
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %true = arith.constant true
    %false = arith.constant false
    "u.sink"(%false, %true, %true, %true) : (i1, i1, i1, i1) -> ()
    %0 = arith.divsi %c-9223372036854775808_i64, %c-1_i64 : i64
    "u.sink"(%c-9223372036854775808, %0, %c0_i64, %c-9223372036854775808_i64) : (index, i64, i64, i64) -> ()
    "u.sink"(%c0_i128, %c-498616192555288998434080243116841786715804570937663725431740_i200, %c498616192567634677335314811006965243504816916616564959999630_i200) : (i128, i200, i200) -> ()
    "u.sink"(%c-56_i8, %c16_i8, %c2_i8) : (i8, i8, i8) -> ()
    return
  }
  func.func @vectors() {
    %cst = arith.constant dense<[0, 14, 28, 56]> : vector<4xi32>
    %cst_0 = arith.constant dense<[14, 0, 28, 56]> : vector<4xi32>
    %cst_1 = arith.constant dense<[[1, 4], [9, 16]]> : tensor<2x2xi8>
    %cst_2 = arith.constant dense<0> : vector<4xi32>
    %cst_3 = arith.constant dense<[7, 3, 2, 1]> : vector<4xi32>
    %cst_4 = arith.constant dense<7> : vector<4xi32>
    %cst_5 = arith.constant dense<[1, 0, 3, 4]> : vector<4xi32>
    %cst_6 = arith.constant dense<[8, 9, 10, 11]> : vector<4xi32>
    %cst_7 = arith.constant dense<49> : vector<4xi32>
    %0 = arith.divsi %cst_4, %cst_5 : vector<4xi32>
    "u.sink"(%cst_6, %cst_7, %0, %cst_3, %cst_2, %cst_1, %cst_0, %cst) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi32>, vector<4xi32>) -> ()
    return
  }
}
