// Generic form with a discardable attribute on every op: each custom printer puts
// it where MLIR does (also where the op's parser would not read it back).
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32, f32, vector<4xi32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>):
    %0 = "arith.ceildivui"(%arg0, %arg1) {zz.tag = 1 : i32} : (i32, i32) -> i32
    %1 = "arith.divui"(%arg0, %arg1) {zz.tag = 1 : i32} : (i32, i32) -> i32
    %2 = "arith.maxnumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<nnan>}> {zz.tag = 1 : i32} : (f32, f32) -> f32
    %3 = "arith.maxui"(%arg0, %arg1) {zz.tag = 1 : i32} : (i32, i32) -> i32
    %4 = "arith.minimumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32, f32) -> f32
    %5 = "arith.minsi"(%arg0, %arg1) {zz.tag = 1 : i32} : (i32, i32) -> i32
    %6:2 = "arith.mului_extended"(%arg0, %arg1) {zz.tag = 1 : i32} : (i32, i32) -> (i32, i32)
    %7 = "arith.remsi"(%arg0, %arg1) {zz.tag = 1 : i32} : (i32, i32) -> i32
    %8 = "arith.shrsi"(%arg0, %arg1) {zz.tag = 1 : i32} : (i32, i32) -> i32
    %9 = "arith.shrui"(%arg0, %arg1) {zz.tag = 1 : i32} : (i32, i32) -> i32
    %10 = "arith.cmpi"(%arg0, %arg1) <{predicate = 0 : i64}> {zz.tag = 1 : i32} : (i32, i32) -> i1
    %11 = "arith.select"(%10, %arg0, %arg1) {zz.tag = 1 : i32} : (i1, i32, i32) -> i32
    %12 = "arith.cmpi"(%arg4, %arg4) <{predicate = 1 : i64}> {zz.tag = 1 : i32} : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %13 = "arith.select"(%12, %arg4, %arg4) {zz.tag = 1 : i32} : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %14 = "arith.select"(%10, %arg4, %arg4) {foo, zz.tag = 1 : i32} : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "test.use"(%0, %1, %2, %3, %4, %5, %6#0, %6#1, %7, %8, %9, %11, %13, %14) : (i32, i32, f32, i32, f32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>) -> ()
    "func.return"() {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
