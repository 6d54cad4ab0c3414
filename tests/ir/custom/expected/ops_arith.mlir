module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>) {
    %0 = arith.ceildivui %arg0, %arg1 : i32
    %1 = arith.divui %arg0, %arg1 : i32
    %2 = arith.maxnumf %arg2, %arg3 fastmath<nnan> : f32
    %3 = arith.maxui %arg0, %arg1 : i32
    %4 = arith.minimumf %arg2, %arg3 : f32
    %5 = arith.minsi %arg0, %arg1 : i32
    %low, %high = arith.mului_extended %arg0, %arg1 : i32
    %6 = arith.remsi %arg0, %arg1 : i32
    %7 = arith.shrsi %arg0, %arg1 : i32
    %8 = arith.shrui %arg0, %arg1 : i32
    %9 = arith.cmpi eq, %arg0, %arg1 : i32
    %10 = arith.select %9, %arg0, %arg1 : i32
    %11 = arith.cmpi ne, %arg4, %arg4 : vector<4xi32>
    %12 = arith.select %11, %arg4, %arg4 : vector<4xi1>, vector<4xi32>
    %13 = arith.select %9, %arg4, %arg4 {foo} : vector<4xi32>
    "test.use"(%0, %1, %2, %3, %4, %5, %low, %high, %6, %7, %8, %10, %12, %13) : (i32, i32, f32, i32, f32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>) -> ()
    return
  }
}
