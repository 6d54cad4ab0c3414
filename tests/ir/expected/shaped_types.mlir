"builtin.module"() ({
  %0:5 = "t.v"() : () -> (vector<[4]xf32>, vector<[4]x2xf32>, vector<2x[8]xi1>, vector<1x1x1xindex>, vector<4xf8E4M3FN>)
  %1:4 = "t.t"() : () -> (tensor<4x?xf32>, tensor<*xbf16>, tensor<4xf32, #t.enc>, tensor<0x?x3xcomplex<f32>>)
  %2 = "t.n"() : () -> ((none, i1) -> none)
  %3 = "t.f"() : () -> ((i32) -> ((i64) -> f32))
  "t.a"() {t = tensor<4xf32, "enc">, u = tuple<>, v = tuple<tuple<i1>, none>, w = () -> (), x = (i1) -> (i2, i3)} : () -> ()
}) : () -> ()
