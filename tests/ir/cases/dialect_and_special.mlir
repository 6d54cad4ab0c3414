// Dialect types and attributes in their short forms, with types; sparse literals
// written as splats; special float bit patterns.
%0:5 = "t.a"() : () -> (!bar<>, !bar<baz>, !bar<"q">, !foo.complextype<abcd<[f]$$[32]>>, !foo.dialect<!x@#!@#>)
"t.b"() {a = #foo<abc>, b = #foo.attr : i32, c = #foo<"x"> : i8, d = #foo.dialect<!x@#!@#>, e = #foo<a.b>, f = !bar<c1>} : () -> ()
"t.c"() {a = sparse<0, -2> : tensor<1x1x1xi8>, b = sparse<[0], [-1]> : tensor<1xi64>, c = sparse<0, [-1.0]> : vector<1xf64>, d = sparse<0, "foo"> : tensor<1x1x1x!unknown<>>, e = sparse<> : tensor<i32>, f = sparse<[[1, 1, 0], [0, 1, 0], [0, 0, 1]], ["a", "b", "c"]> : tensor<2x2x2x!unknown<>>} : () -> ()
"t.d"() {a = 0x7C01 : f16, b = 0xFFFF : f16, c = 0x7F800001 : f32, d = 0xC1CDC00000000000 : f64, e = 0x7FFFE000000000000001 : f80, f = 0x7FFFC000000000100000 : f80, g = 0xFF81 : bf16, h = -1.0e9, i = 123456789012345678.0} : () -> ()
"t.e"() {a = #foo< abc >, b = !bar< x<1> >, c = [#foo<x>, !foo<y<2>>]} : () -> ()
