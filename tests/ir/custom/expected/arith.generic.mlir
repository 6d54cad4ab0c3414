"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32, f32, vector<4xi64>) -> (i32, f32), sym_name = "binary"}> ({
  ^bb0(%arg10: i32, %arg11: i32, %arg12: f32, %arg13: f32, %arg14: vector<4xi64>):
    %46 = "arith.addi"(%arg10, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %47 = "arith.subi"(%46, %arg11) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %48 = "arith.muli"(%47, %arg10) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %49 = "arith.shli"(%48, %arg11) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %50 = "arith.divsi"(%49, %arg10) : (i32, i32) -> i32
    %51 = "arith.remui"(%50, %arg11) : (i32, i32) -> i32
    %52 = "arith.andi"(%51, %arg10) : (i32, i32) -> i32
    %53 = "arith.ori"(%52, %arg11) : (i32, i32) -> i32
    %54 = "arith.xori"(%53, %arg10) : (i32, i32) -> i32
    %55 = "arith.maxsi"(%54, %arg10) : (i32, i32) -> i32
    %56 = "arith.minui"(%55, %arg11) : (i32, i32) -> i32
    %57 = "arith.ceildivsi"(%56, %arg10) : (i32, i32) -> i32
    %58 = "arith.floordivsi"(%57, %arg11) : (i32, i32) -> i32
    %59 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %60 = "arith.mulf"(%59, %arg13) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %61 = "arith.subf"(%60, %arg12) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %62 = "arith.divf"(%61, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %63 = "arith.negf"(%62) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
    %64 = "arith.maximumf"(%63, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %65 = "arith.minnumf"(%64, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %66 = "arith.remf"(%65, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %67 = "arith.addi"(%arg14, %arg14) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %68:2 = "arith.addui_extended"(%arg10, %arg11) : (i32, i32) -> (i32, i1)
    %69:2 = "arith.mulsi_extended"(%arg10, %arg11) : (i32, i32) -> (i32, i32)
    "func.return"(%58, %66) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, f64, f64, tensor<4xf64>) -> (i1, i1, tensor<4xi1>), sym_name = "compare"}> ({
  ^bb0(%arg5: i32, %arg6: i32, %arg7: f64, %arg8: f64, %arg9: tensor<4xf64>):
    %37 = "arith.cmpi"(%arg5, %arg6) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %38 = "arith.cmpi"(%arg5, %arg6) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %39 = "arith.cmpi"(%arg5, %arg6) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %40 = "arith.cmpi"(%arg5, %arg6) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %41 = "arith.cmpf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %42 = "arith.cmpf"(%arg7, %arg8) <{fastmath = #arith.fastmath<nnan>, predicate = 11 : i64}> : (f64, f64) -> i1
    %43 = "arith.cmpf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %44 = "arith.cmpf"(%arg9, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %45 = "arith.andi"(%37, %38) : (i1, i1) -> i1
    "func.return"(%45, %42, %44) : (i1, i1, tensor<4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "arith.constant"() <{value = 42 : index}> : () -> index
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %21 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %22 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = true}> : () -> i1
    %24 = "arith.constant"() <{value = false}> : () -> i1
    %25 = "arith.constant"() <{value = true}> : () -> i1
    %26 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %27 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %28 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %29 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %30 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    %31 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %32 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %33 = "arith.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
    %34 = "arith.constant"() <{value = dense<true> : vector<3xi1>}> : () -> vector<3xi1>
    %35 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %36 = "arith.constant"() <{value = 5 : i16}> {note = "kept"} : () -> i16
    "test.use"(%15, %16, %17, %18, %19, %20, %21, %22) : (index, index, index, i32, i32, i8, i64, i32) -> ()
    "test.use"(%23, %24, %25, %26, %27, %28, %29, %30) : (i1, i1, i1, f32, f64, f32, f16, bf16) -> ()
    "test.use"(%31, %32, %33, %34, %35, %36) : (vector<4xi32>, vector<2xf32>, tensor<2x2xi64>, vector<3xi1>, i128, i16) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32, index, vector<4xi16>, i1) -> i32, sym_name = "casts"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: index, %arg3: vector<4xi16>, %arg4: i1):
    %0 = "arith.extsi"(%arg0) : (i32) -> i64
    %1 = "arith.extui"(%arg0) : (i32) -> i64
    %2 = "arith.trunci"(%0) : (i64) -> i16
    %3 = "arith.extf"(%arg1) : (f32) -> f64
    %4 = "arith.truncf"(%3) : (f64) -> f16
    %5 = "arith.sitofp"(%arg0) : (i32) -> f32
    %6 = "arith.uitofp"(%arg0) : (i32) -> f64
    %7 = "arith.fptosi"(%arg1) : (f32) -> i32
    %8 = "arith.fptoui"(%arg1) : (f32) -> i8
    %9 = "arith.index_cast"(%arg2) : (index) -> i32
    %10 = "arith.index_castui"(%arg0) : (i32) -> index
    %11 = "arith.bitcast"(%arg1) : (f32) -> i32
    %12 = "arith.extsi"(%arg3) : (vector<4xi16>) -> vector<4xi32>
    %13 = "arith.select"(%arg4, %7, %11) : (i1, i32, i32) -> i32
    %14 = "arith.select"(%arg4, %arg3, %arg3) : (i1, vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
