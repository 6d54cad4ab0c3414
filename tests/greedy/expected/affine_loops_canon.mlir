module {
  func.func @redundant(%arg0: index, %arg1: index) {
    affine.for %arg2 = 0 to 6 {
      affine.for %arg3 = 0 to affine_map<(d0) -> (d0 + 4)>(%arg2) {
        "u.use"(%arg2, %arg3) : (index, index) -> ()
      }
      affine.for %arg3 = max affine_map<(d0) -> (d0 - 2, 0)>(%arg2) to 10 {
        "u.use"(%arg2, %arg3) : (index, index) -> ()
      }
      affine.for %arg3 = 5 to min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%arg2)[%arg0] {
        "u.use"(%arg2, %arg3) : (index, index) -> ()
      }
    }
    affine.for %arg2 = 0 to 20 {
      affine.for %arg3 = 0 to min affine_map<(d0) -> (d0 + 4, 10)>(%arg2) {
        "u.use"(%arg2, %arg3) : (index, index) -> ()
      }
    }
    return
  }
  func.func @duplicates(%arg0: index, %arg1: index) {
    affine.for %arg2 = %arg0 to min affine_map<()[s0, s1] -> (s0, s1, s0)>()[%arg1, %arg0] {
      "u.use"(%arg2) : (index) -> ()
    }
    affine.for %arg2 = max affine_map<()[s0, s1] -> (s1, s0)>()[%arg1, %arg0] to %arg1 {
      "u.use"(%arg2) : (index) -> ()
    }
    return
  }
  func.func @parallel(%arg0: index) {
    affine.parallel (%arg1, %arg2) = (0, 0) to (10, 10) {
      affine.for %arg3 = affine_map<(d0) -> (d0)>(%arg1) to affine_map<(d0, d1) -> (d0 + d1 + 3)>(%arg1, %arg2) {
        "u.use"(%arg3) : (index) -> ()
      }
      affine.if affine_set<(d0)[s0] : (d0 - 3 >= 0, -s0 + 3 >= 0)>(%arg1)[%arg0] {
        "u.use"(%arg1) : (index) -> ()
      }
    }
    return
  }
  func.func @zero_trips(%arg0: i32, %arg1: index) -> (i32, i32, i32) {
    %0 = affine.for %arg2 = 3 to 4 step 3 iter_args(%arg3 = %arg0) -> (i32) {
      %1 = arith.addi %arg3, %arg3 : i32
      affine.yield %1 : i32
    }
    return %arg0, %arg0, %0 : i32, i32, i32
  }
}
