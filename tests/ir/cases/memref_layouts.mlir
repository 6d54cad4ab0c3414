// memref types with strided and affine layouts and memory spaces.
%0:4 = "t.m"() : () -> (memref<4xf32, 1>, memref<4xf32, strided<[1], offset: 2>, #gpu.address_space<workgroup>>, memref<?x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 3 : i32>, memref<*xf32, 2>)
%1:3 = "t.n"() : () -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x3xf16, strided<[3, 1]>>, memref<f32, strided<[], offset: 0>>)
"t.o"() {a = strided<[], offset: 0>, b = strided<[?, 1], offset: ?>, c = strided<[2]  ,offset:5>, d = strided<[4,1]>, e = strided<[1], offset: -3>, f = memref<8xi8, "shared">, g = memref<*xi32, 7 : i64>, h = memref<1xf32, {space = 1 : i32}>} : () -> ()
