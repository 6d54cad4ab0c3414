// Naming and order: affine maps and sets, locations and distinct attributes get
// aliases; definitions go by depth, types before attributes, then by name, then by
// first use; an array holding an alias deepens what holds it.
"x.a"() {m = affine_map<(d0) -> (d0 + 1)>, s = affine_set<(d0) : (d0 >= 0)>, b = affine_map<(d0, d1) -> (d1, d0)>, a = [affine_map<(d0) -> (d0)>], l = loc("f":1:2), d = distinct[0]<42 : i32>} : () -> ()
"x.b"() {t = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, u = memref<4xf32, affine_map<(d0) -> (d0 + 2)>>} : () -> ()
%0 = "x.c"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
"x.e"(%0) {w = distinct[3]<[affine_map<(d0) -> (d0 * 3)>]>, x = distinct[4]<unit>} : (tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>) -> ()
