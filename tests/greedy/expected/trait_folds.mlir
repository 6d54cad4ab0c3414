module {
  func.func @commutative(%arg0: i32, %arg1: i32, %arg2: f32) -> (i32, i32, f32) {
    %cst = arith.constant 2.500000e+00 : f32
    %c3_i32 = arith.constant 3 : i32
    %c5_i32 = arith.constant 5 : i32
    %0 = arith.addi %arg0, %c5_i32 : i32
    %1 = arith.muli %arg1, %c3_i32 : i32
    %2 = arith.addf %arg2, %cst : f32
    return %0, %1, %2 : i32, i32, f32
  }
  func.func @idempotent(%arg0: i32, %arg1: i32) -> (i32, i32) {
    return %arg0, %arg1 : i32, i32
  }
}
