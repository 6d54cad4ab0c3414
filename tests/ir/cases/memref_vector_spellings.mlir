// Spellings of shaped types: spaces around 'x', 0-d vectors, nested memrefs, identity
// layouts and the default memory space (both dropped), huge dimensions.
%0:4 = "t.a"() : () -> (vector<f32>, vector<1 x f32>, tensor<* x f32>, tensor<*xvector<2x4xf32>>)
%1:3 = "t.b"() : () -> (tensor<9223372036854775807xf32>, memref<1xmemref<*xf32>>, memref<*xmemref<1xf32>>)
%2:4 = "t.c"() : () -> (memref<2xi8, affine_map<(d0) -> (d0)>>, memref<2xi8, affine_map<(d0) -> (d0)>, 0>, memref<2xi8, affine_map<(d0)->(d0)>, 1>, memref<2x4x8xi8, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>)
%3:3 = "t.d"() : () -> (memref<5x6x7xf32, {memSpace = "special", subIndex = 1}>, memref<5x6x7xf32, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, 0>, memref<4xf32, 0 : i32>)
"t.e"() {a = affine_map<(d0)[]->(d0)>, b = affine_set<() : (0 == 0)>, c = affine_map<(d0, d1)[s0] -> (d0+d1)>, d = memref<*xf32, 0>, e = memref<4xf32, strided<[1]>>, f = memref<4x4xf32, strided<[4, 1]>>, g = memref<4xf32, strided<[1], offset: 0>, 0>} : () -> ()
