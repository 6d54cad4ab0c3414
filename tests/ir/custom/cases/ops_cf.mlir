// Every op of cf not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func @f(%flag: i32, %v: f32, %c: i1) -> f32 {
  cf.assert %c, "must hold"
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  cf.br ^bb3(%v : f32)
^bb2:
  cf.cond_br %c, ^bb1, ^bb3(%v : f32) {foo}
^bb3(%x: f32):
  cf.switch %flag : i32, [
    default: ^bb4
  ]
^bb4:
  return %x : f32
}
