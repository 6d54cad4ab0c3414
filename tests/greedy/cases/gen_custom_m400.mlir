func.func @f0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<?xf32>, %arg4: index, %arg5: memref<16x16xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %0 = arith.cmpi slt, %arg0, %arg1 : i32
  %1 = arith.extsi %arg0 : i32 to i64
  %2 = vector.broadcast %arg2 : f32 to vector<8xf32>
  %3 = arith.subi %arg1, %arg1 : i32
  %4 = arith.subi %arg0, %arg1 : i32
  %5 = vector.broadcast %arg2 : f32 to vector<8xf32>
  %6 = arith.cmpi sle, %arg0, %3 : i32
  %c3 = arith.constant 3 : index
  %7 = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%c16, %c16)
  %c564_i32 = arith.constant 564 : i32
  %8 = arith.sitofp %c564_i32 : i32 to f32
  %9 = arith.muli %c0, %7 : index
  %10 = arith.muli %c1, %arg4 : index
  %11 = arith.cmpf oeq, %arg2, %8 : f32
  %12 = arith.muli %3, %c564_i32 : i32
  %13 = memref.load %arg3[%c3] : memref<?xf32>
  %14 = vector.splat %13 : vector<8xf32>
  %15 = arith.mulf %arg2, %8 : f32
  %16 = affine.load %arg5[%c16, %c3 + 2] : memref<16x16xf32>
  scf.for %arg6 = %c0 to %c0 step %c1 {
    %17 = arith.subf %arg2, %15 fastmath<fast> : f32
    %18 = arith.select %11, %c564_i32, %c564_i32 : i32
    %19 = vector.fma %14, %2, %2 : vector<8xf32>
  }
  %20 = memref.load %arg3[%c16] : memref<?xf32>
  %21 = memref.load %arg5[%9, %7] : memref<16x16xf32>
  %22 = vector.reduction <mul>, %5 : vector<8xf32> into f32
  %23 = scf.for %arg7 = %c0 to %arg4 step %c1 iter_args(%arg8 = %c564_i32) -> (i32) {
    %24 = arith.mulf %15, %21 fastmath<fast> : f32
    memref.store %13, %arg3[%c1] : memref<?xf32>
    %25 = arith.addf %8, %15 fastmath<contract> : f32
    %dim = memref.dim %arg3, %c0 : memref<?xf32>
    %c68071_i64 = arith.constant 68071 : i64
    %26 = arith.addi %arg8, %arg8 : i32
    scf.yield %26 : i32
  }
  %27 = scf.for %arg9 = %c0 to %c0 step %c1 iter_args(%arg10 = %4) -> (i32) {
    %c523363_i64 = arith.constant 523363 : i64
    %28 = arith.cmpi ne, %3, %12 : i32
    %29 = arith.addi %c564_i32, %arg10 : i32
    scf.yield %29 : i32
  }
  %c-674_i32 = arith.constant -674 : i32
  %30 = arith.cmpi slt, %c564_i32, %4 : i32
  memref.store %8, %arg3[%c3] : memref<?xf32>
  %31 = arith.subf %21, %15 : f32
  %32 = arith.subi %3, %4 overflow<nsw> : i32
  %33 = arith.addf %13, %13 : f32
  %34 = vector.splat %33 : vector<8xf32>
  %35 = arith.mulf %15, %16 fastmath<contract> : f32
  %36 = arith.addi %c3, %c0 : index
  %c624699_i64 = arith.constant 624699 : i64
  %37 = affine.load %arg5[%c3, %c0 + 0] : memref<16x16xf32>
  %38 = arith.muli %36, %7 : index
  %39 = arith.addf %20, %16 fastmath<nnan,ninf> : f32
  scf.for %arg11 = %c0 to %7 step %c1 {
    %c843736_i64 = arith.constant 843736 : i64
    %40 = arith.cmpi eq, %23, %27 : i32
    %41 = arith.subf %31, %21 : f32
    %42 = scf.if %40 -> (f32) {
      %c10 = arith.constant 10 : index
      %43 = arith.addi %23, %c564_i32 : i32
      %44 = arith.subf %39, %35 : f32
      %45 = arith.muli %12, %23 overflow<nuw> : i32
      scf.yield %39 : f32
    } else {
      %46 = arith.addf %39, %39 : f32
      scf.yield %35 : f32
    }
    %dim_0 = memref.dim %arg3, %c0 : memref<?xf32>
    %47 = arith.trunci %1 : i64 to i32
  }
  %c25966_i64 = arith.constant 25966 : i64
  %48 = vector.broadcast %21 : f32 to vector<8xf32>
  %49 = arith.addi %23, %27 overflow<nuw> : i32
  %50 = arith.extsi %c-674_i32 : i32 to i64
  %51 = affine.load %arg5[%c3, %c3 + 2] : memref<16x16xf32>
  memref.store %15, %arg3[%arg4] : memref<?xf32>
  %c671615_i64 = arith.constant 671615 : i64
  %52 = arith.sitofp %c564_i32 : i32 to f32
  %c40 = arith.constant 40 : index
  %53 = vector.splat %16 : vector<8xf32>
  %54 = arith.muli %9, %10 : index
  %55 = arith.select %6, %12, %c564_i32 : i32
  %cst = arith.constant 4.631250e+01 : f32
  %56 = affine.apply affine_map<(d0, d1) -> (d0 * 1 + d1)>(%c0, %c1)
  %57 = arith.addf %37, %35 fastmath<nnan,ninf> : f32
  %58 = memref.load %arg5[%38, %56] : memref<16x16xf32>
  %59 = arith.divsi %1, %c25966_i64 : i64
  %alloc = memref.alloc(%arg4) : memref<?xf32>
  %60 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%c40, %56)
  %61 = arith.addi %49, %32 overflow<nsw, nuw> : i32
  %62 = arith.subi %55, %49 : i32
  %63 = arith.muli %61, %49 overflow<nsw, nuw> : i32
  %64 = arith.select %30, %63, %49 : i32
  %65 = arith.addf %37, %35 : f32
  %cst_1 = arith.constant 1.733750e+02 : f32
  %66 = arith.subi %64, %64 overflow<nsw> : i32
  %67 = scf.if %11 -> (f32) {
    %68 = arith.subi %49, %63 overflow<nuw> : i32
    %69 = arith.muli %c1, %9 : index
    scf.yield %57 : f32
  } else {
    memref.store %51, %alloc[%c40] : memref<?xf32>
    %c47 = arith.constant 47 : index
    scf.yield %57 : f32
  }
  %70 = arith.select %11, %55, %32 : i32
  %71 = vector.load %arg3[%54] : memref<?xf32>, vector<8xf32>
  %72 = arith.subi %63, %64 : i32
  affine.for %arg12 = 0 to %c40 step 4 {
    affine.store %52, %arg5[%arg12, %c0 + 2] : memref<16x16xf32>
    %73 = arith.divsi %50, %50 : i64
    %74 = arith.subi %66, %64 overflow<nuw> : i32
    affine.store %67, %arg5[%arg12, %c0 + 2] : memref<16x16xf32>
  }
  %75 = arith.muli %72, %27 : i32
  %76 = arith.addi %70, %64 : i32
  memref.dealloc %alloc : memref<?xf32>
  return %62 : i32
}
func.func @f1(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<?xf32>, %arg4: index, %arg5: memref<16x16xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %0 = arith.cmpi slt, %arg1, %arg1 : i32
  %1 = arith.extsi %arg1 : i32 to i64
  %2 = vector.broadcast %arg2 : f32 to vector<8xf32>
  %3 = arith.addi %arg1, %arg0 : i32
  %4 = arith.addi %arg0, %3 overflow<nsw> : i32
  %5 = memref.load %arg5[%c0, %arg4] : memref<16x16xf32>
  memref.store %5, %arg3[%c1] : memref<?xf32>
  %6 = arith.muli %3, %arg0 overflow<nuw> : i32
  %7 = arith.sitofp %3 : i32 to f32
  %8 = arith.select %0, %3, %6 : i32
  %9 = memref.load %arg3[%c16] : memref<?xf32>
  %10 = arith.muli %arg0, %3 : i32
  memref.store %7, %arg3[%c16] : memref<?xf32>
  %11 = arith.addf %2, %2 : vector<8xf32>
  %12 = vector.fma %11, %11, %2 : vector<8xf32>
  %13 = memref.load %arg3[%arg4] : memref<?xf32>
  %14 = arith.cmpf olt, %9, %7 : f32
  %15 = arith.addi %10, %10 overflow<nsw> : i32
  %16 = arith.subf %9, %13 : f32
  %17 = arith.subi %6, %15 overflow<nsw, nuw> : i32
  %18 = memref.load %arg3[%arg4] : memref<?xf32>
  %19 = affine.load %arg5[%c16, %arg4 + 2] : memref<16x16xf32>
  %20 = arith.index_cast %c0 : index to i32
  %21 = memref.load %arg3[%c16] : memref<?xf32>
  %22 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%c1, %c1)
  %23 = memref.load %arg3[%c1] : memref<?xf32>
  %24 = arith.cmpi ne, %17, %3 : i32
  %25 = memref.load %arg3[%c1] : memref<?xf32>
  %26 = affine.apply affine_map<(d0, d1) -> (d0 * 5 + d1)>(%c1, %c16)
  %27 = arith.addf %18, %19 : f32
  %28 = arith.addf %12, %2 : vector<8xf32>
  %29 = arith.select %14, %8, %17 : i32
  vector.store %28, %arg3[%22] : memref<?xf32>, vector<8xf32>
  %30 = arith.cmpi uge, %17, %4 : i32
  %31 = arith.subf %21, %27 : f32
  affine.for %arg6 = 0 to %arg4 {
    %32 = arith.subf %7, %arg2 fastmath<fast> : f32
    %33 = arith.addi %15, %8 : i32
    %34 = arith.muli %29, %8 : i32
    affine.store %18, %arg5[%c16, %arg6 + 1] : memref<16x16xf32>
  }
  %dim = memref.dim %arg3, %c0 : memref<?xf32>
  %35 = arith.muli %26, %c1 : index
  %36 = arith.subf %9, %arg2 fastmath<fast> : f32
  %cst = arith.constant 1.635625e+02 : f32
  %37 = arith.mulf %27, %31 fastmath<contract> : f32
  %c49 = arith.constant 49 : index
  %38 = arith.muli %20, %10 overflow<nsw, nuw> : i32
  %cst_2 = arith.constant 1.553125e+02 : f32
  %c7 = arith.constant 7 : index
  %39 = memref.load %arg3[%c49] : memref<?xf32>
  %40 = arith.index_cast %c7 : index to i32
  %41 = memref.load %arg3[%c1] : memref<?xf32>
  %42 = arith.subf %cst, %37 fastmath<fast> : f32
  vector.store %12, %arg3[%26] : memref<?xf32>, vector<8xf32>
  %alloca = memref.alloca() : memref<16x16xf32>
  %43 = memref.load %arg5[%c49, %c49] : memref<16x16xf32>
  %44 = arith.cmpi slt, %3, %4 : i32
  %45 = arith.index_cast %c0 : index to i32
  memref.store %42, %arg3[%c1] : memref<?xf32>
  %46 = memref.load %arg5[%35, %c1] : memref<16x16xf32>
  %c189533_i64 = arith.constant 189533 : i64
  %47 = arith.cmpi sge, %6, %45 : i32
  %48 = arith.addf %cst_2, %39 : f32
  %49 = arith.muli %40, %29 : i32
  %50 = arith.subf %37, %13 : f32
  %51 = memref.load %arg3[%dim] : memref<?xf32>
  %52 = arith.subf %50, %42 fastmath<contract> : f32
  %53 = vector.load %arg3[%22] : memref<?xf32>, vector<8xf32>
  %54 = arith.cmpf ogt, %43, %43 : f32
  %55 = affine.load %alloca[%c7, %c49 + 2] : memref<16x16xf32>
  %cst_3 = arith.constant 1.431250e+02 : f32
  memref.store %46, %arg3[%c1] : memref<?xf32>
  %cst_4 = arith.constant 1.289375e+02 : f32
  %56 = arith.shli %c189533_i64, %c189533_i64 : i64
  %57 = affine.apply affine_map<(d0, d1) -> (d0 * 5 + d1)>(%dim, %c49)
  %58 = arith.mulf %cst_4, %51 : f32
  %alloc = memref.alloc(%c1) : memref<?xf32>
  %59 = arith.subi %40, %17 : i32
  %60 = affine.for %arg7 = 0 to 16 iter_args(%arg8 = %cst_3) -> (f32) {
    %c317_i32 = arith.constant 317 : i32
    %61 = arith.muli %c317_i32, %20 : i32
    %62 = arith.addi %c49, %22 : index
    %63 = scf.for %arg9 = %c0 to %c7 step %c1 iter_args(%arg10 = %38) -> (i32) {
      %64 = arith.addi %38, %40 : i32
      %c961447_i64 = arith.constant 961447 : i64
      %c967_i32 = arith.constant 967 : i32
      %65 = arith.select %47, %61, %20 : i32
      memref.store %51, %alloc[%dim] : memref<?xf32>
      %66 = arith.addi %64, %arg10 : i32
      scf.yield %66 : i32
    }
    %67 = affine.load %alloca[%arg7, %arg7] : memref<16x16xf32>
    %68 = arith.addf %arg8, %67 : f32
    affine.yield %68 : f32
  }
  %69 = arith.cmpi eq, %59, %20 : i32
  %70 = arith.subf %cst_4, %58 fastmath<nnan,ninf> : f32
  %cst_5 = arith.constant 1.376250e+02 : f32
  memref.store %52, %alloc[%c16] : memref<?xf32>
  %71 = arith.subi %45, %45 overflow<nsw> : i32
  %72 = arith.subi %49, %29 : i32
  memref.store %cst_4, %alloc[%c16] : memref<?xf32>
  %73 = arith.muli %22, %c0 : index
  %74 = arith.addi %49, %4 : i32
  %75 = arith.subi %40, %74 overflow<nuw> : i32
  %76 = arith.index_cast %72 : i32 to index
  %77 = arith.muli %76, %73 : index
  %dim_6 = memref.dim %alloc, %c0 : memref<?xf32>
  scf.for %arg11 = %c0 to %22 step %c1 {
    %78 = arith.subi %10, %40 overflow<nuw> : i32
    scf.for %arg12 = %c0 to %73 step %c1 {
      %79 = arith.addf %70, %55 : f32
      %80 = arith.muli %49, %45 : i32
      %81 = arith.muli %49, %arg0 : i32
      %c118360_i64 = arith.constant 118360 : i64
      %82 = memref.load %alloca[%arg11, %76] : memref<16x16xf32>
      %83 = arith.cmpi sle, %78, %74 : i32
      %84 = arith.subi %72, %71 : i32
    }
    %85 = arith.cmpi uge, %71, %72 : i32
    memref.store %58, %alloc[%77] : memref<?xf32>
    %cst_7 = arith.constant 7.650000e+01 : f32
    %c283256_i64 = arith.constant 283256 : i64
    %c-355_i32 = arith.constant -355 : i32
  }
  %86 = vector.splat %cst_3 : vector<8xf32>
  %87 = arith.addi %59, %74 overflow<nsw> : i32
  %alloc_8 = memref.alloc(%c16) : memref<?xf32>
  %alloc_9 = memref.alloc(%c49) : memref<?xf32>
  memref.dealloc %alloc : memref<?xf32>
  memref.dealloc %alloc_8 : memref<?xf32>
  memref.dealloc %alloc_9 : memref<?xf32>
  return %87 : i32
}
func.func @f2(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<?xf32>, %arg4: index, %arg5: memref<16x16xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %0 = arith.cmpi slt, %arg0, %arg1 : i32
  %1 = arith.extsi %arg0 : i32 to i64
  %2 = vector.broadcast %arg2 : f32 to vector<8xf32>
  %3 = affine.load %arg5[%c0, %c1 + 2] : memref<16x16xf32>
  %4 = affine.load %arg5[%c16, %arg4 + 0] : memref<16x16xf32>
  %5 = arith.addi %arg1, %arg0 overflow<nsw> : i32
  %6 = arith.addf %arg2, %4 fastmath<nnan,ninf> : f32
  %7 = arith.select %0, %arg0, %arg1 : i32
  %8 = memref.load %arg3[%arg4] : memref<?xf32>
  %c895_i32 = arith.constant 895 : i32
  %9 = arith.subf %3, %arg2 : f32
  %10 = arith.cmpi eq, %c895_i32, %5 : i32
  %11 = arith.subi %arg1, %c895_i32 : i32
  %12 = arith.addf %9, %8 : f32
  %alloca = memref.alloca() : memref<16x16xf32>
  %13 = memref.load %alloca[%c1, %c0] : memref<16x16xf32>
  %14 = vector.extract %2[0] : f32 from vector<8xf32>
  %15 = vector.load %arg3[%c0] : memref<?xf32>, vector<8xf32>
  %16 = arith.muli %c1, %arg4 : index
  %17 = arith.cmpi sgt, %c895_i32, %5 : i32
  %18 = memref.load %arg3[%arg4] : memref<?xf32>
  %19 = affine.load %arg5[%c1, %arg4 + 2] : memref<16x16xf32>
  %20 = arith.select %10, %11, %arg1 : i32
  %21 = arith.addi %c895_i32, %arg1 : i32
  memref.store %12, %arg3[%c0] : memref<?xf32>
  %22 = arith.subf %18, %12 : f32
  %23 = scf.for %arg6 = %c0 to %16 step %c1 iter_args(%arg7 = %5) -> (i32) {
    %24 = arith.mulf %13, %12 : f32
    %25 = arith.cmpi sge, %5, %arg7 : i32
    %26 = arith.addi %21, %arg7 : i32
    scf.yield %26 : i32
  }
  %27 = arith.addf %arg2, %18 fastmath<contract> : f32
  memref.store %13, %arg3[%c0] : memref<?xf32>
  %28 = arith.addf %2, %15 fastmath<contract> : vector<8xf32>
  %29 = arith.addi %5, %c895_i32 overflow<nsw> : i32
  %30 = vector.fma %15, %15, %15 : vector<8xf32>
  %31 = arith.select %10, %20, %29 : i32
  %32 = arith.mulf %14, %9 : f32
  %33 = arith.muli %29, %21 : i32
  %34 = arith.mulf %13, %27 : f32
  %35 = arith.subf %13, %18 : f32
  %36 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%c0, %c16)
  %37 = arith.mulf %35, %32 fastmath<contract> : f32
  %cst = arith.constant 2.122500e+02 : f32
  %38 = arith.addi %5, %11 : i32
  %39 = arith.addi %c895_i32, %21 : i32
  %40 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%c16, %36)
  %41 = arith.muli %23, %38 overflow<nsw, nuw> : i32
  %42 = arith.subi %23, %23 : i32
  %c434_i32 = arith.constant 434 : i32
  %43 = memref.load %arg3[%c16] : memref<?xf32>
  %44 = arith.subf %43, %27 fastmath<nnan,ninf> : f32
  %alloc = memref.alloc(%36) : memref<?xf32>
  %45 = memref.load %arg3[%40] : memref<?xf32>
  %c39 = arith.constant 39 : index
  memref.store %43, %arg3[%36] : memref<?xf32>
  %46 = arith.muli %31, %31 : i32
  %47 = arith.subi %38, %39 : i32
  %48 = arith.muli %33, %c434_i32 : i32
  %49 = arith.cmpi sgt, %39, %38 : i32
  %c953_i32 = arith.constant 953 : i32
  %50 = arith.subi %46, %47 : i32
  %51 = memref.load %alloca[%c16, %c1] : memref<16x16xf32>
  %alloca_10 = memref.alloca() : memref<16x16xf32>
  %52 = arith.mulf %45, %8 fastmath<fast> : f32
  %cst_11 = arith.constant 1.958750e+02 : f32
  %53 = arith.cmpf olt, %52, %cst : f32
  %54 = arith.subi %42, %48 : i32
  %55 = arith.select %10, %42, %50 : i32
  memref.store %37, %arg3[%16] : memref<?xf32>
  %56 = vector.load %alloc[%c39] : memref<?xf32>, vector<8xf32>
  %57 = arith.cmpi eq, %31, %50 : i32
  %58 = vector.load %arg3[%40] : memref<?xf32>, vector<8xf32>
  %59 = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%c39, %arg4)
  %60 = arith.muli %16, %c0 : index
  %61 = arith.muli %c434_i32, %48 overflow<nsw> : i32
  %62 = affine.apply affine_map<(d0, d1) -> (d0 * 7 + d1)>(%59, %36)
  scf.for %arg8 = %c0 to %16 step %c1 {
    %63 = arith.muli %54, %41 overflow<nsw> : i32
    %64 = memref.load %alloc[%59] : memref<?xf32>
    %65 = arith.addi %39, %54 overflow<nsw, nuw> : i32
    %66 = arith.addf %56, %30 : vector<8xf32>
  }
  %67 = arith.addi %55, %61 : i32
  %c825_i32 = arith.constant 825 : i32
  %68 = arith.subi %c825_i32, %c825_i32 : i32
  %cst_12 = arith.constant 1.542500e+02 : f32
  %69 = arith.subf %cst, %cst : f32
  %cst_13 = arith.constant 1.559375e+02 : f32
  %70 = vector.reduction <maximumf>, %15 : vector<8xf32> into f32
  %71 = vector.extract %2[5] : f32 from vector<8xf32>
  %72 = arith.cmpf une, %43, %3 : f32
  %73 = vector.broadcast %71 : f32 to vector<8xf32>
  %74 = arith.subf %71, %70 : f32
  %75 = affine.apply affine_map<(d0, d1) -> (d0 * 7 + d1)>(%59, %62)
  %76 = memref.load %arg5[%40, %59] : memref<16x16xf32>
  %77 = arith.muli %c825_i32, %54 : i32
  %78 = arith.subf %69, %52 fastmath<nnan,ninf> : f32
  %79 = arith.muli %61, %61 overflow<nuw> : i32
  %c852_i32 = arith.constant 852 : i32
  %80 = arith.cmpi ult, %c895_i32, %c825_i32 : i32
  %81 = arith.ori %1, %1 : i64
  %82 = affine.load %alloca_10[%arg4, %c16 + 0] : memref<16x16xf32>
  %83 = arith.subf %82, %70 fastmath<fast> : f32
  %c875552_i64 = arith.constant 875552 : i64
  affine.store %82, %arg5[%75, %c1 + 1] : memref<16x16xf32>
  %84 = affine.load %alloca[%59, %75 + 2] : memref<16x16xf32>
  %85 = vector.reduction <maximumf>, %15 : vector<8xf32> into f32
  %c62 = arith.constant 62 : index
  %c-482_i32 = arith.constant -482 : i32
  %alloc_14 = memref.alloc(%c16) : memref<?xf32>
  %86 = arith.addi %c-482_i32, %77 : i32
  %87 = arith.cmpi sle, %68, %c825_i32 : i32
  %88 = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%c62, %c62)
  %89 = vector.extract %56[6] : f32 from vector<8xf32>
  %90 = vector.splat %89 : vector<8xf32>
  %91 = memref.load %arg3[%59] : memref<?xf32>
  %92 = arith.addf %84, %76 : f32
  %93 = vector.splat %84 : vector<8xf32>
  scf.for %arg9 = %c0 to %c39 step %c1 {
    %94 = arith.cmpi sgt, %5, %67 : i32
    %95 = arith.addf %85, %83 fastmath<contract> : f32
    %96 = arith.subf %13, %95 : f32
    %97 = arith.muli %48, %86 : i32
    %98 = arith.subf %32, %51 fastmath<nnan,ninf> : f32
    scf.for %arg10 = %c0 to %c1 step %c1 {
      %99 = arith.cmpf ogt, %98, %89 : f32
      %100 = arith.select %53, %c825_i32, %38 : i32
      %101 = arith.cmpf olt, %95, %92 : f32
      %102 = arith.shli %81, %81 : i64
      %103 = arith.muli %c852_i32, %100 : i32
      %104 = arith.sitofp %97 : i32 to f32
      %c916439_i64 = arith.constant 916439 : i64
    }
  }
  %alloca_15 = memref.alloca() : memref<16x16xf32>
  memref.store %91, %alloc_14[%60] : memref<?xf32>
  %105 = arith.index_cast %c62 : index to i32
  %106 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%c0, %c62)
  memref.dealloc %alloc : memref<?xf32>
  memref.dealloc %alloc_14 : memref<?xf32>
  return %c852_i32 : i32
}
