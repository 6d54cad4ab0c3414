// Identical blocks merge; operands that differ become block arguments (pruned when
// they repeat).
func.func @merge_same(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @merge_differing(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "u.use"(%b) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @merge_pruned(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.use"(%a, %a) : (i32, i32) -> ()
  cf.br ^bb3
^bb2:
  "u.use"(%b, %b) : (i32, i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @merge_with_arguments(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %y = "u.op"(%x, %a) : (i32, i32) -> i32
  "u.use"(%y) : (i32) -> ()
  cf.br ^bb3
^bb2(%z: i32):
  %w = "u.op"(%z, %b) : (i32, i32) -> i32
  "u.use"(%w) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @three_way(%f: i32, %a: i32, %b: i32, %d: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb4
^bb2:
  "u.use"(%b) : (i32) -> ()
  cf.br ^bb4
^bb3:
  "u.use"(%d) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return
}

func.func @no_merge_used_outside(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "u.op"(%a) : (i32) -> i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = "u.op"(%a) : (i32) -> i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @no_merge_different_ops(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "u.other"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @unregistered_predecessor(%a: i32, %b: i32) {
  "u.jump"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "u.use"(%b) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @unregistered_predecessor_same(%a: i32) {
  "u.jump"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}
