func.func @identities(%x: f32, %y: f32) {
  %p0 = arith.constant 0.0 : f32
  %n0 = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %a1 = arith.addf %x, %n0 : f32
  %a2 = arith.addf %x, %p0 : f32
  %s1 = arith.subf %x, %p0 : f32
  %s2 = arith.subf %x, %n0 : f32
  %m1 = arith.mulf %x, %one : f32
  %m0 = arith.mulf %x, %p0 : f32
  %m0f = arith.mulf %x, %p0 fastmath<nnan,nsz> : f32
  %m0fast = arith.mulf %x, %n0 fastmath<fast> : f32
  %d1 = arith.divf %x, %one : f32
  %nn = arith.negf %x : f32
  %nnn = arith.negf %nn : f32
  %nnf = arith.negf %x fastmath<fast> : f32
  %nnnf = arith.negf %nnf fastmath<fast> : f32
  "u.sink"(%a1, %a2, %s1, %s2, %m1, %m0, %m0f, %m0fast, %d1, %nnn, %nnnf) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %mx = arith.maximumf %x, %x : f32
  %mxi = arith.maximumf %x, %ninf : f32
  %mxp = arith.maximumf %x, %pinf : f32
  %mn = arith.minimumf %y, %y : f32
  %mni = arith.minimumf %y, %pinf : f32
  %mxn = arith.maxnumf %x, %nan : f32
  %mnn = arith.minnumf %x, %nan : f32
  %mxnx = arith.maxnumf %x, %x : f32
  "u.sink"(%mx, %mxi, %mxp, %mn, %mni, %mxn, %mnn, %mxnx) : (f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

func.func @consts() {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %c = arith.constant 3.0 : f32
  %big = arith.constant 3.0e38 : f32
  %p0 = arith.constant 0.0 : f32
  %n0 = arith.constant -0.0 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nnan = arith.constant 0xFFC00001 : f32
  %snan = arith.constant 0x7F800001 : f32
  %add = arith.addf %a, %b : f32
  %sub = arith.subf %a, %b : f32
  %mul = arith.mulf %a, %c : f32
  %div = arith.divf %a, %c : f32
  %rem = arith.remf %c, %a : f32
  %ovf = arith.mulf %big, %c : f32
  %dz = arith.divf %c, %n0 : f32
  %zz = arith.divf %p0, %p0 : f32
  %ii = arith.subf %pinf, %pinf : f32
  %zi = arith.mulf %p0, %ninf : f32
  %nadd = arith.addf %c, %nnan : f32
  %nadd2 = arith.addf %nnan, %nan : f32
  %sadd = arith.addf %snan, %c : f32
  %nsub = arith.subf %c, %nnan : f32
  %remz = arith.remf %c, %p0 : f32
  %remn = arith.remf %n0, %c : f32
  %remneg = arith.remf %c, %n0 : f32
  %zsum = arith.addf %p0, %n0 : f32
  %zdiff = arith.subf %n0, %p0 : f32
  "u.sink"(%add, %sub, %mul, %div, %rem, %ovf, %dz, %zz, %ii, %zi, %nadd, %nadd2, %sadd, %nsub, %remz, %remn, %remneg, %zsum, %zdiff) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  %neg = arith.negf %a : f32
  %negn = arith.negf %nan : f32
  %mx = arith.maximumf %a, %nnan : f32
  %mxz = arith.maximumf %n0, %p0 : f32
  %mnz = arith.minimumf %p0, %n0 : f32
  %mxnum = arith.maxnumf %nnan, %a : f32
  %mnnum = arith.minnumf %a, %b : f32
  %mxnz = arith.maxnumf %n0, %p0 : f32
  %mxnz2 = arith.maxnumf %p0, %n0 : f32
  "u.sink"(%neg, %negn, %mx, %mxz, %mnz, %mxnum, %mnnum, %mxnz, %mxnz2) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

func.func @formats() {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %add = arith.addf %a, %b : f64
  %div = arith.divf %a, %b : f64
  %h1 = arith.constant 1.0 : f16
  %h2 = arith.constant 0.000488281 : f16
  %hadd = arith.addf %h1, %h2 : f16
  %h3 = arith.constant 60000.0 : f16
  %hmul = arith.mulf %h3, %h3 : f16
  %hdiv = arith.divf %h1, %h3 : f16
  %bf1 = arith.constant 1.0 : bf16
  %bf3 = arith.constant 3.0 : bf16
  %bdiv = arith.divf %bf1, %bf3 : bf16
  %x1 = arith.constant 1.0 : f80
  %xadd = arith.addf %x1, %x1 : f80
  %q1 = arith.constant 1.0 : f128
  %qadd = arith.addf %q1, %q1 : f128
  %q2 = arith.negf %q1 : f128
  "u.sink"(%add, %div, %hadd, %hmul, %hdiv, %bdiv, %xadd, %qadd, %q2) : (f64, f64, f16, f16, f16, bf16, f80, f128, f128) -> ()
  %v = arith.constant dense<1.5> : vector<4xf32>
  %w = arith.constant dense<[1.0, 2.0, 0.5, -0.0]> : vector<4xf32>
  %vadd = arith.addf %v, %w : vector<4xf32>
  %vmul = arith.mulf %v, %v : vector<4xf32>
  %vdiv = arith.divf %v, %w : vector<4xf32>
  %vz = arith.constant dense<1.0> : vector<4xf32>
  %vy = arith.mulf %w, %vz : vector<4xf32>
  "u.sink"(%vadd, %vmul, %vdiv, %vy) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
  return
}
func.func @nums() {
  %a = arith.constant 0.1 : f32
  %nnan = arith.constant 0xFFC00001 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %snan = arith.constant 0x7F800001 : f32
  %n0 = arith.constant -0.0 : f32
  %p0 = arith.constant 0.0 : f32
  %1 = arith.maxnumf %nnan, %a : f32
  %2 = arith.maxnumf %a, %nnan : f32
  %3 = arith.maxnumf %nan, %a : f32
  %4 = arith.minnumf %nan, %a : f32
  %5 = arith.minnumf %a, %nan : f32
  %6 = arith.maxnumf %snan, %a : f32
  %7 = arith.minnumf %n0, %p0 : f32
  %8 = arith.minnumf %p0, %n0 : f32
  %9 = arith.maxnumf %n0, %p0 : f32
  "u.sink"(%1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}
