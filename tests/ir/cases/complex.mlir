// complex<T> types and complex dense elements.
%0:3 = "t.c"() : () -> (complex<f32>, complex<i8>, tensor<2xcomplex<f64>>)
"t.d"() {a = dense<(1.0, 2.0)> : tensor<complex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, c = dense<[(1.0, 2.0), (1.0, 2.0)]> : tensor<2xcomplex<f64>>, d = dense<[(1.0, -0.0), (-3.5, 0x7F800000)]> : tensor<2xcomplex<f32>>, e = dense<"0x0100020003000400"> : tensor<2xcomplex<i16>>, f = dense<(1, 255)> : tensor<3xcomplex<ui8>>, g = complex<bf16>, h = dense<(0.1, 0.2)> : tensor<1x1xcomplex<f16>>} : () -> ()
"t.e"() {t = [complex<f8E4M3FN>, complex<i1>, complex<f128>]} : () -> ()
