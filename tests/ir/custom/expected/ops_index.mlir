module {
  func.func @f(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) {
    %0 = index.add %arg0, %arg1
    %1 = index.and %arg0, %arg1
    %true = index.bool.constant true
    %false = index.bool.constant false
    %2 = index.casts %arg2 : i32 to index
    %3 = index.castu %arg0 : index to i64
    %4 = index.ceildivs %arg0, %arg1
    %5 = index.ceildivu %arg0, %arg1
    %6 = index.cmp slt(%arg0, %arg1)
    %idx42 = index.constant 42
    %idx-3 = index.constant -3
    %7 = index.divs %arg0, %arg1
    %8 = index.divu %arg0, %arg1
    %9 = index.floordivs %arg0, %arg1
    %10 = index.maxs %arg0, %arg1
    %11 = index.maxu %arg0, %arg1
    %12 = index.mins %arg0, %arg1
    %13 = index.minu %arg0, %arg1
    %14 = index.mul %arg0, %arg1
    %15 = index.or %arg0, %arg1
    %16 = index.rems %arg0, %arg1
    %17 = index.remu %arg0, %arg1
    %18 = index.shl %arg0, %arg1
    %19 = index.shrs %arg0, %arg1
    %20 = index.shru %arg0, %arg1
    %21 = index.sizeof
    %22 = index.sub %arg0, %arg1
    %23 = index.xor %arg0, %arg1
    "test.use"(%0, %1, %true, %false, %2, %3, %4, %5, %6, %idx42, %idx-3, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (index, index, i1, i1, index, i64, index, index, i1, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
    return
  }
}
