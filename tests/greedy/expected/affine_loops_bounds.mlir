module {
  func.func @const_bounds(%arg0: index) {
    affine.for %arg1 = 0 to 40 step 4 {
      "u.use"(%arg1) : (index) -> ()
    }
    affine.for %arg1 = 2 to %arg0 {
      "u.use"(%arg1) : (index) -> ()
    }
    affine.for %arg1 = 43 to 80 {
      "u.use"(%arg1) : (index) -> ()
    }
    return
  }
  func.func @partial(%arg0: index, %arg1: index) {
    affine.for %arg2 = 0 to %arg0 {
      affine.for %arg3 = affine_map<(d0) -> (d0)>(%arg2) to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%arg2)[%arg1] {
        "u.use"(%arg2, %arg3) : (index, index) -> ()
      }
      affine.for %arg3 = 0 to affine_map<()[s0, s1] -> (s0 + s1)>()[%arg0, %arg1] {
        "u.use"(%arg3) : (index) -> ()
      }
      affine.for %arg3 = 0 to affine_map<()[s0] -> (s0 * 2)>()[%arg0] {
        "u.use"(%arg3) : (index) -> ()
      }
      affine.for %arg3 = 0 to affine_map<()[s0] -> (s0 * 2)>()[%arg1] {
        "u.use"(%arg3) : (index) -> ()
      }
      affine.for %arg3 = 0 to affine_map<(d0) -> (d0 * 2)>(%arg2) {
        "u.use"(%arg3) : (index) -> ()
      }
    }
    return
  }
  func.func @zero_trip(%arg0: f32, %arg1: index) -> (f32, f32) {
    %0 = affine.for %arg2 = 0 to %arg1 iter_args(%arg3 = %arg0) -> (f32) {
      %1 = arith.addf %arg3, %arg3 : f32
      affine.yield %1 : f32
    }
    affine.for %arg2 = 10 to 4 {
      "u.use"(%arg2) : (index) -> ()
    }
    return %arg0, %0 : f32, f32
  }
}
