// Only external resources (and a blob nothing refers to): the metadata holds the
// external group alone. (Printed without --mlir-print-local-scope: see regen.sh.)
func.func @f() -> i32 {
  %c1_i32 = arith.constant 1 : i32
  return %c1_i32 : i32
}
{-#
  dialect_resources: { builtin: { orphan: "0x0100000001" } },
  external_resources: { my_tool: { pipeline: "builtin.module(canonicalize)", disable_threading: true } }
#-}
