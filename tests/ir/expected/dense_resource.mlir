"builtin.module"() ({
  "t.r"() {a = dense_resource<blob1> : tensor<3xi64>, b = dense_resource<__elided__> : tensor<2xi8>, c = [dense_resource<blob2> : vector<2xf32>]} : () -> ()
}) : () -> ()
