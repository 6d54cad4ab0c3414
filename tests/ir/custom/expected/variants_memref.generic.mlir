"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<?x?xi32, strided<[?, 1], offset: ?>>, index, index, f32, memref<2xi32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<?x?xi32, strided<[?, 1], offset: ?>>, %arg2: index, %arg3: index, %arg4: f32, %arg5: memref<2xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.generic_atomic_rmw"(%arg0, %arg2, %0) ({
    ^bb0(%arg7: f32):
      "memref.atomic_yield"(%arg7) : (f32) -> ()
    }) : (memref<4x8xf32>, index, index) -> f32
    %2 = "memref.generic_atomic_rmw"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg6: i32):
      %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %11 = "arith.addi"(%arg6, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.atomic_yield"(%11) : (i32) -> ()
    }) {tag} : (memref<?x?xi32, strided<[?, 1], offset: ?>>, index, index) -> i32
    "memref.alloca_scope"() ({
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %3:2 = "memref.alloca_scope"() ({
      "memref.alloca_scope.return"(%arg4, %arg3) : (f32, index) -> ()
    }) : () -> (f32, index)
    "memref.alloca_scope"() ({
      "test.op"() : () -> ()
      "memref.alloca_scope.return"() : () -> ()
    }) {tag} : () -> ()
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<256xf32>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<32x32xf32, 1>
    "memref.dma_start"(%4, %0, %5, %arg2, %arg3, %arg3, %arg5, %0) : (memref<256xf32>, index, memref<32x32xf32, 1>, index, index, index, memref<2xi32>, index) -> ()
    "memref.dma_start"(%4, %arg2, %5, %0, %0, %arg3, %arg5, %arg2, %arg3, %arg2) : (memref<256xf32>, index, memref<32x32xf32, 1>, index, index, index, memref<2xi32>, index, index, index) -> ()
    "memref.dma_wait"(%arg5, %0, %arg3) {tag} : (memref<2xi32>, index, index) -> ()
    "memref.prefetch"(%arg0, %0, %arg2) <{isDataCache = true, isWrite = true, localityHint = 1 : i32}> : (memref<4x8xf32>, index, index) -> ()
    %6 = "memref.transpose"(%arg1) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xi32, strided<[?, 1], offset: ?>>) -> memref<?x?xi32, strided<[1, ?], offset: ?>>
    %7 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> {tag} : (memref<4x8xf32>) -> memref<4x8xf32>
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
    %9 = "memref.transpose"(%8) <{permutation = affine_map<() -> ()>}> : (memref<f32>) -> memref<f32>
    "test.use"(%1, %2, %3#0, %6, %7, %9) : (f32, i32, f32, memref<?x?xi32, strided<[1, ?], offset: ?>>, memref<4x8xf32>, memref<f32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
