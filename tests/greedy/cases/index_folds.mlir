func.func @binary() -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %c7 = index.constant 7
  %cm7 = index.constant -7
  %c2 = index.constant 2
  %cm2 = index.constant -2
  %c0 = index.constant 0
  %big = index.constant 4294967296
  %m1 = index.constant -1
  %a = index.add %c7, %c2
  %b = index.sub %c2, %c7
  %c = index.mul %cm7, %c2
  %d = index.divs %cm7, %c2
  %e = index.divu %m1, %c2
  %f = index.ceildivs %cm7, %c2
  %g = index.ceildivu %c7, %c2
  %h = index.floordivs %cm7, %c2
  %i = index.rems %cm7, %c2
  %j = index.remu %big, %c7
  %k = index.maxs %cm7, %c2
  %l = index.maxu %cm7, %c2
  %m = index.mins %cm2, %c7
  %n = index.minu %cm2, %c7
  %o = index.shl %c7, %c2
  %p = index.shrs %cm7, %c2
  %q = index.shru %m1, %c2
  %r = index.and %c7, %cm2
  %s = index.or %c7, %cm2
  %t = index.xor %c7, %cm2
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p, %q, %r, %s, %t : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}

func.func @not_folded(%x: index) -> (index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c32 = index.constant 32
  %c2 = index.constant 2
  %big = index.constant 4294967296
  %a = index.divs %x, %c0
  %b = index.shl %c2, %c32
  %c = index.divu %big, %c2
  %d = index.maxu %big, %c2
  %e = index.shrs %c2, %c32
  %f = index.divs %c2, %c0
  %g = index.floordivs %big, %c2
  return %a, %b, %c, %d, %e, %f, %g : index, index, index, index, index, index, index
}

func.func @identities(%x: index) -> (index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %a = index.add %x, %c0
  %b = index.sub %x, %c0
  %c = index.mul %x, %c1
  %d = index.add %c0, %x
  %e = index.mul %c1, %x
  %f = index.sub %c0, %x
  return %a, %b, %c, %d, %e, %f : index, index, index, index, index, index
}

func.func @compare(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %m1 = index.constant -1
  %big = index.constant 4294967296
  %a = index.cmp slt(%m1, %c5)
  %b = index.cmp ult(%m1, %c5)
  %c = index.cmp ugt(%big, %c5)
  %d = index.cmp eq(%x, %x)
  %e = index.cmp ult(%x, %x)
  %mn = index.mins %x, %c5
  %f = index.cmp sle(%mn, %c10)
  %g = index.cmp sgt(%mn, %c10)
  %h = index.cmp slt(%mn, %c5)
  %mx = index.maxu %x, %c10
  %i = index.cmp ne(%mx, %c5)
  %j = index.cmp uge(%mx, %c10)
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @casts() -> (i64, i32, index, i64, index, index, i16, i48, i64) {
  %m1 = index.constant -1
  %big = index.constant 4294967296
  %c5 = index.constant 5
  %a = index.casts %m1 : index to i64
  %d = index.castu %m1 : index to i32
  %i8 = arith.constant -3 : i8
  %f = index.casts %i8 : i8 to index
  %e = index.casts %big : index to i64
  %g = index.castu %i8 : i8 to index
  %t = arith.constant true
  %tt = index.castu %t : i1 to index
  %h = index.casts %m1 : index to i16
  %h2 = index.castu %m1 : index to i48
  %h3 = index.castu %c5 : index to i64
  return %a, %d, %f, %e, %g, %tt, %h, %h2, %h3 : i64, i32, index, i64, index, index, i16, i48, i64
}

func.func @sizeof() -> index {
  %s = index.sizeof
  return %s : index
}

func.func @mul_by_zero_and_one(%arg0: index) -> (index, index) {
  %idx0 = index.constant 0
  %idx1 = index.constant 1
  %0 = index.mul %arg0, %idx0
  %1 = index.mul %arg0, %idx1
  return %0, %1 : index, index
}
