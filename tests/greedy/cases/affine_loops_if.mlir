func.func @sets(%n: index, %m: index) {
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to 20 {
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%c10] {
      "u.use"(%i) : (index) -> ()
    }
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %n) {
      "u.use"(%i) : (index) -> ()
    }
    affine.if affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d1 >= 0)>(%i, %i)[%m] {
      "u.use"(%i) : (index) -> ()
    }
    affine.if affine_set<()[s0, s1] : (s0 - s1 >= 0)>()[%n, %n] {
      "u.use"(%i) : (index) -> ()
    }
  }
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%c10) -> index {
    affine.yield %n : index
  } else {
    affine.yield %m : index
  }
  "u.use"(%r) : (index) -> ()
  return
}
