func.func @merged(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  %u = "u.use"(%a) : (i32) -> i32
  cf.br ^bb3(%u : i32)
^bb2(%b: i32):
  %v = "u.use"(%b) : (i32) -> i32
  cf.br ^bb3(%v : i32)
^bb3(%r: i32):
  return %r : i32
^bb4:
  %k = arith.constant 1 : i32
  return %k : i32
}

func.func @dead_argument(%c: i1, %x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1(%x, %c1 : i32, i32), ^bb1(%y, %c1 : i32, i32)
^bb1(%a: i32, %unused: i32):
  %c2 = arith.constant 2 : i32
  %s = "u.use"(%a, %c2) : (i32, i32) -> i32
  return %s : i32
}

func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c1 = arith.constant 1 : index
  %cmp = "u.cond"(%i, %n) : (index, index) -> i1
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  %next = "u.next"(%i, %c1) : (index, index) -> index
  cf.br ^bb1(%next : index)
^bb3:
  return
}
