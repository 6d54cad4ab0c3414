"builtin.module"() ({
  "t.r"() {a = dense_resource<blob1> : tensor<3xi64>, b = dense_resource<__elided__> : tensor<2xi8>, c = [dense_resource<blob2> : vector<2xf32>]} : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      blob2: "0x040000000000803F00000040"
    }
  }
#-}

