// {-# ... #-} resources: the builtin blobs that dense_resource attributes refer to
// print after the module in the order of their first reference, which differs
// between the forms (the generic form prints the module's attribute after its
// body); an unreferenced blob and a reference without a blob print nothing; hex
// digits print upper case; external resources print whole, strings escaped, groups
// of one name merged. (Printed without --mlir-print-local-scope, which drops the
// metadata: see regen.sh.)
module attributes {test.table = dense_resource<table> : tensor<2xi8>} {
  func.func @weights() -> (tensor<2xi16>, tensor<3xf32>, tensor<1xi8>) {
    %0 = arith.constant dense_resource<w_1> : tensor<2xi16>
    %1 = arith.constant dense_resource<bias.v2> : tensor<3xf32>
    %2 = arith.constant dense_resource<missing> : tensor<1xi8>
    "test.use"() {refs = [dense_resource<w_1> : tensor<2xi16>, {inner = dense_resource<table> : tensor<2xi8>}], note = "dense_resource<unused>"} : () -> ()
    return %0, %1, %2 : tensor<2xi16>, tensor<3xf32>, tensor<1xi8>
  }
}
{-#
  external_resources: {
    tool: { flag: true, note: "say \"hi\"\n", data: "0x08000000abcdef" },
    empty: {}
  },
  dialect_resources: {
    builtin: {
      unused: "0x04000000deadbeef",
      bias.v2: "0x040000000000803f0000004000004040",
      w_1: "0x02000000ff7f0080",
      table: "0x0100000001"
    }
  }
#-}
{-# external_resources: { tool: { flag: false } } #-}
