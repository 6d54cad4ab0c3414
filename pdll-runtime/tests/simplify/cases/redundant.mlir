// Block arguments every predecessor passes the same value are dropped; terminators
// without branch knowledge (unregistered ops) keep them.
func.func @redundant(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  "u.use"(%x, %y) : (i32, i32) -> ()
  return
}

func.func @redundant_loop_invariant(%a: i32, %n: index) {
  cf.br ^bb1(%a, %n : i32, index)
^bb1(%x: i32, %i: index):
  "u.use"(%x) : (i32) -> ()
  %j = "u.next"(%i) : (index) -> index
  %c = "u.cond"(%j) : (index) -> i1
  cf.cond_br %c, ^bb1(%a, %j : i32, index), ^bb2
^bb2:
  return
}

func.func @redundant_switch(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i32, i32),
    5: ^bb1(%a, %a : i32, i32)
  ]
^bb1(%x: i32, %y: i32):
  "u.use"(%x, %y) : (i32, i32) -> ()
  return
}

func.func @unregistered_terminator_keeps(%a: i32) {
  "u.jump"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "u.use"(%x) : (i32) -> ()
  return
}

func.func @unregistered_terminator_dead_argument(%a: i32) {
  "u.jump"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  return
}

func.func @mixed_predecessors(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  "u.jump"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "u.use"(%x) : (i32) -> ()
  return
}
