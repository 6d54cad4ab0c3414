#loc = loc("f")
#loc1 = loc("f.mlir":1:2)
#map = affine_map<(d0) -> (d0 + 5)>
#map1 = affine_map<(d0) -> (d0 + 9)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<(d0) -> (d0 + 1)>
#distinct = distinct[0]<#map3>
#loc2 = loc(callsite(#loc at #loc1))
!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, tensor<4xf32, #map1>>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "g", sym_visibility = "private", type = memref<2xf32, #map>}> : () -> ()
  "memref.global"() <{initial_value = dense<0.000000e+00> : tensor<3xf32>, sym_name = "h", sym_visibility = "private", type = memref<3xf32>}> : () -> ()
  "func.func"() <{function_type = (memref<8x8xf32>, index) -> memref<?xf32, strided<[1], offset: ?>>, sym_name = "types"}> ({
  ^bb0(%arg0: memref<8x8xf32>, %arg1: index):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<8xf32, strided<[1], offset: ?>>
    %1 = "memref.cast"(%0) : (memref<8xf32, strided<[1], offset: ?>>) -> memref<?xf32, strided<[1], offset: ?>>
    %2 = "memref.load"(%arg0, %arg1, %arg1) <{nontemporal = false}> : (memref<8x8xf32>, index, index) -> f32
    %3 = "memref.load"(%arg0, %arg1, %arg1) <{nontemporal = true}> : (memref<8x8xf32>, index, index) -> f32
    %4 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4xf32, #map1>}> : () -> tensor<4xf32, #map1>
    %5 = "x.perm"(%arg0) {x.m = #map2} : (memref<8x8xf32>) -> memref<8x8xf32, #map2>
    %6 = "memref.cast"(%5) {x.n = #map3} : (memref<8x8xf32, #map2>) -> memref<?x8xf32, #map2>
    "x.typed"(%4) {d = #distinct, l = #loc2, t = !tuple} : (tensor<4xf32, #map1>) -> ()
    "func.return"(%1) : (memref<?xf32, strided<[1], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

