"builtin.module"() ({
  %0 = "test.m"() : () -> memref<100x100xf32>
  %1 = "test.t"() : () -> memref<1xi32>
  %2 = "test.i"() : () -> index
  %3 = "memref.generic_atomic_rmw"(%0, %2, %2) ({
  ^bb0(%arg1: f32):
    "memref.atomic_yield"(%arg1) : (f32) -> ()
  }) : (memref<100x100xf32>, index, index) -> f32
  %4 = "memref.generic_atomic_rmw"(%0, %2, %2) ({
  ^bb0(%arg0: f32):
    "memref.atomic_yield"(%arg0) : (f32) -> ()
  }) {tag} : (memref<100x100xf32>, index, index) -> f32
  "memref.alloca_scope"() ({
    "test.a"() : () -> ()
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  %5 = "memref.alloca_scope"() ({
    %10 = "test.v"() : () -> f32
    "memref.alloca_scope.return"(%10) : (f32) -> ()
  }) : () -> f32
  %6:2 = "memref.alloca_scope"() ({
    %9 = "test.v"() : () -> f32
    "memref.alloca_scope.return"(%9, %2) : (f32, index) -> ()
  }) : () -> (f32, index)
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  }) {foo} : () -> ()
  "memref.dma_start"(%0, %2, %2, %0, %2, %2, %2, %1, %2) : (memref<100x100xf32>, index, index, memref<100x100xf32>, index, index, index, memref<1xi32>, index) -> ()
  "memref.dma_start"(%0, %2, %2, %0, %2, %2, %2, %1, %2, %2, %2) : (memref<100x100xf32>, index, index, memref<100x100xf32>, index, index, index, memref<1xi32>, index, index, index) -> ()
  "memref.prefetch"(%0, %2, %2) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<100x100xf32>, index, index) -> ()
  "memref.prefetch"(%0, %2, %2) <{isDataCache = false, isWrite = true, localityHint = 1 : i32}> : (memref<100x100xf32>, index, index) -> ()
  %7 = "memref.transpose"(%0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<100x100xf32>) -> memref<100x100xf32, affine_map<(d0, d1) -> (d1 * 100 + d0)>>
  %8 = "memref.transpose"(%0) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> {tag} : (memref<100x100xf32>) -> memref<100x100xf32>
}) : () -> ()
