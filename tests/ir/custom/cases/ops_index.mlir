// Every op of index not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func @f(%a: index, %b: index, %i: i32, %j: i64) {
  %0 = index.add %a, %b
  %1 = index.and %a, %b
  %t = index.bool.constant true
  %f = index.bool.constant false
  %2 = index.casts %i : i32 to index
  %3 = index.castu %a : index to i64
  %4 = index.ceildivs %a, %b
  %5 = index.ceildivu %a, %b
  %6 = index.cmp slt(%a, %b)
  %7 = index.constant 42
  %8 = index.constant -3
  %9 = index.divs %a, %b
  %10 = index.divu %a, %b
  %11 = index.floordivs %a, %b
  %12 = index.maxs %a, %b
  %13 = index.maxu %a, %b
  %14 = index.mins %a, %b
  %15 = index.minu %a, %b
  %16 = index.mul %a, %b
  %17 = index.or %a, %b
  %18 = index.rems %a, %b
  %19 = index.remu %a, %b
  %20 = index.shl %a, %b
  %21 = index.shrs %a, %b
  %22 = index.shru %a, %b
  %23 = index.sizeof
  %24 = index.sub %a, %b
  %25 = index.xor %a, %b
  "test.use"(%0, %1, %t, %f, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25) : (index, index, i1, i1, index, i64, index, index, i1, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  return
}
