module {
  func.func @f(%arg0: memref<10x10xf32>, %arg1: memref<4x4x4xvector<4xf32>>, %arg2: index, %arg3: index, %arg4: f32, %arg5: vector<4xf32>) {
    %c0 = arith.constant 0 : index
    %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%arg2, %arg3)
    %1 = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%arg2, %arg3]
    %2 = affine.apply affine_map<() -> (42)>()
    %3 = affine.min affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, 7)>(%arg2, %arg3)[%c0]
    %4 = affine.max affine_map<(d0) -> (d0)>(%arg2) {tag}
    affine.for %arg6 = 0 to 10 {
      affine.for %arg7 = max affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, 7)>(%arg6, %arg2)[%arg3] to 100 step 4 {
      }
    }
    affine.for %arg6 = max affine_map<(d0, d1) -> (d0, d1)>(%arg2, %arg3) to min affine_map<()[s0] -> (s0, 10)>()[%arg3] {
    }
    affine.for %arg6 = %arg2 to %arg3 {
    }
    affine.for %arg6 = -5 to 5 {
    }
    affine.for %arg6 = %arg2 to affine_map<()[s0] -> (s0 + 4)>()[%arg2] {
    }
    %5:2 = affine.for %arg6 = 0 to 4 iter_args(%arg7 = %arg4, %arg8 = %arg2) -> (f32, index) {
      affine.yield %arg7, %arg8 : f32, index
    }
    affine.if affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0)>(%arg2, %arg3)[%c0] {
    } else {
    }
    affine.if affine_set<(d0) : (d0 >= 0)>(%arg2) {
    } {tag}
    %6:2 = affine.if affine_set<()[s0] : (s0 >= 0)>()[%arg2] -> (f32, index) {
      affine.yield %arg4, %arg2 : f32, index
    } else {
      affine.yield %arg4, %arg3 : f32, index
    }
    %7 = affine.load %arg1[%arg2, %arg3, 3] : memref<4x4x4xvector<4xf32>>
    %8 = affine.load %arg0[%arg2 floordiv 2, %arg3 mod 4 + symbol(%c0)] : memref<10x10xf32>
    affine.store %arg4, %arg0[(%arg2 + %arg3) * 2, 0] : memref<10x10xf32>
    %9 = affine.vector_load %arg0[%arg2, %arg3] {tag} : memref<10x10xf32>, vector<4xf32>
    affine.vector_store %arg5, %arg0[%arg2 + 1, %arg3] : memref<10x10xf32>, vector<4xf32>
    affine.prefetch %arg0[%arg2, %arg3], read, locality<2>, instr {tag} : memref<10x10xf32>
    affine.parallel (%arg6, %arg7) = (0, max(%arg2, 4)) to (symbol(%arg3), 10) {
    }
    affine.parallel (%arg6) = (%arg2 + 1) to (%arg3 * 2) step (2) {
    }
    %10 = affine.parallel (%arg6) = (0) to (10) reduce ("addf") -> (f32) {
      affine.yield %arg4 : f32
    }
    %11:2 = affine.parallel (%arg6) = (0) to (10) reduce ("mulf", "maximumf") -> (f32, f32) {
      affine.yield %arg4, %arg4 : f32, f32
    } {tag}
    affine.parallel (%arg6, %arg7, %arg8) = (0, 0, 0) to (min(%arg2, %arg3), 4, 8) step (1, 2, 4) {
    }
    "test.use"(%0, %1, %2, %3, %4, %5#0, %6#0, %7, %8, %9, %10, %11#1) : (index, index, index, index, index, f32, f32, vector<4xf32>, f32, vector<4xf32>, f32, f32) -> ()
    return
  }
}
