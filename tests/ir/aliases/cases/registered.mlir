// Ops that mlir-opt registers: their properties are walked for aliases, in one
// name order with their attributes (affine and linalg ops keep their maps there).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x8xf32, strided<[8, 1], offset: ?>>, tensor<8x8xf32>, index) -> tensor<8x8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<8x8xf32, strided<[8, 1], offset: ?>>, %arg1: tensor<8x8xf32>, %arg2: index):
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
    ^bb0(%arg5: index):
      "affine.for"(%arg5, %arg5, %arg2) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = affine_map<(d0)[s0] -> (d0 + 4, s0)>}> ({
      ^bb0(%arg6: index):
        %3 = "affine.load"(%arg0, %arg5, %arg6) <{map = affine_map<(d0, d1) -> (d0, d1 + 1)>}> : (memref<8x8xf32, strided<[8, 1], offset: ?>>, index, index) -> f32
        "affine.if"(%arg5) ({
          "affine.store"(%3, %arg0, %arg6, %arg5) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (f32, memref<8x8xf32, strided<[8, 1], offset: ?>>, index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) {condition = affine_set<(d0) : (d0 - 2 >= 0)>} : (index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %0 = "linalg.generic"(%arg1, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %2 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
    "func.return"(%0) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
