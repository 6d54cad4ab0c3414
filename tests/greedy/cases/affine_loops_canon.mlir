func.func @redundant(%n: index, %m: index) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to min affine_map<(d0) -> (d0 + 4, 10)>(%i) {
      "u.use"(%i, %j) : (index, index) -> ()
    }
    affine.for %j = max affine_map<(d0) -> (d0 - 2, 0)>(%i) to 10 {
      "u.use"(%i, %j) : (index, index) -> ()
    }
    affine.for %j = max affine_map<(d0) -> (d0, 5)>(%i) to min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%i)[%n] {
      "u.use"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to min affine_map<(d0) -> (d0 + 4, 10)>(%i) {
      "u.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
func.func @duplicates(%n: index, %m: index) {
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%n, %n) to min affine_map<()[s0, s1] -> (s0, s1, s0)>()[%m, %n] {
    "u.use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%n)[%m] to affine_map<(d0, d1) -> (d0)>(%m, %n) {
    "u.use"(%i) : (index) -> ()
  }
  return
}
func.func @parallel(%n: index) {
  %c3 = arith.constant 3 : index
  affine.parallel (%i, %j) = (0, 0) to (10, 10) {
    affine.for %k = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>(%i, %j)[%c3] {
      "u.use"(%k) : (index) -> ()
    }
    affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, d1 - s0 >= 0)>(%i, %c3)[%n] {
      "u.use"(%i) : (index) -> ()
    }
  }
  return
}
func.func @zero_trips(%x: i32, %n: index) -> (i32, i32, i32) {
  %c10 = arith.constant 10 : index
  %c4 = arith.constant 4 : index
  %r = affine.for %i = affine_map<(d0) -> (d0 * 2)>(%c4) to %c4 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    affine.yield %s : i32
  }
  %q = affine.for %i = 4 to 4 step 3 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    affine.yield %s : i32
  }
  %p = affine.for %i = 3 to 4 step 3 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    affine.yield %s : i32
  }
  return %r, %q, %p : i32, i32, i32
}
