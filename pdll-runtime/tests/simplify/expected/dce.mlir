module {
  module @ir {
    func.func @dead_argument(%arg0: i32, %arg1: i32) {
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      "u.use"(%arg1) : (i32) -> ()
      return
    }
    func.func @dead_loop(%arg0: i32, %arg1: index) {
      cf.br ^bb1(%arg1 : index)
    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
      %1 = arith.addi %0, %0 : index
      %2 = "u.cond"(%1) : (index) -> i1
      cf.cond_br %2, ^bb1(%1 : index), ^bb2
    ^bb2:  // pred: ^bb1
      return
    }
    func.func @dead_chain(%arg0: i32) -> i32 {
      %0 = arith.muli %arg0, %arg0 : i32
      return %0 : i32
    }
    func.func @live_through_effects(%arg0: i32) {
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      %0 = arith.muli %arg0, %arg0 : i32
      "u.sink"(%0) : (i32) -> ()
      return
    }
    func.func @switch_dead_case_operand(%arg0: i32, %arg1: i32, %arg2: i32) {
      cf.switch %arg0 : i32, [
        default: ^bb1(%arg1 : i32),
        1: ^bb1(%arg2 : i32),
        2: ^bb2
      ]
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      "u.use"(%0) : (i32) -> ()
      return
    ^bb2:  // pred: ^bb0
      return
    }
    func.func @nested_dead(%arg0: i32) {
      "u.region"() ({
        "u.br"()[^bb1] : () -> ()
      ^bb1:  // pred: ^bb0
        "u.yield"() : () -> ()
      }) : () -> ()
      return
    }
  }
}
