// Odd integer widths in dense literals, scalar and empty shapes, hex integers that
// look like types, typed strings.
"t.a"() {a = dense<[[[1, -2, 1, 2]], [[0, 2, -1, 3]]]> : tensor<2x1x4xi3>, b = dense<[[[-5, 4, 6, 2]]]> : vector<1x1x4xi67>, c = dense<[[[7]]]> : tensor<1x1x1xi13>, d = dense<222> : tensor<2x1x4xui8>, e = dense<false> : tensor<i1>, f = dense<-5.0> : tensor<f16>, g = dense<> : tensor<0x512x512xi32>, h = dense<> : tensor<1x0xf32>} : () -> ()
"t.b"() {a = 0xf32 : i32, b = "typed_string" : !foo.string, c = affine_map<()[] -> (10)>, d = affine_map<(d0)[] -> (d0)>, e = 0xFF : ui8, g = -0x1 : i8} : () -> ()
