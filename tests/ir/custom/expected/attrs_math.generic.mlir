"builtin.module"() ({
  "func.func"() <{function_type = (f32, i32, vector<4xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>):
    %0 = "math.acos"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %1 = "math.acosh"(%arg0) <{fastmath = #arith.fastmath<fast>}> {zz.tag = 1 : i32} : (f32) -> f32
    %2 = "math.asin"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %3 = "math.asinh"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %4 = "math.atan"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %5 = "math.atanh"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %6 = "math.cbrt"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %7 = "math.cosh"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %8 = "math.cttz"(%arg1) {zz.tag = 1 : i32} : (i32) -> i32
    %9 = "math.exp2"(%arg2) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (vector<4xf32>) -> vector<4xf32>
    %10 = "math.expm1"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %11 = "math.log10"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %12 = "math.log1p"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %13 = "math.log2"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %14 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %15 = "math.sinh"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    %16 = "math.tan"(%arg0) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32) -> f32
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (f32, f32, f32, f32, f32, f32, f32, f32, i32, vector<4xf32>, f32, f32, f32, f32, f32, f32, f32) -> ()
    "func.return"() {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
