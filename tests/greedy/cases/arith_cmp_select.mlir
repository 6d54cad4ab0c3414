func.func @cmpi(%x: i32, %b: i1, %y: i8, %v: vector<4xi32>) {
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %eq = arith.cmpi eq, %x, %x : i32
  %ne = arith.cmpi ne, %x, %x : i32
  %slt = arith.cmpi slt, %x, %x : i32
  %sge = arith.cmpi sge, %x, %x : i32
  %ule = arith.cmpi ule, %x, %x : i32
  %veq = arith.cmpi eq, %v, %v : vector<4xi32>
  "u.sink"(%eq, %ne, %slt, %sge, %ule, %veq) : (i1, i1, i1, i1, i1, vector<4xi1>) -> ()
  %k1 = arith.cmpi slt, %c5, %cm1 : i32
  %k2 = arith.cmpi ult, %c5, %cm1 : i32
  %k3 = arith.cmpi sge, %cm1, %c5 : i32
  %k4 = arith.cmpi uge, %cm1, %c5 : i32
  %k5 = arith.cmpi ne, %c5, %c0 : i32
  "u.sink"(%k1, %k2, %k3, %k4, %k5) : (i1, i1, i1, i1, i1) -> ()
  %m1 = arith.cmpi slt, %c5, %x : i32
  %m2 = arith.cmpi uge, %c5, %x : i32
  %m3 = arith.cmpi eq, %c5, %x : i32
  "u.sink"(%m1, %m2, %m3) : (i1, i1, i1) -> ()
  %f = arith.constant false
  %t = arith.constant true
  %n1 = arith.cmpi ne, %b, %f : i1
  %n2 = arith.cmpi eq, %b, %t : i1
  %n3 = arith.cmpi eq, %b, %f : i1
  %e1 = arith.extui %b : i1 to i32
  %n4 = arith.cmpi ne, %e1, %c0 : i32
  %e2 = arith.extsi %b : i1 to i32
  %n5 = arith.cmpi ne, %e2, %c0 : i32
  %e3 = arith.extui %y : i8 to i32
  %n6 = arith.cmpi ne, %e3, %c0 : i32
  "u.sink"(%n1, %n2, %n3, %n4, %n5, %n6) : (i1, i1, i1, i1, i1, i1) -> ()
  %va = arith.constant dense<[1, 5, 9, -3]> : vector<4xi32>
  %vb = arith.constant dense<5> : vector<4xi32>
  %vc = arith.cmpi slt, %va, %vb : vector<4xi32>
  %vd = arith.cmpi ult, %va, %vb : vector<4xi32>
  "u.sink"(%vc, %vd) : (vector<4xi1>, vector<4xi1>) -> ()
  return
}

func.func @cmpf(%x: f32) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %p0 = arith.constant 0.0 : f32
  %n0 = arith.constant -0.0 : f32
  %1 = arith.cmpf olt, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oeq, %p0, %n0 : f32
  %4 = arith.cmpf une, %a, %n : f32
  %5 = arith.cmpf ord, %a, %n : f32
  %6 = arith.cmpf uno, %x, %n : f32
  %7 = arith.cmpf olt, %n, %x : f32
  %8 = arith.cmpf false, %a, %b : f32
  %9 = arith.cmpf true, %a, %b : f32
  %10 = arith.cmpf oeq, %x, %x : f32
  %11 = arith.cmpf ueq, %n, %n : f32
  %12 = arith.cmpf one, %a, %b : f32
  %13 = arith.cmpf ule, %b, %a : f32
  "u.sink"(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  %va = arith.constant dense<1.0> : vector<2xf32>
  %vc = arith.cmpf olt, %va, %va : vector<2xf32>
  "u.sink"(%vc) : (vector<2xi1>) -> ()
  return
}

func.func @select(%c: i1, %x: i32, %y: i32, %vc: vector<4xi1>, %vx: vector<4xi32>) {
  %t = arith.constant true
  %f = arith.constant false
  %1 = arith.select %c, %x, %x : i32
  %2 = arith.select %t, %x, %y : i32
  %3 = arith.select %f, %x, %y : i32
  %4 = arith.select %c, %t, %f : i1
  %5 = arith.select %c, %f, %t : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %6 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %7 = arith.select %ne, %x, %y : i32
  %8 = arith.select %ne, %y, %x : i32
  "u.sink"(%1, %2, %3, %4, %5, %6, %7, %8) : (i32, i32, i32, i1, i1, i32, i32, i32) -> ()
  %st = arith.constant dense<true> : vector<4xi1>
  %9 = arith.select %st, %vx, %vx : vector<4xi1>, vector<4xi32>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<7> : vector<4xi32>
  %10 = arith.select %st, %a, %b : vector<4xi1>, vector<4xi32>
  %mc = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %11 = arith.select %mc, %a, %b : vector<4xi1>, vector<4xi32>
  %12 = arith.select %c, %a, %b : vector<4xi32>
  "u.sink"(%9, %10, %11, %12) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  return
}
