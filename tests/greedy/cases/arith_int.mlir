func.func @identities(%x: i32, %y: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %a = arith.addi %x, %c0 : i32
  %s = arith.subi %x, %x : i32
  %s0 = arith.subi %y, %c0 : i32
  %m0 = arith.muli %x, %c0 : i32
  %m1 = arith.muli %y, %c1 : i32
  %sub = arith.subi %x, %y : i32
  %add = arith.addi %sub, %y : i32
  %add2 = arith.addi %y, %sub : i32
  %ab = arith.addi %x, %y : i32
  %sb = arith.subi %ab, %y : i32
  %sa = arith.subi %ab, %x : i32
  "u.sink"(%a, %s, %s0, %m0, %m1, %add, %add2, %sb, %sa) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  %and0 = arith.andi %x, %c0 : i32
  %andm = arith.andi %x, %cm1 : i32
  %notx = arith.xori %x, %cm1 : i32
  %andn = arith.andi %x, %notx : i32
  %andn2 = arith.andi %notx, %x : i32
  %or0 = arith.ori %x, %c0 : i32
  %orm = arith.ori %x, %cm1 : i32
  %orn = arith.ori %x, %notx : i32
  %xx = arith.xori %y, %y : i32
  %x0 = arith.xori %y, %c0 : i32
  %xy = arith.xori %x, %y : i32
  %xyy = arith.xori %xy, %y : i32
  %yxy = arith.xori %y, %xy : i32
  %and1 = arith.andi %x, %y : i32
  %and2 = arith.andi %x, %and1 : i32
  "u.sink"(%and0, %andm, %andn, %andn2, %or0, %orm, %orn, %xx, %x0, %xyy, %yxy, %and2) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  %d1 = arith.divsi %x, %c1 : i32
  %du1 = arith.divui %x, %c1 : i32
  %cd1 = arith.ceildivsi %x, %c1 : i32
  %cdu1 = arith.ceildivui %x, %c1 : i32
  %fd1 = arith.floordivsi %x, %c1 : i32
  %r1 = arith.remsi %x, %c1 : i32
  %ru1 = arith.remui %x, %c1 : i32
  %mulnsw = arith.muli %x, %y overflow<nsw> : i32
  %dm = arith.divsi %mulnsw, %y : i32
  %mulnuw = arith.muli %x, %y overflow<nuw> : i32
  %dmu = arith.divui %mulnuw, %x : i32
  %mulplain = arith.muli %x, %y : i32
  %dmp = arith.divsi %mulplain, %y : i32
  "u.sink"(%d1, %du1, %cd1, %cdu1, %fd1, %r1, %ru1, %dm, %dmu, %dmp) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  %sh0 = arith.shli %x, %c0 : i32
  %shr0 = arith.shrsi %x, %c0 : i32
  %shu0 = arith.shrui %x, %c0 : i32
  %maxx = arith.maxsi %x, %x : i32
  %cmax = arith.constant 2147483647 : i32
  %cmin = arith.constant -2147483648 : i32
  %maxsmax = arith.maxsi %x, %cmax : i32
  %maxsmin = arith.maxsi %x, %cmin : i32
  %minsmin = arith.minsi %x, %cmin : i32
  %minsmax = arith.minsi %x, %cmax : i32
  %maxum = arith.maxui %x, %cm1 : i32
  %maxu0 = arith.maxui %x, %c0 : i32
  %minu0 = arith.minui %x, %c0 : i32
  %minum = arith.minui %x, %cm1 : i32
  "u.sink"(%sh0, %shr0, %shu0, %maxx, %maxsmax, %maxsmin, %minsmin, %minsmax, %maxum, %maxu0, %minu0, %minum) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  %vz = arith.constant dense<0> : vector<4xi32>
  %va = arith.addi %v, %vz : vector<4xi32>
  %vs = arith.subi %v, %v : vector<4xi32>
  %vo = arith.constant dense<1> : vector<4xi32>
  %vm = arith.muli %v, %vo : vector<4xi32>
  "u.sink"(%va, %vs, %vm) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  return %a, %s, %s0, %m0, %m1, %add, %add2, %sb, %sa, %xx : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
