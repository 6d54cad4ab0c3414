func.func @casts(%x: i8, %y: i32, %f: f32, %h: f16) {
  %e1 = arith.extui %x : i8 to i16
  %e2 = arith.extui %e1 : i16 to i32
  %s1 = arith.extsi %x : i8 to i16
  %s2 = arith.extsi %s1 : i16 to i64
  %t1 = arith.extsi %x : i8 to i32
  %t2 = arith.trunci %t1 : i32 to i8
  %t3 = arith.trunci %t1 : i32 to i16
  %t4 = arith.extui %y : i32 to i64
  %t5 = arith.trunci %t4 : i64 to i16
  %t6 = arith.trunci %y : i32 to i16
  %t7 = arith.trunci %t6 : i16 to i8
  "u.sink"(%e2, %s2, %t2, %t3, %t5, %t7) : (i32, i64, i8, i16, i16, i8) -> ()
  %xe = arith.extf %h : f16 to f32
  %xt = arith.truncf %xe : f32 to f16
  %xe2 = arith.extf %h : f16 to f64
  %xt2 = arith.truncf %xe2 : f64 to f32
  %fe = arith.extf %f : f32 to f64
  %ft = arith.truncf %fe : f64 to f16
  "u.sink"(%xt, %xt2, %ft) : (f16, f32, f16) -> ()
  %i1 = arith.index_cast %y : i32 to index
  %i2 = arith.index_cast %i1 : index to i32
  %u1 = arith.index_castui %y : i32 to index
  %u2 = arith.index_castui %u1 : index to i32
  "u.sink"(%i2, %u2) : (i32, i32) -> ()
  return
}

func.func @consts() {
  %m1 = arith.constant -1 : i8
  %c100 = arith.constant 100 : i32
  %big = arith.constant 300 : i32
  %a = arith.extui %m1 : i8 to i32
  %b = arith.extsi %m1 : i8 to i32
  %c = arith.trunci %big : i32 to i8
  %t = arith.constant true
  %d = arith.extui %t : i1 to i32
  %e = arith.extsi %t : i1 to i32
  "u.sink"(%a, %b, %c, %d, %e) : (i32, i32, i8, i32, i32) -> ()
  %f1 = arith.constant 0.1 : f64
  %f2 = arith.constant 0.5 : f64
  %f3 = arith.constant 1.0e300 : f64
  %g1 = arith.truncf %f1 : f64 to f32
  %g2 = arith.truncf %f2 : f64 to f32
  %g3 = arith.truncf %f3 : f64 to f32
  %h1 = arith.constant 0.1 : f32
  %g4 = arith.extf %h1 : f32 to f64
  %nan = arith.constant 0x7FC00000 : f32
  %g5 = arith.extf %nan : f32 to f64
  %inf = arith.constant 0x7F800000 : f32
  %g6 = arith.extf %inf : f32 to f64
  %g7 = arith.truncf %f2 : f64 to bf16
  %g8 = arith.extf %h1 : f32 to f128
  "u.sink"(%g1, %g2, %g3, %g4, %g5, %g6, %g7, %g8) : (f32, f32, f32, f64, f64, f64, bf16, f128) -> ()
  %i1 = arith.sitofp %m1 : i8 to f32
  %i2 = arith.uitofp %m1 : i8 to f32
  %imax = arith.constant 9223372036854775807 : i64
  %i3 = arith.sitofp %imax : i64 to f32
  %i4 = arith.uitofp %c100 : i32 to f16
  %i5 = arith.constant 16777217 : i32
  %i6 = arith.sitofp %i5 : i32 to f32
  %i7 = arith.constant 70000 : i32
  %i8 = arith.sitofp %i7 : i32 to f16
  "u.sink"(%i1, %i2, %i3, %i4, %i6, %i8) : (f32, f32, f32, f16, f32, f16) -> ()
  %p1 = arith.constant -2.9 : f32
  %p2 = arith.constant 255.9 : f32
  %p3 = arith.constant 256.0 : f32
  %p4 = arith.constant -0.5 : f32
  %q1 = arith.fptosi %p1 : f32 to i8
  %q2 = arith.fptoui %p1 : f32 to i8
  %q3 = arith.fptoui %p2 : f32 to i8
  %q4 = arith.fptoui %p3 : f32 to i8
  %q5 = arith.fptoui %p4 : f32 to i8
  %q6 = arith.fptosi %nan : f32 to i32
  %q7 = arith.fptosi %inf : f32 to i32
  "u.sink"(%q1, %q2, %q3, %q4, %q5, %q6, %q7) : (i8, i8, i8, i8, i8, i32, i32) -> ()
  %r1 = arith.index_cast %m1 : i8 to index
  %r2 = arith.index_castui %m1 : i8 to index
  %bigi = arith.constant -4294967297 : index
  %r3 = arith.index_cast %bigi : index to i32
  %r4 = arith.index_castui %bigi : index to i64
  "u.sink"(%r1, %r2, %r3, %r4) : (index, index, i32, i64) -> ()
  %b1 = arith.bitcast %h1 : f32 to i32
  %b2 = arith.bitcast %c100 : i32 to f32
  %b3 = arith.bitcast %m1 : i8 to i8
  %vi = arith.constant dense<1065353216> : vector<2xi32>
  %b4 = arith.bitcast %vi : vector<2xi32> to vector<2xf32>
  "u.sink"(%b1, %b2, %b3, %b4) : (i32, f32, i8, vector<2xf32>) -> ()
  %vs = arith.constant dense<[1, -1]> : vector<2xi8>
  %ve = arith.extsi %vs : vector<2xi8> to vector<2xi32>
  %vu = arith.extui %vs : vector<2xi8> to vector<2xi32>
  %vf = arith.sitofp %vs : vector<2xi8> to vector<2xf32>
  "u.sink"(%ve, %vu, %vf) : (vector<2xi32>, vector<2xi32>, vector<2xf32>) -> ()
  return
}
