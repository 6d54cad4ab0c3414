// Nested regions are simplified too: unreachable blocks, dead code, merging and
// redundant arguments inside an op's regions, at every depth.
func.func @nested(%c: i1, %a: i32, %b: i32) {
  "u.region"() ({
  ^bb0:
    cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
  ^bb1(%x: i32):
    "u.use"(%x, %a) : (i32, i32) -> ()
    cf.br ^bb3
  ^bb2(%y: i32):
    "u.use"(%y, %b) : (i32, i32) -> ()
    cf.br ^bb3
  ^bb3:
    "u.region"() ({
      %d = arith.muli %a, %b : i32
      "u.yield"() : () -> ()
    ^bb1:
      "u.yield"() : () -> ()
    }) : () -> ()
    "u.yield"() : () -> ()
  ^bb4:
    "u.yield"() : () -> ()
  }) : () -> ()
  return
}

func.func @loop_in_region(%a: i32) {
  "u.region"() ({
    cf.br ^bb1(%a, %a : i32, i32)
  ^bb1(%x: i32, %y: i32):
    %z = arith.muli %y, %y : i32
    %c = "u.cond"(%x) : (i32) -> i1
    cf.cond_br %c, ^bb1(%x, %z : i32, i32), ^bb2
  ^bb2:
    "u.yield"() : () -> ()
  }) : () -> ()
  return
}
