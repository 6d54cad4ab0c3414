"builtin.module"() ({
  "func.func"() <{function_type = (memref<40xf32>, memref<40xf32, 2>, memref<1xi32>, index, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<40xf32>, %arg1: memref<40xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index):
    "affine.dma_start"(%arg0, %arg3, %arg1, %arg3, %arg2, %arg4) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0 + 1)>, tag_map = affine_map<() -> (0)>} : (memref<40xf32>, index, memref<40xf32, 2>, index, memref<1xi32>, index) -> ()
    "affine.dma_start"(%arg0, %arg3, %arg1, %arg3, %arg2, %arg3, %arg4, %arg3, %arg4) {dst_map = affine_map<(d0) -> (d0 * 2)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<40xf32>, index, memref<40xf32, 2>, index, memref<1xi32>, index, index, index, index) -> ()
    "affine.dma_wait"(%arg2, %arg4) {tag_map = affine_map<() -> (0)>} : (memref<1xi32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
