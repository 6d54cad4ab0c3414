module attributes {zz.tag = 1 : i32} {
  func.func @f(%arg0: i32, %arg1: f32, %arg2: i1) -> f32 attributes {zz.tag = 1 : i32} {
    cf.assert %arg2, "must hold" {zz.tag = 1 : i32}
    cf.switch %arg0 : i32, [
      default: ^bb1,
      0: ^bb2
    ] {zz.tag = 1 : i32}
  ^bb1:  // 2 preds: ^bb0, ^bb2
    cf.br ^bb3(%arg1 : f32) {zz.tag = 1 : i32}
  ^bb2:  // pred: ^bb0
    cf.cond_br %arg2, ^bb1, ^bb3(%arg1 : f32) {foo, zz.tag = 1 : i32}
  ^bb3(%0: f32):  // 2 preds: ^bb1, ^bb2
    cf.switch %arg0 : i32, [
      default: ^bb4] {zz.tag = 1 : i32}
  ^bb4:  // pred: ^bb3
    return {zz.tag = 1 : i32} %0 : f32
  }
}
