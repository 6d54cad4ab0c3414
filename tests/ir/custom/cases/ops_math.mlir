// Every op of math not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func @f(%x: f32, %i: i32, %v: vector<4xf32>) {
  %0 = math.acos %x : f32
  %1 = math.acosh %x fastmath<fast> : f32
  %2 = math.asin %x : f32
  %3 = math.asinh %x : f32
  %4 = math.atan %x : f32
  %5 = math.atanh %x : f32
  %6 = math.cbrt %x : f32
  %7 = math.cosh %x : f32
  %8 = math.cttz %i : i32
  %9 = math.exp2 %v : vector<4xf32>
  %10 = math.expm1 %x : f32
  %11 = math.log10 %x : f32
  %12 = math.log1p %x : f32
  %13 = math.log2 %x : f32
  %14 = math.sin %x : f32
  %15 = math.sinh %x : f32
  %16 = math.tan %x : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (f32, f32, f32, f32, f32, f32, f32, f32, i32, vector<4xf32>, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}
