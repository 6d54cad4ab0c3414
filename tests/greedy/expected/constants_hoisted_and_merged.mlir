module {
  func.func @f(%arg0: i32, %arg1: memref<4xi32>) -> i32 {
    %c1 = arith.constant 1 : index
    %cst = arith.constant 1.000000e+00 : f32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = "test.use"(%arg0) : (i32) -> i32
    %1 = "test.use"(%0, %c1_i32, %c2_i32) : (i32, i32, i32) -> i32
    %2 = "test.use"(%1, %c1_i32) : (i32, i32) -> i32
    "test.sink"(%cst) : (f32) -> ()
    memref.store %2, %arg1[%c1] : memref<4xi32>
    return %2 : i32
  }
  func.func @nested(%arg0: i32, %arg1: index) -> i32 {
    %c7_i32 = arith.constant 7 : i32
    %c0 = arith.constant 0 : index
    %0 = scf.for %arg2 = %c0 to %arg1 step %arg1 iter_args(%arg3 = %arg0) -> (i32) {
      %2 = "test.use"(%arg3, %c7_i32) : (i32, i32) -> i32
      "test.sink"(%c0) : (index) -> ()
      scf.yield %2 : i32
    }
    %1 = "test.use"(%0, %c7_i32) : (i32, i32) -> i32
    return %1 : i32
  }
  func.func @in_unregistered(%arg0: i32) {
    %c3_i32 = arith.constant 3 : i32
    "test.region"() ({
      %c3_i32_0 = arith.constant 3 : i32
      "test.sink"(%c3_i32_0) : (i32) -> ()
      "test.sink"(%c3_i32_0) : (i32) -> ()
      "test.end"() : () -> ()
    }) : () -> ()
    "test.sink"(%c3_i32) : (i32) -> ()
    return
  }
  func.func @unused_constants() {
    return
  }
}
