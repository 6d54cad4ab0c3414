func.func @unary() {
  %a = arith.constant 0.7 : f32
  %d = arith.constant 0.7 : f64
  %h = arith.constant 0.7 : f16
  %n = arith.constant -0.5 : f32
  %nd = arith.constant -2.5 : f64
  %z = arith.constant -0.0 : f32
  %absf_a = math.absf %a : f32
  %absf_d = math.absf %d : f64
  %absf_h = math.absf %h : f16
  %absf_n = math.absf %n : f32
  %absf_nd = math.absf %nd : f64
  %absf_z = math.absf %z : f32
  "u.sink"(%absf_a, %absf_d, %absf_h, %absf_n, %absf_nd, %absf_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %acos_a = math.acos %a : f32
  %acos_d = math.acos %d : f64
  %acos_h = math.acos %h : f16
  %acos_n = math.acos %n : f32
  %acos_nd = math.acos %nd : f64
  %acos_z = math.acos %z : f32
  "u.sink"(%acos_a, %acos_d, %acos_h, %acos_n, %acos_nd, %acos_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %acosh_a = math.acosh %a : f32
  %acosh_d = math.acosh %d : f64
  %acosh_h = math.acosh %h : f16
  %acosh_n = math.acosh %n : f32
  %acosh_nd = math.acosh %nd : f64
  %acosh_z = math.acosh %z : f32
  "u.sink"(%acosh_a, %acosh_d, %acosh_h, %acosh_n, %acosh_nd, %acosh_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %asin_a = math.asin %a : f32
  %asin_d = math.asin %d : f64
  %asin_h = math.asin %h : f16
  %asin_n = math.asin %n : f32
  %asin_nd = math.asin %nd : f64
  %asin_z = math.asin %z : f32
  "u.sink"(%asin_a, %asin_d, %asin_h, %asin_n, %asin_nd, %asin_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %asinh_a = math.asinh %a : f32
  %asinh_d = math.asinh %d : f64
  %asinh_h = math.asinh %h : f16
  %asinh_n = math.asinh %n : f32
  %asinh_nd = math.asinh %nd : f64
  %asinh_z = math.asinh %z : f32
  "u.sink"(%asinh_a, %asinh_d, %asinh_h, %asinh_n, %asinh_nd, %asinh_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %atan_a = math.atan %a : f32
  %atan_d = math.atan %d : f64
  %atan_h = math.atan %h : f16
  %atan_n = math.atan %n : f32
  %atan_nd = math.atan %nd : f64
  %atan_z = math.atan %z : f32
  "u.sink"(%atan_a, %atan_d, %atan_h, %atan_n, %atan_nd, %atan_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %atanh_a = math.atanh %a : f32
  %atanh_d = math.atanh %d : f64
  %atanh_h = math.atanh %h : f16
  %atanh_n = math.atanh %n : f32
  %atanh_nd = math.atanh %nd : f64
  %atanh_z = math.atanh %z : f32
  "u.sink"(%atanh_a, %atanh_d, %atanh_h, %atanh_n, %atanh_nd, %atanh_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %ceil_a = math.ceil %a : f32
  %ceil_d = math.ceil %d : f64
  %ceil_h = math.ceil %h : f16
  %ceil_n = math.ceil %n : f32
  %ceil_nd = math.ceil %nd : f64
  %ceil_z = math.ceil %z : f32
  "u.sink"(%ceil_a, %ceil_d, %ceil_h, %ceil_n, %ceil_nd, %ceil_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %cos_a = math.cos %a : f32
  %cos_d = math.cos %d : f64
  %cos_h = math.cos %h : f16
  %cos_n = math.cos %n : f32
  %cos_nd = math.cos %nd : f64
  %cos_z = math.cos %z : f32
  "u.sink"(%cos_a, %cos_d, %cos_h, %cos_n, %cos_nd, %cos_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %cosh_a = math.cosh %a : f32
  %cosh_d = math.cosh %d : f64
  %cosh_h = math.cosh %h : f16
  %cosh_n = math.cosh %n : f32
  %cosh_nd = math.cosh %nd : f64
  %cosh_z = math.cosh %z : f32
  "u.sink"(%cosh_a, %cosh_d, %cosh_h, %cosh_n, %cosh_nd, %cosh_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %erf_a = math.erf %a : f32
  %erf_d = math.erf %d : f64
  %erf_h = math.erf %h : f16
  %erf_n = math.erf %n : f32
  %erf_nd = math.erf %nd : f64
  %erf_z = math.erf %z : f32
  "u.sink"(%erf_a, %erf_d, %erf_h, %erf_n, %erf_nd, %erf_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %exp_a = math.exp %a : f32
  %exp_d = math.exp %d : f64
  %exp_h = math.exp %h : f16
  %exp_n = math.exp %n : f32
  %exp_nd = math.exp %nd : f64
  %exp_z = math.exp %z : f32
  "u.sink"(%exp_a, %exp_d, %exp_h, %exp_n, %exp_nd, %exp_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %exp2_a = math.exp2 %a : f32
  %exp2_d = math.exp2 %d : f64
  %exp2_h = math.exp2 %h : f16
  %exp2_n = math.exp2 %n : f32
  %exp2_nd = math.exp2 %nd : f64
  %exp2_z = math.exp2 %z : f32
  "u.sink"(%exp2_a, %exp2_d, %exp2_h, %exp2_n, %exp2_nd, %exp2_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %expm1_a = math.expm1 %a : f32
  %expm1_d = math.expm1 %d : f64
  %expm1_h = math.expm1 %h : f16
  %expm1_n = math.expm1 %n : f32
  %expm1_nd = math.expm1 %nd : f64
  %expm1_z = math.expm1 %z : f32
  "u.sink"(%expm1_a, %expm1_d, %expm1_h, %expm1_n, %expm1_nd, %expm1_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %floor_a = math.floor %a : f32
  %floor_d = math.floor %d : f64
  %floor_h = math.floor %h : f16
  %floor_n = math.floor %n : f32
  %floor_nd = math.floor %nd : f64
  %floor_z = math.floor %z : f32
  "u.sink"(%floor_a, %floor_d, %floor_h, %floor_n, %floor_nd, %floor_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %log_a = math.log %a : f32
  %log_d = math.log %d : f64
  %log_h = math.log %h : f16
  %log_n = math.log %n : f32
  %log_nd = math.log %nd : f64
  %log_z = math.log %z : f32
  "u.sink"(%log_a, %log_d, %log_h, %log_n, %log_nd, %log_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %log10_a = math.log10 %a : f32
  %log10_d = math.log10 %d : f64
  %log10_h = math.log10 %h : f16
  %log10_n = math.log10 %n : f32
  %log10_nd = math.log10 %nd : f64
  %log10_z = math.log10 %z : f32
  "u.sink"(%log10_a, %log10_d, %log10_h, %log10_n, %log10_nd, %log10_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %log1p_a = math.log1p %a : f32
  %log1p_d = math.log1p %d : f64
  %log1p_h = math.log1p %h : f16
  %log1p_n = math.log1p %n : f32
  %log1p_nd = math.log1p %nd : f64
  %log1p_z = math.log1p %z : f32
  "u.sink"(%log1p_a, %log1p_d, %log1p_h, %log1p_n, %log1p_nd, %log1p_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %log2_a = math.log2 %a : f32
  %log2_d = math.log2 %d : f64
  %log2_h = math.log2 %h : f16
  %log2_n = math.log2 %n : f32
  %log2_nd = math.log2 %nd : f64
  %log2_z = math.log2 %z : f32
  "u.sink"(%log2_a, %log2_d, %log2_h, %log2_n, %log2_nd, %log2_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %round_a = math.round %a : f32
  %round_d = math.round %d : f64
  %round_h = math.round %h : f16
  %round_n = math.round %n : f32
  %round_nd = math.round %nd : f64
  %round_z = math.round %z : f32
  "u.sink"(%round_a, %round_d, %round_h, %round_n, %round_nd, %round_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %roundeven_a = math.roundeven %a : f32
  %roundeven_d = math.roundeven %d : f64
  %roundeven_h = math.roundeven %h : f16
  %roundeven_n = math.roundeven %n : f32
  %roundeven_nd = math.roundeven %nd : f64
  %roundeven_z = math.roundeven %z : f32
  "u.sink"(%roundeven_a, %roundeven_d, %roundeven_h, %roundeven_n, %roundeven_nd, %roundeven_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %sin_a = math.sin %a : f32
  %sin_d = math.sin %d : f64
  %sin_h = math.sin %h : f16
  %sin_n = math.sin %n : f32
  %sin_nd = math.sin %nd : f64
  %sin_z = math.sin %z : f32
  "u.sink"(%sin_a, %sin_d, %sin_h, %sin_n, %sin_nd, %sin_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %sinh_a = math.sinh %a : f32
  %sinh_d = math.sinh %d : f64
  %sinh_h = math.sinh %h : f16
  %sinh_n = math.sinh %n : f32
  %sinh_nd = math.sinh %nd : f64
  %sinh_z = math.sinh %z : f32
  "u.sink"(%sinh_a, %sinh_d, %sinh_h, %sinh_n, %sinh_nd, %sinh_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %sqrt_a = math.sqrt %a : f32
  %sqrt_d = math.sqrt %d : f64
  %sqrt_h = math.sqrt %h : f16
  %sqrt_n = math.sqrt %n : f32
  %sqrt_nd = math.sqrt %nd : f64
  %sqrt_z = math.sqrt %z : f32
  "u.sink"(%sqrt_a, %sqrt_d, %sqrt_h, %sqrt_n, %sqrt_nd, %sqrt_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %tan_a = math.tan %a : f32
  %tan_d = math.tan %d : f64
  %tan_h = math.tan %h : f16
  %tan_n = math.tan %n : f32
  %tan_nd = math.tan %nd : f64
  %tan_z = math.tan %z : f32
  "u.sink"(%tan_a, %tan_d, %tan_h, %tan_n, %tan_nd, %tan_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %tanh_a = math.tanh %a : f32
  %tanh_d = math.tanh %d : f64
  %tanh_h = math.tanh %h : f16
  %tanh_n = math.tanh %n : f32
  %tanh_nd = math.tanh %nd : f64
  %tanh_z = math.tanh %z : f32
  "u.sink"(%tanh_a, %tanh_d, %tanh_h, %tanh_n, %tanh_nd, %tanh_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %trunc_a = math.trunc %a : f32
  %trunc_d = math.trunc %d : f64
  %trunc_h = math.trunc %h : f16
  %trunc_n = math.trunc %n : f32
  %trunc_nd = math.trunc %nd : f64
  %trunc_z = math.trunc %z : f32
  "u.sink"(%trunc_a, %trunc_d, %trunc_h, %trunc_n, %trunc_nd, %trunc_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %cbrt_a = math.cbrt %a : f32
  %cbrt_d = math.cbrt %d : f64
  %cbrt_h = math.cbrt %h : f16
  %cbrt_n = math.cbrt %n : f32
  %cbrt_nd = math.cbrt %nd : f64
  %cbrt_z = math.cbrt %z : f32
  "u.sink"(%cbrt_a, %cbrt_d, %cbrt_h, %cbrt_n, %cbrt_nd, %cbrt_z) : (f32, f64, f16, f32, f64, f32) -> ()
  %rsqrt_a = math.rsqrt %a : f32
  %rsqrt_d = math.rsqrt %d : f64
  %rsqrt_h = math.rsqrt %h : f16
  %rsqrt_n = math.rsqrt %n : f32
  %rsqrt_nd = math.rsqrt %nd : f64
  %rsqrt_z = math.rsqrt %z : f32
  "u.sink"(%rsqrt_a, %rsqrt_d, %rsqrt_h, %rsqrt_n, %rsqrt_nd, %rsqrt_z) : (f32, f64, f16, f32, f64, f32) -> ()
  return
}

func.func @binary() {
  %a = arith.constant 0.7 : f32
  %b = arith.constant -2.5 : f32
  %d = arith.constant 0.7 : f64
  %e = arith.constant -2.5 : f64
  %h = arith.constant 0.7 : f16
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %atan21 = math.atan2 %a, %b : f32
  %atan22 = math.atan2 %d, %e : f64
  %atan23 = math.atan2 %h, %h : f16
  %atan24 = math.atan2 %z, %nz : f32
  "u.sink"(%atan21, %atan22, %atan23, %atan24) : (f32, f64, f16, f32) -> ()
  %copysign1 = math.copysign %a, %b : f32
  %copysign2 = math.copysign %d, %e : f64
  %copysign3 = math.copysign %h, %h : f16
  %copysign4 = math.copysign %z, %nz : f32
  "u.sink"(%copysign1, %copysign2, %copysign3, %copysign4) : (f32, f64, f16, f32) -> ()
  %powf1 = math.powf %a, %b : f32
  %powf2 = math.powf %d, %e : f64
  %powf3 = math.powf %h, %h : f16
  %powf4 = math.powf %z, %nz : f32
  "u.sink"(%powf1, %powf2, %powf3, %powf4) : (f32, f64, f16, f32) -> ()
  return
}

func.func @ints() {
  %a = arith.constant 5 : i32
  %b = arith.constant -8 : i32
  %z = arith.constant 0 : i32
  %m = arith.constant -2147483648 : i32
  %t = arith.constant true
  %w = arith.constant 3 : i8
  %absi1 = math.absi %a : i32
  %absi2 = math.absi %b : i32
  %absi3 = math.absi %z : i32
  %absi4 = math.absi %m : i32
  %absi5 = math.absi %t : i1
  "u.sink"(%absi1, %absi2, %absi3, %absi4, %absi5) : (i32, i32, i32, i32, i1) -> ()
  %ctlz1 = math.ctlz %a : i32
  %ctlz2 = math.ctlz %b : i32
  %ctlz3 = math.ctlz %z : i32
  %ctlz4 = math.ctlz %m : i32
  %ctlz5 = math.ctlz %t : i1
  "u.sink"(%ctlz1, %ctlz2, %ctlz3, %ctlz4, %ctlz5) : (i32, i32, i32, i32, i1) -> ()
  %cttz1 = math.cttz %a : i32
  %cttz2 = math.cttz %b : i32
  %cttz3 = math.cttz %z : i32
  %cttz4 = math.cttz %m : i32
  %cttz5 = math.cttz %t : i1
  "u.sink"(%cttz1, %cttz2, %cttz3, %cttz4, %cttz5) : (i32, i32, i32, i32, i1) -> ()
  %ctpop1 = math.ctpop %a : i32
  %ctpop2 = math.ctpop %b : i32
  %ctpop3 = math.ctpop %z : i32
  %ctpop4 = math.ctpop %m : i32
  %ctpop5 = math.ctpop %t : i1
  "u.sink"(%ctpop1, %ctpop2, %ctpop3, %ctpop4, %ctpop5) : (i32, i32, i32, i32, i1) -> ()
  %p1 = math.ipowi %a, %a : i32
  %p2 = math.ipowi %b, %a : i32
  %p3 = math.ipowi %z, %b : i32
  %m1 = arith.constant -1 : i32
  %p4 = math.ipowi %m1, %b : i32
  %p5 = math.ipowi %a, %b : i32
  %p6 = math.ipowi %t, %t : i1
  %p7 = math.ipowi %w, %w : i8
  %p8 = math.ipowi %m1, %a : i32
  "u.sink"(%p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8) : (i32, i32, i32, i32, i32, i1, i8, i32) -> ()
  %v = arith.constant dense<[0.25, 4.0]> : vector<2xf32>
  %vs = math.sqrt %v : vector<2xf32>
  %vf = arith.constant dense<-1.5> : vector<2xf32>
  %vc = math.ceil %vf : vector<2xf32>
  %va = math.absf %vf : vector<2xf32>
  "u.sink"(%vs, %vc, %va) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> ()
  return
}
