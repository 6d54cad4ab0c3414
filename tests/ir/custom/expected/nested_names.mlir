module @outer attributes {test.top} {
  func.func @first(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %c1_i32_1 = arith.constant 1 : i32
    %cst = arith.constant 2.000000e+00 : f32
    %cst_2 = arith.constant 2.000000e+00 : f32
    %cst_3 = arith.constant 3.000000e+00 : f64
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.addi %c1_i32_0, %c1_i32_1 : i32
    %2 = "test.region"(%0) ({
    ^bb0(%arg1: i32):
      %true = arith.constant true
      %true_4 = arith.constant true
      %3 = arith.addi %arg1, %1 : i32
      %4 = scf.if %true -> (i32) {
        %c1_i32_5 = arith.constant 1 : i32
        %5 = arith.muli %3, %c1_i32_5 : i32
        scf.yield %5 : i32
      } else {
        scf.yield %3 : i32
      }
      "test.yield"(%4) : (i32) -> ()
    }) : (i32) -> i32
    "test.use"(%cst, %cst_2, %cst_3) : (f32, f32, f64) -> ()
    return %2 : i32
  }
  func.func @second(%arg0: index, %arg1: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg0, %arg1 : index
    %1 = scf.for %arg2 = %c0 to %0 step %c1 iter_args(%arg3 = %c0) -> (index) {
      %2 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg3) -> (index) {
        %c0_0 = arith.constant 0 : index
        %3 = arith.addi %arg5, %arg4 : index
        %4 = arith.addi %3, %c0_0 : index
        scf.yield %4 : index
      }
      scf.yield %2 : index
    }
    return %1 : index
  }
  module @inner {
    func.func private @decl(i32) -> i32
    func.func @third() -> i32 {
      %c1_i32 = arith.constant 1 : i32
      %0 = call @decl(%c1_i32) : (i32) -> i32
      return %0 : i32
    }
  }
  "test.isolated"() ({
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %c1_i32, %c1_i32 : i32
    "test.done"(%0) : (i32) -> ()
  }) : () -> ()
}
