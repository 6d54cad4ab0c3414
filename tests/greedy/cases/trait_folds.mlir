func.func @commutative(%x: i32, %y: i32, %f: f32) -> (i32, i32, f32) {
  %c5 = arith.constant 5 : i32
  %a = arith.addi %c5, %x : i32
  %c3 = arith.constant 3 : i32
  %m = arith.muli %c3, %y : i32
  %cf = arith.constant 2.5 : f32
  %g = arith.addf %cf, %f : f32
  return %a, %m, %g : i32, i32, f32
}

func.func @idempotent(%x: i32, %y: i32) -> (i32, i32) {
  %b = arith.andi %x, %x : i32
  %o = arith.ori %y, %y : i32
  return %b, %o : i32, i32
}
