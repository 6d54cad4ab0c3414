// cf: br, cond_br with block arguments, switch, assert; block names.
func.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %b : i32, i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32, %z: i32):
  %s = arith.addi %y, %z : i32
  cf.br ^bb3(%s : i32)
^bb3(%r: i32):
  cf.assert %c, "must hold"
  return %r : i32
}

func.func @cond_no_args(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}

func.func @switch(%flag: i32, %v: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^bb1(%v : f32),
    0: ^bb2,
    -3: ^bb1(%v : f32)
  ]
^bb1(%arg: f32):
  return %arg : f32
^bb2:
  %c = arith.constant 0.0 : f32
  return %c : f32
}

func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}
