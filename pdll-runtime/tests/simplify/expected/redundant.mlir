module {
  module @ir {
    func.func @redundant(%arg0: i1, %arg1: i32, %arg2: i32) {
      cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      "u.use"(%arg1, %0) : (i32, i32) -> ()
      return
    }
    func.func @redundant_loop_invariant(%arg0: i32, %arg1: index) {
      cf.br ^bb1(%arg1 : index)
    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
      "u.use"(%arg0) : (i32) -> ()
      %1 = "u.next"(%0) : (index) -> index
      %2 = "u.cond"(%1) : (index) -> i1
      cf.cond_br %2, ^bb1(%1 : index), ^bb2
    ^bb2:  // pred: ^bb1
      return
    }
    func.func @redundant_switch(%arg0: i32, %arg1: i32, %arg2: i32) {
      cf.switch %arg0 : i32, [
        default: ^bb1(%arg2 : i32),
        5: ^bb1(%arg1 : i32)
      ]
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      "u.use"(%arg1, %0) : (i32, i32) -> ()
      return
    }
    func.func @unregistered_terminator_keeps(%arg0: i32) {
      "u.jump"(%arg0)[^bb1] : (i32) -> ()
    ^bb1(%0: i32):  // pred: ^bb0
      "u.use"(%0) : (i32) -> ()
      return
    }
    func.func @unregistered_terminator_dead_argument(%arg0: i32) {
      "u.jump"(%arg0)[^bb1] : (i32) -> ()
    ^bb1:  // pred: ^bb0
      return
    }
    func.func @mixed_predecessors(%arg0: i1, %arg1: i32) {
      cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
    ^bb1:  // pred: ^bb0
      "u.jump"(%arg1)[^bb2] : (i32) -> ()
    ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
      "u.use"(%0) : (i32) -> ()
      return
    }
  }
}
