// Blocks the entry does not reach go, cycles and values used across them included.
func.func @unreachable_block(%a: i32) {
  "u.use"(%a) : (i32) -> ()
  return
^bb1:
  "u.use"(%a) : (i32) -> ()
  return
}

func.func @unreachable_cycle(%a: i32, %c: i1) {
  cf.br ^bb3
^bb1(%x: i32):
  %y = "u.op"(%x) : (i32) -> i32
  cf.br ^bb2
^bb2:
  "u.use"(%y) : (i32) -> ()
  cf.cond_br %c, ^bb1(%y : i32), ^bb3
^bb3:
  "u.use"(%a) : (i32) -> ()
  return
}

func.func @self_loop_unreachable(%a: i32) {
  cf.br ^bb2
^bb1:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb1
^bb2:
  return
}

func.func @reachable_through_unregistered(%a: i32) {
  "u.jump"()[^bb2] : () -> ()
^bb1:
  "u.use"(%a) : (i32) -> ()
  return
^bb2:
  "u.use"(%a) : (i32) -> ()
  return
}

func.func @nested(%a: i32) {
  "u.region"() ({
    "u.yield"() : () -> ()
  ^bb1:
    "u.use"(%a) : (i32) -> ()
    "u.yield"() : () -> ()
  }) : () -> ()
  return
}
