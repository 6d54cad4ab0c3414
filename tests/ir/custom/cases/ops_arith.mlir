// Every op of arith not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xi32>) {
  %0 = arith.ceildivui %a, %b : i32
  %1 = arith.divui %a, %b : i32
  %2 = arith.maxnumf %x, %y fastmath<nnan> : f32
  %3 = arith.maxui %a, %b : i32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.minsi %a, %b : i32
  %6:2 = arith.mului_extended %a, %b : i32
  %7 = arith.remsi %a, %b : i32
  %8 = arith.shrsi %a, %b : i32
  %9 = arith.shrui %a, %b : i32
  %c = arith.cmpi eq, %a, %b : i32
  %10 = arith.select %c, %a, %b : i32
  %vc = arith.cmpi ne, %v, %v : vector<4xi32>
  %11 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %12 = arith.select %c, %v, %v {foo} : vector<4xi32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6#0, %6#1, %7, %8, %9, %10, %11, %12) : (i32, i32, f32, i32, f32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>) -> ()
  return
}
