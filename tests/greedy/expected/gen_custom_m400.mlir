module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<?xf32>, %arg4: index, %arg5: memref<16x16xf32>) -> i32 {
    %cst = arith.constant 5.640000e+02 : f32
    %c40 = arith.constant 40 : index
    %c564_i32 = arith.constant 564 : i32
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.subi %arg0, %arg1 : i32
    %1 = arith.cmpi sle, %arg0, %c0_i32 : i32
    %2 = arith.cmpf oeq, %arg2, %cst : f32
    %3 = memref.load %arg3[%c3] : memref<?xf32>
    %4 = arith.mulf %arg2, %cst : f32
    %5 = affine.load %arg5[%c16, %c3 + 2] : memref<16x16xf32>
    %6 = scf.for %arg6 = %c0 to %arg4 step %c1 iter_args(%arg7 = %c564_i32) -> (i32) {
      memref.store %3, %arg3[%c1] : memref<?xf32>
      %16 = arith.addi %arg7, %arg7 : i32
      scf.yield %16 : i32
    }
    %7 = scf.for %arg6 = %c0 to %c0 step %c1 iter_args(%arg7 = %0) -> (i32) {
      %16 = arith.addi %arg7, %c564_i32 : i32
      scf.yield %16 : i32
    }
    memref.store %cst, %arg3[%c3] : memref<?xf32>
    %8 = arith.mulf %4, %5 fastmath<contract> : f32
    %9 = affine.load %arg5[%c3, %c0] : memref<16x16xf32>
    %10 = arith.addi %6, %7 overflow<nuw> : i32
    %11 = affine.load %arg5[%c3, %c3 + 2] : memref<16x16xf32>
    memref.store %4, %arg3[%arg4] : memref<?xf32>
    %12 = arith.select %1, %c0_i32, %c564_i32 : i32
    %13 = arith.addf %9, %8 fastmath<nnan,ninf> : f32
    %alloc = memref.alloc(%arg4) : memref<?xf32>
    %14 = arith.subi %12, %10 : i32
    %15 = scf.if %2 -> (f32) {
      scf.yield %13 : f32
    } else {
      memref.store %11, %alloc[%c40] : memref<?xf32>
      scf.yield %13 : f32
    }
    affine.for %arg6 = 0 to 40 step 4 {
      affine.store %cst, %arg5[%arg6, %c0 + 2] : memref<16x16xf32>
      affine.store %15, %arg5[%arg6, %c0 + 2] : memref<16x16xf32>
    }
    memref.dealloc %alloc : memref<?xf32>
    return %14 : i32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<?xf32>, %arg4: index, %arg5: memref<16x16xf32>) -> i32 {
    %c7_i32 = arith.constant 7 : i32
    %c21 = arith.constant 21 : index
    %c3 = arith.constant 3 : index
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 128.9375 : f32
    %cst_0 = arith.constant 1.431250e+02 : f32
    %c7 = arith.constant 7 : index
    %c49 = arith.constant 49 : index
    %cst_1 = arith.constant 163.5625 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %0 = vector.broadcast %arg2 : f32 to vector<8xf32>
    %1 = arith.addi %arg1, %arg0 : i32
    %2 = arith.addi %arg0, %1 overflow<nsw> : i32
    %3 = memref.load %arg5[%c0, %arg4] : memref<16x16xf32>
    memref.store %3, %arg3[%c1] : memref<?xf32>
    %4 = arith.muli %1, %arg0 overflow<nuw> : i32
    %5 = arith.sitofp %1 : i32 to f32
    %6 = memref.load %arg3[%c16] : memref<?xf32>
    %7 = arith.muli %arg0, %1 : i32
    memref.store %5, %arg3[%c16] : memref<?xf32>
    %8 = arith.addf %0, %0 : vector<8xf32>
    %9 = vector.fma %8, %8, %0 : vector<8xf32>
    %10 = memref.load %arg3[%arg4] : memref<?xf32>
    %11 = arith.cmpf olt, %6, %5 : f32
    %12 = arith.addi %7, %7 overflow<nsw> : i32
    %13 = arith.subi %4, %12 overflow<nsw, nuw> : i32
    %14 = memref.load %arg3[%arg4] : memref<?xf32>
    %15 = affine.load %arg5[%c16, %arg4 + 2] : memref<16x16xf32>
    %16 = memref.load %arg3[%c16] : memref<?xf32>
    %17 = arith.addf %14, %15 : f32
    %18 = arith.addf %9, %0 : vector<8xf32>
    %19 = arith.select %11, %4, %13 : i32
    vector.store %18, %arg3[%c3] : memref<?xf32>, vector<8xf32>
    %20 = arith.subf %16, %17 : f32
    affine.for %arg6 = 0 to %arg4 {
      affine.store %14, %arg5[%c16, %arg6 + 1] : memref<16x16xf32>
    }
    %dim = memref.dim %arg3, %c0 : memref<?xf32>
    %21 = arith.mulf %17, %20 fastmath<contract> : f32
    %22 = arith.subf %cst_1, %21 fastmath<fast> : f32
    vector.store %9, %arg3[%c21] : memref<?xf32>, vector<8xf32>
    %alloca = memref.alloca() : memref<16x16xf32>
    memref.store %22, %arg3[%c1] : memref<?xf32>
    %23 = memref.load %arg5[%c21, %c1] : memref<16x16xf32>
    %24 = arith.muli %19, %c7_i32 : i32
    %25 = arith.subf %21, %10 : f32
    %26 = memref.load %arg3[%dim] : memref<?xf32>
    %27 = arith.subf %25, %22 fastmath<contract> : f32
    memref.store %23, %arg3[%c1] : memref<?xf32>
    %28 = arith.mulf %26, %cst : f32
    %alloc = memref.alloc(%c1) : memref<?xf32>
    %29 = arith.subi %c7_i32, %13 : i32
    %30 = affine.for %arg6 = 0 to 16 iter_args(%arg7 = %cst_0) -> (f32) {
      %33 = scf.for %arg8 = %c0 to %c7 step %c1 iter_args(%arg9 = %c0_i32) -> (i32) {
        memref.store %26, %alloc[%dim] : memref<?xf32>
        %36 = arith.addi %arg9, %c7_i32 : i32
        scf.yield %36 : i32
      }
      %34 = affine.load %alloca[%arg6, %arg6] : memref<16x16xf32>
      %35 = arith.addf %arg7, %34 : f32
      affine.yield %35 : f32
    }
    memref.store %27, %alloc[%c16] : memref<?xf32>
    memref.store %cst, %alloc[%c16] : memref<?xf32>
    %31 = arith.addi %24, %2 : i32
    scf.for %arg6 = %c0 to %c3 step %c1 {
      memref.store %28, %alloc[%c0] : memref<?xf32>
    }
    %32 = arith.addi %29, %31 overflow<nsw> : i32
    %alloc_2 = memref.alloc(%c16) : memref<?xf32>
    %alloc_3 = memref.alloc(%c49) : memref<?xf32>
    memref.dealloc %alloc : memref<?xf32>
    memref.dealloc %alloc_2 : memref<?xf32>
    memref.dealloc %alloc_3 : memref<?xf32>
    return %32 : i32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<?xf32>, %arg4: index, %arg5: memref<16x16xf32>) -> i32 {
    %c852_i32 = arith.constant 852 : i32
    %c39 = arith.constant 39 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %0 = affine.load %arg5[%c0, %c1 + 2] : memref<16x16xf32>
    %1 = memref.load %arg3[%arg4] : memref<?xf32>
    %2 = arith.subf %0, %arg2 : f32
    %3 = arith.addf %2, %1 : f32
    %alloca = memref.alloca() : memref<16x16xf32>
    %4 = memref.load %alloca[%c1, %c0] : memref<16x16xf32>
    %5 = memref.load %arg3[%arg4] : memref<?xf32>
    memref.store %3, %arg3[%c0] : memref<?xf32>
    memref.store %4, %arg3[%c0] : memref<?xf32>
    %6 = arith.mulf %arg2, %2 : f32
    %7 = arith.subf %4, %5 : f32
    %8 = arith.mulf %7, %6 fastmath<contract> : f32
    %9 = memref.load %arg3[%c16] : memref<?xf32>
    %alloc = memref.alloc(%c16) : memref<?xf32>
    memref.store %9, %arg3[%c16] : memref<?xf32>
    %alloca_0 = memref.alloca() : memref<16x16xf32>
    memref.store %8, %arg3[%arg4] : memref<?xf32>
    %10 = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%c39, %arg4)
    %11 = affine.apply affine_map<(d0, d1) -> (d0 * 7 + d1)>(%10, %c16)
    %12 = affine.apply affine_map<(d0, d1) -> (d0 * 7 + d1)>(%10, %11)
    %13 = affine.load %alloca_0[%arg4, %c16] : memref<16x16xf32>
    affine.store %13, %arg5[%12, %c1 + 1] : memref<16x16xf32>
    %alloc_1 = memref.alloc(%c16) : memref<?xf32>
    %14 = memref.load %arg3[%10] : memref<?xf32>
    memref.store %14, %alloc_1[%c0] : memref<?xf32>
    memref.dealloc %alloc : memref<?xf32>
    memref.dealloc %alloc_1 : memref<?xf32>
    return %c852_i32 : i32
  }
}
