module {
  func.func @zero_trips(%arg0: index, %arg1: f32) -> (index, index, index, f32, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = affine.for %arg2 = 4 to 5 iter_args(%arg3 = %arg1) -> (f32) {
      %2 = arith.addf %arg3, %arg3 : f32
      affine.yield %2 : f32
    }
    %1 = affine.for %arg2 = %arg0 to %arg0 iter_args(%arg3 = %arg0) -> (index) {
      affine.yield %c1 : index
    }
    affine.for %arg2 = 0 to 0 {
      "u.x"() : () -> ()
    }
    return %c2, %c0, %arg0, %0, %1 : index, index, index, f32, index
  }
}
