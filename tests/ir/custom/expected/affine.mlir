module {
  func.func @affine(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%arg1)[%arg2]
    %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%0)
    %2 = affine.min affine_map<(d0) -> (d0, 100)>(%1)
    %3 = affine.max affine_map<(d0)[s0] -> (0, d0 - s0)>(%2)[%arg2]
    affine.for %arg3 = 0 to 10 {
      affine.for %arg4 = affine_map<(d0) -> (d0)>(%arg3) to min affine_map<(d0) -> (d0 + 8, 100)>(%arg3) step 2 {
        %8 = affine.load %arg0[%arg3, %arg4 + 1] : memref<100x100xf32>
        affine.store %8, %arg0[%arg4, %arg3 * 2] : memref<100x100xf32>
      }
    }
    affine.for %arg3 = max affine_map<(d0) -> (0, d0)>(%3) to %arg1 {
      affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>(%arg3)[%arg2] {
        "test.then"(%arg3) : (index) -> ()
      } else {
        "test.else"() : () -> ()
      }
    }
    %cst = arith.constant 0.000000e+00 : f32
    %4 = affine.for %arg3 = 0 to 100 iter_args(%arg4 = %cst) -> (f32) {
      %8 = affine.load %arg0[%arg3, %arg3] : memref<100x100xf32>
      %9 = arith.addf %arg4, %8 : f32
      affine.yield %9 : f32
    }
    %5 = affine.if affine_set<(d0) : (d0 >= 0)>(%arg1) -> f32 {
      affine.yield %4 : f32
    } else {
      affine.yield %cst : f32
    }
    affine.parallel (%arg3, %arg4) = (0, 0) to (100, symbol(%arg1)) {
      %8 = affine.load %arg0[%arg3, %arg4] : memref<100x100xf32>
      affine.store %8, %arg0[%arg4, %arg3] : memref<100x100xf32>
    }
    %6 = affine.parallel (%arg3) = (0) to (100) reduce ("addf") -> (f32) {
      %8 = affine.load %arg0[%arg3, %arg3] : memref<100x100xf32>
      affine.yield %8 : f32
    }
    %7:2 = affine.parallel (%arg3) = (0) to (100) step (4) reduce ("maximumf", "minimumf") -> (f32, f32) {
      %8 = affine.load %arg0[%arg3, 0] : memref<100x100xf32>
      affine.yield %8, %8 : f32, f32
    }
    "test.use"(%5, %6, %7#0) : (f32, f32, f32) -> ()
    return
  }
}
