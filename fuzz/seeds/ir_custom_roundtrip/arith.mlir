func.func @more(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, f32) {
  %0 = arith.ceildivui %a, %b : i32
  %1 = arith.divui %0, %b : i32
  %2 = arith.maxui %1, %a : i32
  %3 = arith.minsi %2, %b : i32
  %4 = arith.remsi %3, %a : i32
  %5 = arith.shrsi %4, %b : i32
  %6 = arith.shrui %5, %b : i32
  %lo, %hi = arith.mului_extended %6, %a : i32
  %f0 = arith.maxnumf %x, %y fastmath<nsz> : f32
  %f1 = arith.minimumf %f0, %y : f32
  %t = arith.cmpi sge, %lo, %hi : i32
  %s = arith.select %t, %f0, %f1 : f32
  return %lo, %s : i32, f32
}
