// Region DCE: dead block arguments, dead ops carried around a loop, the successor
// operands that fed them.
func.func @dead_argument(%a: i32, %b: i32) {
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  "u.use"(%y) : (i32) -> ()
  return
}

func.func @dead_loop(%a: i32, %n: index) {
  cf.br ^bb1(%a, %n : i32, index)
^bb1(%x: i32, %i: index):
  %y = arith.muli %x, %x : i32
  %j = arith.addi %i, %i : index
  %c = "u.cond"(%j) : (index) -> i1
  cf.cond_br %c, ^bb1(%y, %j : i32, index), ^bb2
^bb2:
  return
}

func.func @dead_chain(%a: i32) -> i32 {
  %x = arith.muli %a, %a : i32
  %y = arith.muli %x, %a : i32
  %z = arith.muli %y, %y : i32
  return %x : i32
}

func.func @live_through_effects(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.muli %x, %x : i32
  "u.sink"(%y) : (i32) -> ()
  return
}

func.func @switch_dead_case_operand(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%a, %b : i32, i32),
    2: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  "u.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32, %z: i32):
  "u.use"(%z) : (i32) -> ()
  return
^bb3(%w: i32):
  return
}

func.func @nested_dead(%a: i32) {
  "u.region"() ({
    %x = arith.muli %a, %a : i32
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.yield"() : () -> ()
  }) : () -> ()
  return
}
