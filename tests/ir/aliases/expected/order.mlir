!tuple = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
#distinct = distinct[0]<42 : i32>
#loc = loc("f":1:2)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 * 3)>
#set = affine_set<(d0) : (d0 >= 0)>
#distinct1 = distinct[1]<[#map4]>
"builtin.module"() ({
  "x.a"() {a = [#map], b = #map1, d = #distinct, l = #loc, m = #map2, s = #set} : () -> ()
  "x.b"() {t = memref<4x4xf32, #map1>, u = memref<4xf32, #map3>} : () -> ()
  %0 = "x.c"() : () -> !tuple
  "x.e"(%0) {w = #distinct1, x = distinct[2]<>} : (!tuple) -> ()
}) : () -> ()

