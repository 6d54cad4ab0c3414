"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, vector<4xf32>, tensor<2x?xf64>, i32, vector<4xi32>) -> (), sym_name = "math"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: tensor<2x?xf64>, %arg4: i32, %arg5: vector<4xi32>):
    %0 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "math.rsqrt"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %2 = "math.exp"(%arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<2x?xf64>) -> tensor<2x?xf64>
    %3 = "math.log"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %4 = "math.powf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5 = "math.powf"(%arg2, %arg2) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %6 = "math.fma"(%arg0, %arg1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %7 = "math.absf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %8 = "math.absi"(%arg4) : (i32) -> i32
    %9 = "math.ctlz"(%arg4) : (i32) -> i32
    %10 = "math.ctpop"(%arg5) : (vector<4xi32>) -> vector<4xi32>
    %11 = "math.ipowi"(%arg4, %arg4) : (i32, i32) -> i32
    %12 = "math.fpowi"(%arg0, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %13 = "math.atan2"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %14 = "math.tanh"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %15 = "math.floor"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %16 = "math.ceil"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %17 = "math.round"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %18 = "math.roundeven"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %19 = "math.copysign"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %20 = "math.cos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %21 = "math.erf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %22 = "math.trunc"(%arg2) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf32>) -> vector<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
