module {
  func.func @unary() {
    %cst = arith.constant -0.98661429815143031 : f64
    %cst_0 = arith.constant -0.462117165 : f32
    %cst_1 = arith.constant 0.60436777711716361 : f64
    %cst_2 = arith.constant 0.604367733 : f32
    %cst_3 = arith.constant 0.74702229723866032 : f64
    %cst_4 = arith.constant -0.546302497 : f32
    %cst_5 = arith.constant 0.84228838046307941 : f64
    %cst_6 = arith.constant 0.842288374 : f32
    %cst_7 = arith.constant 0.83666002653407556 : f64
    %cst_8 = arith.constant 8.366600e-01 : f32
    %cst_9 = arith.constant -6.0502044810397875 : f64
    %cst_10 = arith.constant -0.521095276 : f32
    %cst_11 = arith.constant 0.75858370183953338 : f64
    %cst_12 = arith.constant 0.758583664 : f32
    %cst_13 = arith.constant -0.59847214410395655 : f64
    %cst_14 = arith.constant -0.47942555 : f32
    %cst_15 = arith.constant 0.64421768723769102 : f64
    %cst_16 = arith.constant 0.644217669 : f32
    %cst_17 = arith.constant -0.51457317282975834 : f64
    %cst_18 = arith.constant -0.514573216 : f32
    %cst_19 = arith.constant -0.693147182 : f32
    %cst_20 = arith.constant 0.53062825106217038 : f64
    %cst_21 = arith.constant 0.530628264 : f32
    %cst_22 = arith.constant -0.15490195998574319 : f64
    %cst_23 = arith.constant -0.154901981 : f32
    %cst_24 = arith.constant -0.35667494393873245 : f64
    %cst_25 = arith.constant -0.356674969 : f32
    %cst_26 = arith.constant -3.000000e+00 : f64
    %cst_27 = arith.constant -1.000000e+00 : f32
    %cst_28 = arith.constant 0.000000e+00 : f16
    %cst_29 = arith.constant 0.000000e+00 : f64
    %cst_30 = arith.constant -0.91791500137610126 : f64
    %cst_31 = arith.constant -0.393469334 : f32
    %cst_32 = arith.constant 1.0137527074704764 : f64
    %cst_33 = arith.constant 1.0137527 : f32
    %cst_34 = arith.constant 0.17677669529663689 : f64
    %cst_35 = arith.constant 0.707106769 : f32
    %cst_36 = arith.constant 1.6245047927124709 : f64
    %cst_37 = arith.constant 1.6245048 : f32
    %cst_38 = arith.constant 0.0820849986238988 : f64
    %cst_39 = arith.constant 0.606530666 : f32
    %cst_40 = arith.constant 2.0137527074704766 : f64
    %cst_41 = arith.constant 2.0137527 : f32
    %cst_42 = arith.constant -0.99959304798255499 : f64
    %cst_43 = arith.constant -0.520499885 : f32
    %cst_44 = arith.constant 0.67780119383741844 : f64
    %cst_45 = arith.constant 0.677801191 : f32
    %cst_46 = arith.constant 6.1322894796636858 : f64
    %cst_47 = arith.constant 1.12762594 : f32
    %cst_48 = arith.constant 1.255169005630943 : f64
    %cst_49 = arith.constant 1.25516903 : f32
    %cst_50 = arith.constant -0.8011436155469337 : f64
    %cst_51 = arith.constant 0.87758255 : f32
    %cst_52 = arith.constant 0.7648421872844885 : f64
    %cst_53 = arith.constant 0.764842212 : f32
    %cst_54 = arith.constant -2.000000e+00 : f64
    %cst_55 = arith.constant 1.000000e+00 : f16
    %cst_56 = arith.constant 1.000000e+00 : f64
    %cst_57 = arith.constant 1.000000e+00 : f32
    %cst_58 = arith.constant -0.549306154 : f32
    %cst_59 = arith.constant 0.86730052769405308 : f64
    %cst_60 = arith.constant 0.86730051 : f32
    %cst_61 = arith.constant -1.1902899496825317 : f64
    %cst_62 = arith.constant -0.463647604 : f32
    %cst_63 = arith.constant 0.61072596438920856 : f64
    %cst_64 = arith.constant 0.610725939 : f32
    %cst_65 = arith.constant -1.6472311463710958 : f64
    %cst_66 = arith.constant -0.481211841 : f32
    %cst_67 = arith.constant 0.65266656608235574 : f64
    %cst_68 = arith.constant 0.652666568 : f32
    %cst_69 = arith.constant -0.52359879 : f32
    %cst_70 = arith.constant 0.77539749661075297 : f64
    %cst_71 = arith.constant 0.775397479 : f32
    %cst_72 = arith.constant 0xFFF8000000000000 : f64
    %cst_73 = arith.constant 0xFFC00000 : f32
    %cst_74 = arith.constant 1.57079637 : f32
    %cst_75 = arith.constant 0x7FF8000000000000 : f64
    %cst_76 = arith.constant 2.09439516 : f32
    %cst_77 = arith.constant 0.79539883018414359 : f64
    %cst_78 = arith.constant 0.795398831 : f32
    %cst_79 = arith.constant 0.699999988 : f32
    %cst_80 = arith.constant 0.69999999999999996 : f64
    %cst_81 = arith.constant 7.001950e-01 : f16
    %cst_82 = arith.constant -5.000000e-01 : f32
    %cst_83 = arith.constant -2.500000e+00 : f64
    %cst_84 = arith.constant -0.000000e+00 : f32
    %cst_85 = arith.constant 5.000000e-01 : f32
    %cst_86 = arith.constant 2.500000e+00 : f64
    %cst_87 = arith.constant 0.000000e+00 : f32
    "u.sink"(%cst_79, %cst_80, %cst_81, %cst_85, %cst_86, %cst_87) : (f32, f64, f16, f32, f64, f32) -> ()
    %0 = math.acos %cst_81 : f16
    "u.sink"(%cst_78, %cst_77, %0, %cst_76, %cst_75, %cst_74) : (f32, f64, f16, f32, f64, f32) -> ()
    %1 = math.acosh %cst_81 : f16
    "u.sink"(%cst_73, %cst_72, %1, %cst_73, %cst_72, %cst_73) : (f32, f64, f16, f32, f64, f32) -> ()
    %2 = math.asin %cst_81 : f16
    "u.sink"(%cst_71, %cst_70, %2, %cst_69, %cst_75, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %3 = math.asinh %cst_81 : f16
    "u.sink"(%cst_68, %cst_67, %3, %cst_66, %cst_65, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %4 = math.atan %cst_81 : f16
    "u.sink"(%cst_64, %cst_63, %4, %cst_62, %cst_61, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %5 = math.atanh %cst_81 : f16
    "u.sink"(%cst_60, %cst_59, %5, %cst_58, %cst_72, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    "u.sink"(%cst_57, %cst_56, %cst_55, %cst_84, %cst_54, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %6 = math.cos %cst_81 : f16
    "u.sink"(%cst_53, %cst_52, %6, %cst_51, %cst_50, %cst_57) : (f32, f64, f16, f32, f64, f32) -> ()
    %7 = math.cosh %cst_81 : f16
    "u.sink"(%cst_49, %cst_48, %7, %cst_47, %cst_46, %cst_57) : (f32, f64, f16, f32, f64, f32) -> ()
    %8 = math.erf %cst_81 : f16
    "u.sink"(%cst_45, %cst_44, %8, %cst_43, %cst_42, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %9 = math.exp %cst_81 : f16
    "u.sink"(%cst_41, %cst_40, %9, %cst_39, %cst_38, %cst_57) : (f32, f64, f16, f32, f64, f32) -> ()
    %10 = math.exp2 %cst_81 : f16
    "u.sink"(%cst_37, %cst_36, %10, %cst_35, %cst_34, %cst_57) : (f32, f64, f16, f32, f64, f32) -> ()
    %11 = math.expm1 %cst_81 : f16
    "u.sink"(%cst_33, %cst_32, %11, %cst_31, %cst_30, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    "u.sink"(%cst_87, %cst_29, %cst_28, %cst_27, %cst_26, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %12 = math.log %cst_81 : f16
    %13 = math.log %cst_82 : f32
    %14 = math.log %cst_83 : f64
    %15 = math.log %cst_84 : f32
    "u.sink"(%cst_25, %cst_24, %12, %13, %14, %15) : (f32, f64, f16, f32, f64, f32) -> ()
    %16 = math.log10 %cst_81 : f16
    %17 = math.log10 %cst_82 : f32
    %18 = math.log10 %cst_83 : f64
    %19 = math.log10 %cst_84 : f32
    "u.sink"(%cst_23, %cst_22, %16, %17, %18, %19) : (f32, f64, f16, f32, f64, f32) -> ()
    %20 = math.log1p %cst_81 : f16
    %21 = math.log1p %cst_83 : f64
    "u.sink"(%cst_21, %cst_20, %20, %cst_19, %21, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %22 = math.log2 %cst_81 : f16
    %23 = math.log2 %cst_82 : f32
    %24 = math.log2 %cst_83 : f64
    %25 = math.log2 %cst_84 : f32
    "u.sink"(%cst_18, %cst_17, %22, %23, %24, %25) : (f32, f64, f16, f32, f64, f32) -> ()
    %26 = math.round %cst_81 : f16
    "u.sink"(%cst_57, %cst_56, %26, %cst_27, %cst_26, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    "u.sink"(%cst_57, %cst_56, %cst_55, %cst_84, %cst_54, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %27 = math.sin %cst_81 : f16
    "u.sink"(%cst_16, %cst_15, %27, %cst_14, %cst_13, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %28 = math.sinh %cst_81 : f16
    "u.sink"(%cst_12, %cst_11, %28, %cst_10, %cst_9, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %29 = math.sqrt %cst_81 : f16
    %30 = math.sqrt %cst_82 : f32
    %31 = math.sqrt %cst_83 : f64
    %32 = math.sqrt %cst_84 : f32
    "u.sink"(%cst_8, %cst_7, %29, %30, %31, %32) : (f32, f64, f16, f32, f64, f32) -> ()
    %33 = math.tan %cst_81 : f16
    "u.sink"(%cst_6, %cst_5, %33, %cst_4, %cst_3, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %34 = math.tanh %cst_81 : f16
    "u.sink"(%cst_2, %cst_1, %34, %cst_0, %cst, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %35 = math.trunc %cst_81 : f16
    "u.sink"(%cst_87, %cst_29, %35, %cst_84, %cst_54, %cst_84) : (f32, f64, f16, f32, f64, f32) -> ()
    %36 = math.cbrt %cst_79 : f32
    %37 = math.cbrt %cst_80 : f64
    %38 = math.cbrt %cst_81 : f16
    %39 = math.cbrt %cst_82 : f32
    %40 = math.cbrt %cst_83 : f64
    %41 = math.cbrt %cst_84 : f32
    "u.sink"(%36, %37, %38, %39, %40, %41) : (f32, f64, f16, f32, f64, f32) -> ()
    %42 = math.rsqrt %cst_79 : f32
    %43 = math.rsqrt %cst_80 : f64
    %44 = math.rsqrt %cst_81 : f16
    %45 = math.rsqrt %cst_82 : f32
    %46 = math.rsqrt %cst_83 : f64
    %47 = math.rsqrt %cst_84 : f32
    "u.sink"(%42, %43, %44, %45, %46, %47) : (f32, f64, f16, f32, f64, f32) -> ()
    return
  }
  func.func @binary() {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.43924205986611 : f64
    %cst_1 = arith.constant 2.43924212 : f32
    %cst_2 = arith.constant -0.000000e+00 : f32
    %cst_3 = arith.constant -0.69999999999999996 : f64
    %cst_4 = arith.constant -0.699999988 : f32
    %cst_5 = arith.constant 0x7FC00000 : f32
    %cst_6 = arith.constant 7.001950e-01 : f16
    %cst_7 = arith.constant 2.86858392 : f32
    %cst_8 = arith.constant 2.8685839505030826 : f64
    %0 = math.atan2 %cst_6, %cst_6 : f16
    "u.sink"(%cst_7, %cst_8, %0, %cst_5) : (f32, f64, f16, f32) -> ()
    "u.sink"(%cst_4, %cst_3, %cst_6, %cst_2) : (f32, f64, f16, f32) -> ()
    %1 = math.powf %cst_6, %cst_6 : f16
    "u.sink"(%cst_1, %cst_0, %1, %cst) : (f32, f64, f16, f32) -> ()
    return
  }
  func.func @ints() {
    %cst = arith.constant dense<1.500000e+00> : vector<2xf32>
    %cst_0 = arith.constant dense<-1.000000e+00> : vector<2xf32>
    %cst_1 = arith.constant dense<[5.000000e-01, 2.000000e+00]> : vector<2xf32>
    %c-1_i32 = arith.constant -1 : i32
    %c27_i8 = arith.constant 27 : i8
    %c-32768_i32 = arith.constant -32768 : i32
    %c3125_i32 = arith.constant 3125 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c31_i32 = arith.constant 31 : i32
    %c3_i32 = arith.constant 3 : i32
    %false = arith.constant false
    %c32_i32 = arith.constant 32 : i32
    %c29_i32 = arith.constant 29 : i32
    %c-8_i32 = arith.constant -8 : i32
    %c0_i32 = arith.constant 0 : i32
    %c5_i32 = arith.constant 5 : i32
    %c8_i32 = arith.constant 8 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %true = arith.constant true
    "u.sink"(%c5_i32, %c8_i32, %c0_i32, %c-2147483648_i32, %true) : (i32, i32, i32, i32, i1) -> ()
    "u.sink"(%c29_i32, %c0_i32, %c32_i32, %c0_i32, %false) : (i32, i32, i32, i32, i1) -> ()
    "u.sink"(%c0_i32, %c3_i32, %c32_i32, %c31_i32, %false) : (i32, i32, i32, i32, i1) -> ()
    "u.sink"(%c2_i32, %c29_i32, %c0_i32, %c1_i32, %true) : (i32, i32, i32, i32, i1) -> ()
    %0 = math.ipowi %c0_i32, %c-8_i32 : i32
    "u.sink"(%c3125_i32, %c-32768_i32, %0, %c1_i32, %c0_i32, %true, %c27_i8, %c-1_i32) : (i32, i32, i32, i32, i32, i1, i8, i32) -> ()
    "u.sink"(%cst_1, %cst_0, %cst) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> ()
    return
  }
}
