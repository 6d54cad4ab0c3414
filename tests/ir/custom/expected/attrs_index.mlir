module attributes {zz.tag = 1 : i32} {
  func.func @f(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) attributes {zz.tag = 1 : i32} {
    %0 = index.add %arg0, %arg1 {zz.tag = 1 : i32}
    %1 = index.and %arg0, %arg1 {zz.tag = 1 : i32}
    %true = index.bool.constant {zz.tag = 1 : i32} true
    %false = index.bool.constant {zz.tag = 1 : i32} false
    %2 = index.casts %arg2 {zz.tag = 1 : i32} : i32 to index
    %3 = index.castu %arg0 {zz.tag = 1 : i32} : index to i64
    %4 = index.ceildivs %arg0, %arg1 {zz.tag = 1 : i32}
    %5 = index.ceildivu %arg0, %arg1 {zz.tag = 1 : i32}
    %6 = index.cmp slt(%arg0, %arg1) {zz.tag = 1 : i32}
    %idx42 = index.constant {zz.tag = 1 : i32} 42
    %idx-3 = index.constant {zz.tag = 1 : i32} -3
    %7 = index.divs %arg0, %arg1 {zz.tag = 1 : i32}
    %8 = index.divu %arg0, %arg1 {zz.tag = 1 : i32}
    %9 = index.floordivs %arg0, %arg1 {zz.tag = 1 : i32}
    %10 = index.maxs %arg0, %arg1 {zz.tag = 1 : i32}
    %11 = index.maxu %arg0, %arg1 {zz.tag = 1 : i32}
    %12 = index.mins %arg0, %arg1 {zz.tag = 1 : i32}
    %13 = index.minu %arg0, %arg1 {zz.tag = 1 : i32}
    %14 = index.mul %arg0, %arg1 {zz.tag = 1 : i32}
    %15 = index.or %arg0, %arg1 {zz.tag = 1 : i32}
    %16 = index.rems %arg0, %arg1 {zz.tag = 1 : i32}
    %17 = index.remu %arg0, %arg1 {zz.tag = 1 : i32}
    %18 = index.shl %arg0, %arg1 {zz.tag = 1 : i32}
    %19 = index.shrs %arg0, %arg1 {zz.tag = 1 : i32}
    %20 = index.shru %arg0, %arg1 {zz.tag = 1 : i32}
    %21 = index.sizeof {zz.tag = 1 : i32}
    %22 = index.sub %arg0, %arg1 {zz.tag = 1 : i32}
    %23 = index.xor %arg0, %arg1 {zz.tag = 1 : i32}
    "test.use"(%0, %1, %true, %false, %2, %3, %4, %5, %6, %idx42, %idx-3, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (index, index, i1, i1, index, i64, index, index, i1, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
    return {zz.tag = 1 : i32}
  }
}
