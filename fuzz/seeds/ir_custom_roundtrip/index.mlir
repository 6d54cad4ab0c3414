func.func @index(%a: index, %b: index, %i: i32, %j: i64) -> index {
  %c = index.constant 42
  %t = index.bool.constant true
  %0 = index.add %a, %b
  %1 = index.sub %0, %c
  %2 = index.mul %1, %b
  %3 = index.divs %2, %a
  %4 = index.divu %3, %a
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %a
  %8 = index.rems %7, %a
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %a
  %11 = index.maxu %10, %a
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b
  %14 = index.shl %13, %a
  %15 = index.shrs %14, %a
  %16 = index.shru %15, %a
  %17 = index.and %16, %b
  %18 = index.or %17, %b
  %19 = index.xor %18, %b
  %20 = index.cmp slt(%19, %a)
  %21 = index.cmp uge(%a, %b)
  %22 = index.casts %i : i32 to index
  %23 = index.castu %a : index to i64
  %24 = index.sizeof
  "test.use"(%t, %20, %21, %22, %23, %24) : (i1, i1, i1, index, i64, index) -> ()
  return %19 : index
}
