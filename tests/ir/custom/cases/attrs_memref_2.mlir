// Generic form with a discardable attribute on every op: each custom printer puts
// it where MLIR does (also where the op's parser would not read it back).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<?xf32>, index, index, f32, memref<1xi32>, memref<2xindex>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: index, %arg4: f32, %arg5: memref<1xi32>, %arg6: memref<2xindex>):
    %0 = "arith.constant"() <{value = 0 : index}> {zz.tag = 1 : i32} : () -> index
    %1 = "memref.alloca_scope"() ({
      %12 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {zz.tag = 1 : i32} : () -> memref<4xf32>
      "memref.alloca_scope.return"(%arg4) {zz.tag = 1 : i32} : (f32) -> ()
    }) {zz.tag = 1 : i32} : () -> f32
    "memref.assume_alignment"(%arg1) <{alignment = 16 : i32}> {zz.tag = 1 : i32} : (memref<?xf32>) -> ()
    %2 = "memref.generic_atomic_rmw"(%arg1, %arg2) ({
    ^bb0(%arg7: f32):
      %11 = "arith.addf"(%arg7, %arg4) <{fastmath = #arith.fastmath<none>}> {zz.tag = 1 : i32} : (f32, f32) -> f32
      "memref.atomic_yield"(%11) {zz.tag = 1 : i32} : (f32) -> ()
    }) {zz.tag = 1 : i32} : (memref<?xf32>, index) -> f32
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {zz.tag = 1 : i32} : () -> memref<40xf32, 1>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {zz.tag = 1 : i32} : () -> memref<40xf32, 2>
    "memref.dma_start"(%3, %0, %4, %0, %arg3, %arg5, %0) {zz.tag = 1 : i32} : (memref<40xf32, 1>, index, memref<40xf32, 2>, index, index, memref<1xi32>, index) -> ()
    "memref.dma_start"(%3, %0, %4, %0, %arg3, %arg5, %0, %arg2, %arg3) {zz.tag = 1 : i32} : (memref<40xf32, 1>, index, memref<40xf32, 2>, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_wait"(%arg5, %0, %arg3) {zz.tag = 1 : i32} : (memref<1xi32>, index, index) -> ()
    %5 = "memref.extract_aligned_pointer_as_index"(%arg0) {zz.tag = 1 : i32} : (memref<4x8xf32>) -> index
    %6 = "memref.memory_space_cast"(%3) {zz.tag = 1 : i32} : (memref<40xf32, 1>) -> memref<40xf32>
    "memref.prefetch"(%arg0, %arg2, %0) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> {zz.tag = 1 : i32} : (memref<4x8xf32>, index, index) -> ()
    "memref.prefetch"(%arg1, %arg2) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> {zz.tag = 1 : i32} : (memref<?xf32>, index) -> ()
    %7 = "memref.realloc"(%arg1) {zz.tag = 1 : i32} : (memref<?xf32>) -> memref<10xf32>
    %8 = "memref.realloc"(%arg1, %arg3) {zz.tag = 1 : i32} : (memref<?xf32>, index) -> memref<?xf32>
    %9 = "memref.reshape"(%arg1, %arg6) {zz.tag = 1 : i32} : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
    %10 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {zz.tag = 1 : i32} : (memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
    "test.use"(%1, %2, %5, %6, %7, %8, %9, %10) : (f32, f32, index, memref<40xf32>, memref<10xf32>, memref<?xf32>, memref<?x?xf32>, memref<8x4xf32, strided<[1, 8]>>) -> ()
    "func.return"() {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
