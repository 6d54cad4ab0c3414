module {
  func.func @sets(%arg0: index, %arg1: index) {
    affine.for %arg2 = 0 to 20 {
      affine.if affine_set<(d0) : (-d0 + 9 >= 0)>(%arg2) {
        "u.use"(%arg2) : (index) -> ()
      }
      affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%arg2)[%arg0] {
        "u.use"(%arg2) : (index) -> ()
      }
      affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 >= 0)>(%arg2)[%arg1] {
        "u.use"(%arg2) : (index) -> ()
      }
      affine.if affine_set<() : (0 >= 0)>() {
        "u.use"(%arg2) : (index) -> ()
      }
    }
    %0 = affine.if affine_set<() : (10 >= 0)>() -> index {
      affine.yield %arg0 : index
    } else {
      affine.yield %arg1 : index
    }
    "u.use"(%0) : (index) -> ()
    return
  }
}
