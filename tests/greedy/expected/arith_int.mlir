module {
  func.func @identities(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %cst = arith.constant dense<0> : vector<4xi32>
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    "u.sink"(%arg0, %c0_i32, %arg1, %c0_i32, %arg1, %arg0, %arg0, %arg0, %arg1) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    %0 = arith.andi %arg0, %arg1 : i32
    "u.sink"(%c0_i32, %arg0, %c0_i32, %c0_i32, %arg0, %c-1_i32, %c-1_i32, %c0_i32, %arg1, %arg0, %arg0, %0) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    %1 = arith.muli %arg0, %arg1 overflow<nsw> : i32
    %2 = arith.divsi %1, %arg1 : i32
    %3 = arith.muli %arg0, %arg1 overflow<nuw> : i32
    %4 = arith.divui %3, %arg0 : i32
    %5 = arith.muli %arg0, %arg1 : i32
    %6 = arith.divsi %5, %arg1 : i32
    "u.sink"(%arg0, %arg0, %arg0, %arg0, %arg0, %c0_i32, %c0_i32, %2, %4, %6) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "u.sink"(%arg0, %arg0, %arg0, %arg0, %c2147483647_i32, %arg0, %c-2147483648_i32, %arg0, %c-1_i32, %arg0, %c0_i32, %arg0) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "u.sink"(%arg2, %cst, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
    return %arg0, %c0_i32, %arg1, %c0_i32, %arg1, %arg0, %arg0, %arg0, %arg1, %c0_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
}
