#loc = loc("f")
#loc1 = loc("f.mlir":1:2)
#map = affine_map<(d0) -> (d0 + 5)>
#map1 = affine_map<(d0) -> (d0 + 9)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<(d0) -> (d0 + 1)>
#distinct = distinct[0]<#map3>
#loc2 = loc(callsite(#loc at #loc1))
!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, tensor<4xf32, #map1>>
module {
  memref.global "private" constant @g : memref<2xf32, #map> = dense<[1.000000e+00, 2.000000e+00]>
  memref.global "private" @h : memref<3xf32> = dense<0.000000e+00>
  func.func @types(%arg0: memref<8x8xf32>, %arg1: index) -> memref<?xf32, strided<[1], offset: ?>> {
    %subview = memref.subview %arg0[%arg1, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: ?>>
    %cast = memref.cast %subview : memref<8xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
    %0 = memref.load %arg0[%arg1, %arg1] : memref<8x8xf32>
    %1 = memref.load %arg0[%arg1, %arg1] {nontemporal = true} : memref<8x8xf32>
    %cst = arith.constant dense<1.000000e+00> : tensor<4xf32, #map1>
    %2 = "x.perm"(%arg0) {x.m = #map2} : (memref<8x8xf32>) -> memref<8x8xf32, #map2>
    %cast_0 = memref.cast %2 {x.n = #map3} : memref<8x8xf32, #map2> to memref<?x8xf32, #map2>
    "x.typed"(%cst) {d = #distinct, l = #loc2, t = !tuple} : (tensor<4xf32, #map1>) -> ()
    return %cast : memref<?xf32, strided<[1], offset: ?>>
  }
}

