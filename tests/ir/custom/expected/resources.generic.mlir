"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2xi16>, tensor<3xf32>, tensor<1xi8>), sym_name = "weights"}> ({
    %0 = "arith.constant"() <{value = dense_resource<w_1> : tensor<2xi16>}> : () -> tensor<2xi16>
    %1 = "arith.constant"() <{value = dense_resource<bias.v2> : tensor<3xf32>}> : () -> tensor<3xf32>
    %2 = "arith.constant"() <{value = dense_resource<missing> : tensor<1xi8>}> : () -> tensor<1xi8>
    "test.use"() {note = "dense_resource<unused>", refs = [dense_resource<w_1> : tensor<2xi16>, {inner = dense_resource<table> : tensor<2xi8>}]} : () -> ()
    "func.return"(%0, %1, %2) : (tensor<2xi16>, tensor<3xf32>, tensor<1xi8>) -> ()
  }) : () -> ()
}) {test.table = dense_resource<table> : tensor<2xi8>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      w_1: "0x02000000FF7F0080",
      bias.v2: "0x040000000000803F0000004000004040",
      table: "0x0100000001"
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

