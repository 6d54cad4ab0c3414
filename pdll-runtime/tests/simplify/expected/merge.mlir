module {
  module @ir {
    func.func @merge_same(%arg0: i1, %arg1: i32) {
      cf.cond_br %arg0, ^bb1, ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "u.use"(%arg1) : (i32) -> ()
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      return
    }
    func.func @merge_differing(%arg0: i1, %arg1: i32, %arg2: i32) {
      cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      "u.use"(%0) : (i32) -> ()
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      return
    }
    func.func @merge_pruned(%arg0: i1, %arg1: i32, %arg2: i32) {
      cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      "u.use"(%0, %0) : (i32, i32) -> ()
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      return
    }
    func.func @merge_with_arguments(%arg0: i1, %arg1: i32, %arg2: i32) {
      cf.cond_br %arg0, ^bb1(%arg1, %arg1 : i32, i32), ^bb1(%arg2, %arg2 : i32, i32)
    ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
      %2 = "u.op"(%0, %1) : (i32, i32) -> i32
      "u.use"(%2) : (i32) -> ()
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      return
    }
    func.func @three_way(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
      cf.switch %arg0 : i32, [
        default: ^bb1(%arg1 : i32),
        1: ^bb1(%arg2 : i32),
        2: ^bb1(%arg3 : i32)
      ]
    ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
      "u.use"(%0) : (i32) -> ()
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      return
    }
    func.func @no_merge_used_outside(%arg0: i1, %arg1: i32) -> i32 {
      cf.cond_br %arg0, ^bb1, ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %0 = "u.op"(%arg1) : (i32) -> i32
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      return %0 : i32
    }
    func.func @no_merge_different_ops(%arg0: i1, %arg1: i32) {
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      "u.use"(%arg1) : (i32) -> ()
      cf.br ^bb3
    ^bb2:  // pred: ^bb0
      "u.other"(%arg1) : (i32) -> ()
      cf.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      return
    }
    func.func @unregistered_predecessor(%arg0: i32, %arg1: i32) {
      "u.jump"()[^bb1, ^bb2] : () -> ()
    ^bb1:  // pred: ^bb0
      "u.use"(%arg0) : (i32) -> ()
      cf.br ^bb3
    ^bb2:  // pred: ^bb0
      "u.use"(%arg1) : (i32) -> ()
      cf.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      return
    }
    func.func @unregistered_predecessor_same(%arg0: i32) {
      "u.jump"()[^bb1, ^bb1] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "u.use"(%arg0) : (i32) -> ()
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      return
    }
  }
}
