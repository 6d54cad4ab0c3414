"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64):
    %0 = "index.add"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %1 = "index.and"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %2 = "index.bool.constant"() <{value = true}> {zz.tag = 1 : i32} : () -> i1
    %3 = "index.bool.constant"() <{value = false}> {zz.tag = 1 : i32} : () -> i1
    %4 = "index.casts"(%arg2) {zz.tag = 1 : i32} : (i32) -> index
    %5 = "index.castu"(%arg0) {zz.tag = 1 : i32} : (index) -> i64
    %6 = "index.ceildivs"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %7 = "index.ceildivu"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %8 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate slt>}> {zz.tag = 1 : i32} : (index, index) -> i1
    %9 = "index.constant"() <{value = 42 : index}> {zz.tag = 1 : i32} : () -> index
    %10 = "index.constant"() <{value = -3 : index}> {zz.tag = 1 : i32} : () -> index
    %11 = "index.divs"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %12 = "index.divu"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %13 = "index.floordivs"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %14 = "index.maxs"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %15 = "index.maxu"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %16 = "index.mins"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %17 = "index.minu"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %18 = "index.mul"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %19 = "index.or"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %20 = "index.rems"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %21 = "index.remu"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %22 = "index.shl"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %23 = "index.shrs"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %24 = "index.shru"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %25 = "index.sizeof"() {zz.tag = 1 : i32} : () -> index
    %26 = "index.sub"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    %27 = "index.xor"(%arg0, %arg1) {zz.tag = 1 : i32} : (index, index) -> index
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27) : (index, index, i1, i1, index, i64, index, index, i1, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
    "func.return"() {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
