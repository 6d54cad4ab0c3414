module {
  func.func @cmpi(%arg0: i32, %arg1: i1, %arg2: i8, %arg3: vector<4xi32>) {
    %cst = arith.constant dense<[true, false, false, false]> : vector<4xi1>
    %cst_0 = arith.constant dense<[true, false, false, true]> : vector<4xi1>
    %true = arith.constant true
    %false = arith.constant false
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<true> : vector<4xi1>
    "u.sink"(%true, %false, %false, %true, %true, %cst_1) : (i1, i1, i1, i1, i1, vector<4xi1>) -> ()
    "u.sink"(%false, %true, %false, %true, %true) : (i1, i1, i1, i1, i1) -> ()
    %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
    %1 = arith.cmpi ule, %arg0, %c5_i32 : i32
    %2 = arith.cmpi eq, %arg0, %c5_i32 : i32
    "u.sink"(%0, %1, %2) : (i1, i1, i1) -> ()
    %3 = arith.cmpi ne, %arg1, %false : i1
    %4 = arith.cmpi eq, %arg1, %true : i1
    %5 = arith.cmpi eq, %arg1, %false : i1
    %6 = arith.extui %arg2 : i8 to i32
    %7 = arith.cmpi ne, %6, %c0_i32 : i32
    "u.sink"(%3, %4, %5, %arg1, %arg1, %7) : (i1, i1, i1, i1, i1, i1) -> ()
    "u.sink"(%cst_0, %cst) : (vector<4xi1>, vector<4xi1>) -> ()
    return
  }
  func.func @cmpf(%arg0: f32) {
    %cst = arith.constant dense<1.000000e+00> : vector<2xf32>
    %true = arith.constant true
    %false = arith.constant false
    %0 = arith.cmpf oeq, %arg0, %arg0 : f32
    "u.sink"(%true, %false, %true, %true, %false, %true, %false, %false, %true, %0, %true, %true, %false) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
    %1 = arith.cmpf olt, %cst, %cst : vector<2xf32>
    "u.sink"(%1) : (vector<2xi1>) -> ()
    return
  }
  func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xi32>) {
    %cst = arith.constant dense<[1, 7, 3, 7]> : vector<4xi32>
    %cst_0 = arith.constant dense<7> : vector<4xi32>
    %cst_1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
    %true = arith.constant true
    %false = arith.constant false
    %0 = arith.select %arg0, %false, %true : i1
    "u.sink"(%arg1, %arg1, %arg2, %arg0, %0, %arg2, %arg1, %arg2) : (i32, i32, i32, i1, i1, i32, i32, i32) -> ()
    %1 = arith.select %arg0, %cst_1, %cst_0 : vector<4xi32>
    "u.sink"(%arg4, %cst_1, %cst, %1) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
    return
  }
}
