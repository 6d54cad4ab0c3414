module {
  func.func @apply_bounds(%arg0: index, %arg1: index) {
    affine.for %arg2 = 0 to affine_map<()[s0] -> (s0 * 4)>()[%arg0] {
      affine.for %arg3 = affine_map<(d0) -> (d0 + 2)>(%arg2) to affine_map<(d0)[s0] -> (d0 + s0 + 2)>(%arg2)[%arg1] {
        "u.use"(%arg3) : (index) -> ()
      }
      %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%arg2)[%arg1]
      affine.if affine_set<(d0)[s0, s1] : (d0 * -2 + s0 - s1 - 1 >= 0)>(%arg2)[%arg0, %arg1] {
        "u.use"(%0) : (index) -> ()
      }
    }
    affine.for %arg2 = affine_map<()[s0] -> (s0 + 5)>()[%arg1] to 100 {
      "u.use"(%arg2) : (index) -> ()
    }
    return
  }
}
