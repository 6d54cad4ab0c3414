func.func @math(%x: f32, %v: vector<4xf64>, %i: i32) -> f32 {
  %0 = math.acos %x : f32
  %1 = math.acosh %0 : f32
  %2 = math.asin %1 fastmath<fast> : f32
  %3 = math.asinh %2 : f32
  %4 = math.atanh %3 : f32
  %5 = math.cbrt %4 : f32
  %6 = math.cosh %5 : f32
  %7 = math.exp2 %6 : f32
  %8 = math.expm1 %7 : f32
  %9 = math.log10 %8 : f32
  %10 = math.log1p %9 : f32
  %11 = math.log2 %10 : f32
  %12 = math.sin %11 : f32
  %13 = math.sinh %12 : f32
  %14 = math.fpowi %13, %i : f32, i32
  %15 = math.fma %14, %13, %12 : f32
  %16 = math.powf %15, %x : f32
  %17 = math.sin %v : vector<4xf64>
  %18 = math.cttz %i : i32
  %19 = math.ipowi %18, %i : i32
  %20 = math.absi %i : i32
  %21 = math.copysign %16, %x : f32
  %22 = math.atan2 %21, %x : f32
  %23 = math.round %22 : f32
  "test.use"(%17, %19, %20) : (vector<4xf64>, i32, i32) -> ()
  return %23 : f32
}
