// Aliases inside types (tuples of more than 16, memref layouts, tensor encodings,
// function types, block arguments), dictionaries, typed strings, dense and sparse
// literals and distinct attributes; an unregistered op's properties are not walked
// (an affine map only found there prints inline) but use aliases found elsewhere.
%t = "x.tuple"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, memref<4xf32, affine_map<(d0) -> (d0 + 5)>>>
"x.f"(%t) {ft = (tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>) -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>} : (tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, memref<4xf32, affine_map<(d0) -> (d0 + 5)>>>) -> ()
"x.r"() ({
^bb0(%a: memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 3>, %b: tensor<4xf32, affine_map<(d0) -> (d0)>>):
  "x.y"(%a) {d = {inner = [affine_set<(d0, d1) : (d0 - d1 >= 0, d0 == 0)>, 1, "s"]}} : (memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 3>) -> ()
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.z"() {v = vector<[4]x2xf32>, c = complex<f32>, u = memref<*xf32, 2>, s = "str" : tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17, i18>} : () -> ()
  "x.d"() {dd = dense<[1, 2]> : tensor<2xi32, affine_map<(d0) -> (d0 + 11)>>, sp = sparse<[[0]], [5]> : tensor<4xi32, affine_map<(d0) -> (d0 + 12)>>, ds = distinct[4]<loc("q":4:5)>} : () -> ()
  "x.e"() {m = memref<4xf32, strided<[2], offset: ?>>, arr = array<i32: 1, 2>, t = tensor<*xf32>} : () -> ()
}) : () -> ()
"x.p"() <{m = affine_map<(d0) -> (d0 + 7)>, n = affine_map<(d0) -> (d0 + 5)>, x = distinct[9]<unit>}> {z = affine_map<(d0) -> (d0 + 5)>} : () -> ()
"x.q"() {a = distinct[2]<unit>, b = distinct[3]<affine_map<(d0) -> (d0)>>, c = distinct[5]<distinct[6]<loc("zz":1:1)>>} : () -> ()
