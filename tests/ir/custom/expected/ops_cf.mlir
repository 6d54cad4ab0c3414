module {
  func.func @f(%arg0: i32, %arg1: f32, %arg2: i1) -> f32 {
    cf.assert %arg2, "must hold"
    cf.switch %arg0 : i32, [
      default: ^bb1,
      0: ^bb2
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb2
    cf.br ^bb3(%arg1 : f32)
  ^bb2:  // pred: ^bb0
    cf.cond_br %arg2, ^bb1, ^bb3(%arg1 : f32) {foo}
  ^bb3(%0: f32):  // 2 preds: ^bb1, ^bb2
    cf.switch %arg0 : i32, [
      default: ^bb4]
  ^bb4:  // pred: ^bb3
    return %0 : f32
  }
}
