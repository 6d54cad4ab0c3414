!tuple = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
!tuple1 = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17, i18>
#loc = loc("q":4:5)
#loc1 = loc("zz":1:1)
#map = affine_map<(d0) -> (d0 + 5)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 11)>
#map4 = affine_map<(d0) -> (d0 + 12)>
#set = affine_set<(d0, d1) : (d0 - d1 >= 0, d0 == 0)>
#distinct = distinct[0]<#loc>
#distinct1 = distinct[1]<#map2>
#distinct2 = distinct[2]<#loc1>
!tuple2 = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, memref<4xf32, #map>>
#distinct3 = distinct[3]<#distinct2>
"builtin.module"() ({
  %0 = "x.tuple"() : () -> !tuple2
  "x.f"(%0) {ft = (!tuple) -> !tuple} : (!tuple2) -> ()
  "x.r"() ({
  ^bb0(%arg0: memref<?x?xf32, #map1, 3>, %arg1: tensor<4xf32, #map2>):
    "x.y"(%arg0) {d = {inner = [#set, 1, "s"]}} : (memref<?x?xf32, #map1, 3>) -> ()
    "x.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "x.z"() {c = complex<f32>, s = "str" : !tuple1, u = memref<*xf32, 2>, v = vector<[4]x2xf32>} : () -> ()
    "x.d"() {dd = dense<[1, 2]> : tensor<2xi32, #map3>, ds = #distinct, sp = sparse<0, 5> : tensor<4xi32, #map4>} : () -> ()
    "x.e"() {arr = array<i32: 1, 2>, m = memref<4xf32, strided<[2], offset: ?>>, t = tensor<*xf32>} : () -> ()
  }) : () -> ()
  "x.p"() <{m = affine_map<(d0) -> (d0 + 7)>, n = #map, x = distinct[4]<>}> {z = #map} : () -> ()
  "x.q"() {a = distinct[5]<>, b = #distinct1, c = #distinct3} : () -> ()
}) : () -> ()

