// Declarative formats of arith, math, tensor, memref and vector with less common
// parts: rounding modes, fastmath and overflow flags, nofold, scalable vectors, dynamic
// positions, nontemporal.
func.func @f(%a: f32, %b: f64, %i: i32, %t: tensor<?x4xf32>, %m: memref<?x4xf32>, %n: index, %v: vector<[4]xf32>, %w: vector<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %0 = arith.truncf %b to_nearest_away : f64 to f32
  %1 = arith.truncf %b fastmath<nnan> : f64 to f32
  %2 = arith.extf %a fastmath<fast> : f32 to f64
  %3 = arith.constant dense<[1, 2]> : vector<2xi32>
  %4 = arith.constant 1.5 : bf16
  %5 = arith.constant -0.0 : f32
  %6 = arith.constant 0x7FC00000 : f32
  %7 = arith.cmpf uno, %a, %a fastmath<nnan> : f32
  %8 = arith.cmpi uge, %i, %i : i32
  %9 = arith.bitcast %a : f32 to i32
  %10 = arith.divsi %i, %i : i32
  %11 = arith.addi %i, %i overflow<nuw> : i32
  %12 = arith.trunci %i : i32 to i8
  %13 = math.fpowi %a, %i : f32, i32
  %14 = math.ctlz %i : i32
  %15 = math.fma %a, %a, %a fastmath<contract> : f32
  %16 = math.ipowi %i, %i : i32
  %18 = tensor.pad %t nofold low[0, %n] high[1, 2] {
  ^bb0(%x: index, %y: index):
    tensor.yield %a : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  %19 = tensor.generate %n {
  ^bb0(%x: index, %y: index):
    tensor.yield %a : f32
  } : tensor<?x3xf32>
  %20 = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<4xf32>
  %21 = tensor.expand_shape %20 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %22 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 1, 4] : tensor<?x4xf32> into tensor<?x1x4xf32>
  %23 = tensor.splat %a : tensor<2x2xf32>
  %24 = tensor.splat %a[%n] : tensor<?x2xf32>
  %25 = memref.atomic_rmw maximumf %a, %m[%c0, %c0] : (f32, memref<?x4xf32>) -> f32
  %26 = vector.constant_mask [4] : vector<[4]xi1>
  %27 = vector.create_mask %n, %c0 : vector<2x[4]xi1>
  %28 = vector.load %m[%c0, %c0] {nontemporal = true} : memref<?x4xf32>, vector<4xf32>
  %29 = vector.broadcast %a : f32 to vector<[4]xf32>
  %30 = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %31 = vector.insert %a, %v[0] : f32 into vector<[4]xf32>
  %32 = vector.multi_reduction <maxnumf>, %w, %30 [0] : vector<2x4xf32> to vector<4xf32>
  %33 = vector.reduction <mul>, %v, %a : vector<[4]xf32> into f32
  %34 = vector.fma %v, %v, %v : vector<[4]xf32>
  %35 = vector.splat %a : vector<[4]xf32>
  %36 = vector.step : vector<[4]xindex>
  %37 = vector.extract %w[] : vector<2x4xf32> from vector<2x4xf32>
  %38 = vector.extract %w[%n, 1] : f32 from vector<2x4xf32>
  %39 = vector.bitcast %w : vector<2x4xf32> to vector<2x2xf64>
  %40 = arith.index_castui %n : index to i64
  %41 = arith.uitofp %i : i32 to f32
  return
}
