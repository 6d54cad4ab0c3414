func.func @apply_bounds(%n: index, %m: index) {
  %a = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%n]
  affine.for %i = 0 to %a {
    %b = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%b) to affine_map<(d0)[s0] -> (d0 + s0)>(%b)[%m] {
      "u.use"(%j) : (index) -> ()
    }
    %c = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%m]
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%c)[%n] {
      "u.use"(%c) : (index) -> ()
    }
  }
  %c5 = arith.constant 5 : index
  %d = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%c5, %m)
  affine.for %i = %d to 100 {
    "u.use"(%i) : (index) -> ()
  }
  return
}
