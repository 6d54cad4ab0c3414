func.func @const_bounds(%n: index) {
  %c40 = arith.constant 40 : index
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to %c40 step 4 {
    "u.use"(%i) : (index) -> ()
  }
  affine.for %i = %c2 to %n {
    "u.use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 + 3)>(%c2)[%c40] to min affine_map<(d0) -> (d0 * 2, 100)>(%c40) {
    "u.use"(%i) : (index) -> ()
  }
  return
}
func.func @partial(%n: index, %m: index) {
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0, s1] -> (d0 + s0, s1)>(%i)[%c8, %m] {
      "u.use"(%i, %j) : (index, index) -> ()
    }
    affine.for %j = 0 to affine_map<(d0, d1) -> (d0 + d1)>(%n, %m) {
      "u.use"(%j) : (index) -> ()
    }
    affine.for %j = 0 to affine_map<(d0, d1)[s0] -> (d1 + s0)>(%i, %n)[%n] {
      "u.use"(%j) : (index) -> ()
    }
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 + s1)>()[%m, %m] {
      "u.use"(%j) : (index) -> ()
    }
    affine.for %j = 0 to affine_map<(d0, d1) -> (d1 + d0)>(%i, %i) {
      "u.use"(%j) : (index) -> ()
    }
  }
  return
}
func.func @zero_trip(%x: f32, %n: index) -> (f32, f32) {
  %c4 = arith.constant 4 : index
  %r = affine.for %i = 10 to %c4 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  %q = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  affine.for %i = 10 to %c4 {
    "u.use"(%i) : (index) -> ()
  }
  return %r, %q : f32, f32
}
