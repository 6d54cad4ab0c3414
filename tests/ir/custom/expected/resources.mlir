module attributes {test.table = dense_resource<table> : tensor<2xi8>} {
  func.func @weights() -> (tensor<2xi16>, tensor<3xf32>, tensor<1xi8>) {
    %cst = arith.constant dense_resource<w_1> : tensor<2xi16>
    %cst_0 = arith.constant dense_resource<bias.v2> : tensor<3xf32>
    %cst_1 = arith.constant dense_resource<missing> : tensor<1xi8>
    "test.use"() {note = "dense_resource<unused>", refs = [dense_resource<w_1> : tensor<2xi16>, {inner = dense_resource<table> : tensor<2xi8>}]} : () -> ()
    return %cst, %cst_0, %cst_1 : tensor<2xi16>, tensor<3xf32>, tensor<1xi8>
  }
}

{-#
  dialect_resources: {
    builtin: {
      table: "0x0100000001",
      w_1: "0x02000000FF7F0080",
      bias.v2: "0x040000000000803F0000004000004040"
    }
  },
  external_resources: {
    tool: {
      flag: true,
      note: "say \22hi\22\0A",
      data: "0x08000000ABCDEF",
      flag: false
    }
  }
#-}

