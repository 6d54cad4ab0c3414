func.func @ints() {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 1 : i32
  %c = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %s7 = arith.constant 7 : i32
  %n7 = arith.constant -7 : i32
  %two = arith.constant 2 : i32
  %n2 = arith.constant -2 : i32
  %add = arith.addi %a, %b : i32
  %sub = arith.subi %c, %b : i32
  %mul = arith.muli %a, %a : i32
  %dz = arith.divsi %s7, %z : i32
  %dov = arith.divsi %c, %m1 : i32
  %d1 = arith.divsi %n7, %two : i32
  %du = arith.divui %n7, %two : i32
  %duz = arith.divui %n7, %z : i32
  %cd1 = arith.ceildivsi %n7, %two : i32
  %cd2 = arith.ceildivsi %s7, %n2 : i32
  %cd3 = arith.ceildivsi %n7, %n2 : i32
  %cd4 = arith.ceildivsi %s7, %two : i32
  %cdov = arith.ceildivsi %c, %m1 : i32
  %cdmin = arith.ceildivsi %c, %two : i32
  %cdu = arith.ceildivui %s7, %two : i32
  %cduz = arith.ceildivui %s7, %z : i32
  %fd1 = arith.floordivsi %n7, %two : i32
  %fd2 = arith.floordivsi %s7, %n2 : i32
  %fdov = arith.floordivsi %c, %m1 : i32
  %fdz = arith.floordivsi %c, %z : i32
  %r1 = arith.remsi %n7, %two : i32
  %r2 = arith.remui %n7, %two : i32
  %rz = arith.remsi %n7, %z : i32
  %rmin = arith.remsi %c, %m1 : i32
  "u.sink"(%add, %sub, %mul, %dz, %dov, %d1, %du, %duz, %cd1, %cd2, %cd3, %cd4, %cdov, %cdmin, %cdu, %cduz) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  "u.sink"(%fd1, %fd2, %fdov, %fdz, %r1, %r2, %rz, %rmin) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  %and = arith.andi %n7, %s7 : i32
  %or = arith.ori %n7, %two : i32
  %xor = arith.xori %n7, %s7 : i32
  %c31 = arith.constant 31 : i32
  %c32 = arith.constant 32 : i32
  %shl = arith.shli %b, %c31 : i32
  %shl32 = arith.shli %b, %c32 : i32
  %shlneg = arith.shli %b, %m1 : i32
  %shrs = arith.shrsi %c, %c31 : i32
  %shru = arith.shrui %c, %c31 : i32
  %maxs = arith.maxsi %n7, %s7 : i32
  %maxu = arith.maxui %n7, %s7 : i32
  %mins = arith.minsi %n7, %s7 : i32
  %minu = arith.minui %n7, %s7 : i32
  "u.sink"(%and, %or, %xor, %shl, %shl32, %shlneg, %shrs, %shru, %maxs, %maxu, %mins, %minu) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  %sum, %carry = arith.addui_extended %a, %a : i32, i1
  %sum2, %carry2 = arith.addui_extended %m1, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %c, %c : i32
  %ulo, %uhi = arith.mului_extended %m1, %m1 : i32
  "u.sink"(%sum, %carry, %sum2, %carry2, %lo, %hi, %ulo, %uhi) : (i32, i1, i32, i1, i32, i32, i32, i32) -> ()
  return
}

func.func @widths() {
  %t = arith.constant true
  %f = arith.constant false
  %a1 = arith.addi %t, %t : i1
  %m1 = arith.muli %t, %t : i1
  %d1 = arith.divsi %t, %t : i1
  %x1 = arith.xori %t, %f : i1
  "u.sink"(%a1, %m1, %d1, %x1) : (i1, i1, i1, i1) -> ()
  %imax = arith.constant 9223372036854775807 : index
  %i1 = arith.constant 1 : index
  %iadd = arith.addi %imax, %i1 : index
  %imin = arith.constant -9223372036854775808 : i64
  %lm1 = arith.constant -1 : i64
  %ldiv = arith.divsi %imin, %lm1 : i64
  %lrem = arith.remsi %imin, %lm1 : i64
  %lmul = arith.muli %imin, %lm1 : i64
  "u.sink"(%iadd, %ldiv, %lrem, %lmul) : (index, i64, i64, i64) -> ()
  %w1 = arith.constant 340282366920938463463374607431768211455 : i128
  %w2 = arith.constant 1 : i128
  %wadd = arith.addi %w1, %w2 : i128
  %big = arith.constant 12345678901234567890123456789012345678901234567890 : i200
  %bmul = arith.muli %big, %big : i200
  %bsub = arith.subi %big, %bmul : i200
  "u.sink"(%wadd, %bmul, %bsub) : (i128, i200, i200) -> ()
  %i8a = arith.constant 100 : i8
  %i8s = arith.addi %i8a, %i8a : i8
  %i8m = arith.muli %i8a, %i8a : i8
  %i8d = arith.divui %i8s, %i8a : i8
  "u.sink"(%i8s, %i8m, %i8d) : (i8, i8, i8) -> ()
  return
}

func.func @vectors() {
  %a = arith.constant dense<7> : vector<4xi32>
  %b = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %z = arith.constant dense<[1, 0, 3, 4]> : vector<4xi32>
  %add = arith.addi %a, %b : vector<4xi32>
  %mul = arith.muli %a, %a : vector<4xi32>
  %div = arith.divsi %a, %z : vector<4xi32>
  %div2 = arith.divsi %a, %b : vector<4xi32>
  %sub = arith.subi %b, %b : vector<4xi32>
  %t = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  %tt = arith.muli %t, %t : tensor<2x2xi8>
  %sh = arith.constant dense<[1, 40, 2, 3]> : vector<4xi32>
  %shl = arith.shli %a, %sh : vector<4xi32>
  %sh2 = arith.constant dense<[40, 1, 2, 3]> : vector<4xi32>
  %shl2 = arith.shli %a, %sh2 : vector<4xi32>
  "u.sink"(%add, %mul, %div, %div2, %sub, %tt, %shl, %shl2) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi32>, vector<4xi32>) -> ()
  return
}
