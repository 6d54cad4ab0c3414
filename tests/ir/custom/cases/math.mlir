// math: unary and binary ops, fastmath flags, fpowi, ipowi, fma, on scalars,
// vectors and tensors.
func.func @math(%x: f32, %y: f32, %v: vector<4xf32>, %t: tensor<2x?xf64>, %i: i32, %vi: vector<4xi32>) {
  %0 = math.sqrt %x : f32
  %1 = math.rsqrt %v : vector<4xf32>
  %2 = math.exp %t : tensor<2x?xf64>
  %3 = math.log %x fastmath<fast> : f32
  %4 = math.powf %x, %y : f32
  %5 = math.powf %v, %v fastmath<nnan,ninf> : vector<4xf32>
  %6 = math.fma %x, %y, %x : f32
  %7 = math.absf %y fastmath<none> : f32
  %8 = math.absi %i : i32
  %9 = math.ctlz %i : i32
  %10 = math.ctpop %vi : vector<4xi32>
  %11 = math.ipowi %i, %i : i32
  %12 = math.fpowi %x, %i : f32, i32
  %13 = math.atan2 %x, %y : f32
  %14 = math.tanh %v : vector<4xf32>
  %15 = math.floor %x : f32
  %16 = math.ceil %x : f32
  %17 = math.round %x : f32
  %18 = math.roundeven %x : f32
  %19 = math.copysign %x, %y : f32
  %20 = math.cos %x : f32
  %21 = math.erf %x : f32
  %23 = math.trunc %v fastmath<afn> : vector<4xf32>
  return
}
