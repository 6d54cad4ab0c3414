// arith: binary ops with overflow and fastmath flags, comparisons, constants of
// every kind (the names mlir-opt gives them), casts, select.
func.func @binary(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xi64>) -> (i32, f32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b overflow<nsw> : i32
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i32
  %3 = arith.shli %2, %b overflow<nuw> : i32
  %4 = arith.divsi %3, %a : i32
  %5 = arith.remui %4, %b : i32
  %6 = arith.andi %5, %a : i32
  %7 = arith.ori %6, %b : i32
  %8 = arith.xori %7, %a : i32
  %9 = arith.maxsi %8, %a : i32
  %10 = arith.minui %9, %b : i32
  %11 = arith.ceildivsi %10, %a : i32
  %12 = arith.floordivsi %11, %b : i32
  %f0 = arith.addf %x, %y : f32
  %f1 = arith.mulf %f0, %y fastmath<fast> : f32
  %f2 = arith.subf %f1, %x fastmath<nnan,ninf> : f32
  %f3 = arith.divf %f2, %y fastmath<none> : f32
  %f4 = arith.negf %f3 fastmath<contract> : f32
  %f5 = arith.maximumf %f4, %x : f32
  %f6 = arith.minnumf %f5, %y : f32
  %f7 = arith.remf %f6, %x : f32
  %vs = arith.addi %v, %v : vector<4xi64>
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  return %12, %f7 : i32, f32
}

func.func @compare(%a: i32, %b: i32, %x: f64, %y: f64, %t: tensor<4xf64>) -> (i1, i1, tensor<4xi1>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi uge, %a, %b : i32
  %4 = arith.cmpf oeq, %x, %y : f64
  %5 = arith.cmpf ult, %x, %y fastmath<nnan> : f64
  %6 = arith.cmpf uno, %x, %y : f64
  %7 = arith.cmpf une, %t, %t : tensor<4xf64>
  %8 = arith.andi %0, %1 : i1
  return %8, %5, %7 : i1, i1, tensor<4xi1>
}

func.func @constants() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c42 = arith.constant 42 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %cm1_i8 = arith.constant -1 : i8
  %c7_i64 = arith.constant 7 : i64
  %c1_dup = arith.constant 1 : i32
  %true = arith.constant true
  %false = arith.constant false
  %t2 = arith.constant true
  %cst = arith.constant 1.000000e+00 : f32
  %cst_0 = arith.constant 2.5 : f64
  %cst_1 = arith.constant 0x7FC00000 : f32
  %cst_2 = arith.constant -0.0 : f16
  %cst_3 = arith.constant 3.0 : bf16
  %cst_4 = arith.constant dense<0> : vector<4xi32>
  %cst_5 = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %cst_6 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %cst_7 = arith.constant dense<true> : vector<3xi1>
  %c_big = arith.constant 340282366920938463463374607431768211455 : i128
  %c_attr = arith.constant {note = "kept"} 5 : i16
  "test.use"(%c0, %c1, %c42, %c0_i32, %c1_i32, %cm1_i8, %c7_i64, %c1_dup) : (index, index, index, i32, i32, i8, i64, i32) -> ()
  "test.use"(%true, %false, %t2, %cst, %cst_0, %cst_1, %cst_2, %cst_3) : (i1, i1, i1, f32, f64, f32, f16, bf16) -> ()
  "test.use"(%cst_4, %cst_5, %cst_6, %cst_7, %c_big, %c_attr) : (vector<4xi32>, vector<2xf32>, tensor<2x2xi64>, vector<3xi1>, i128, i16) -> ()
  return
}

func.func @casts(%i: i32, %f: f32, %idx: index, %v: vector<4xi16>, %c: i1) -> i32 {
  %0 = arith.extsi %i : i32 to i64
  %1 = arith.extui %i : i32 to i64
  %2 = arith.trunci %0 : i64 to i16
  %3 = arith.extf %f : f32 to f64
  %4 = arith.truncf %3 : f64 to f16
  %5 = arith.sitofp %i : i32 to f32
  %6 = arith.uitofp %i : i32 to f64
  %7 = arith.fptosi %f : f32 to i32
  %8 = arith.fptoui %f : f32 to i8
  %9 = arith.index_cast %idx : index to i32
  %10 = arith.index_castui %i : i32 to index
  %11 = arith.bitcast %f : f32 to i32
  %12 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %13 = arith.select %c, %7, %11 : i32
  %14 = arith.select %c, %v, %v : vector<4xi16>
  return %13 : i32
}
