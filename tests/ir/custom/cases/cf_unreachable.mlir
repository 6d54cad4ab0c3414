// Dominance is checked in reachable blocks only: an unreachable block may use a
// value before its definition, even its own result.
func.func @unreachable() {
  return
^unreachable:
  %c1_i64 = arith.constant 1 : i64
  %add = arith.addi %add, %c1_i64 : i64
  cf.br ^unreachable
}
