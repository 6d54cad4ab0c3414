"builtin.module"() ({
  %0:3 = "t.c"() : () -> (complex<f32>, complex<i8>, tensor<2xcomplex<f64>>)
  "t.d"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, b = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, c = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f64>>, d = dense<[(1.000000e+00,-0.000000e+00), (-3.500000e+00,0x7F800000)]> : tensor<2xcomplex<f32>>, e = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i16>>, f = dense<(1,255)> : tensor<3xcomplex<ui8>>, g = complex<bf16>, h = dense<(9.997550e-02,1.999510e-01)> : tensor<1x1xcomplex<f16>>} : () -> ()
  "t.e"() {t = [complex<f8E4M3FN>, complex<i1>, complex<f128>]} : () -> ()
}) : () -> ()
