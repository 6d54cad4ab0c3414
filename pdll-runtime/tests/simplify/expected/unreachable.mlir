module {
  module @ir {
    func.func @unreachable_block(%arg0: i32) {
      "u.use"(%arg0) : (i32) -> ()
      return
    }
    func.func @unreachable_cycle(%arg0: i32, %arg1: i1) {
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      "u.use"(%arg0) : (i32) -> ()
      return
    }
    func.func @self_loop_unreachable(%arg0: i32) {
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      return
    }
    func.func @reachable_through_unregistered(%arg0: i32) {
      "u.jump"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "u.use"(%arg0) : (i32) -> ()
      return
    }
    func.func @nested(%arg0: i32) {
      "u.region"() ({
        "u.yield"() : () -> ()
      }) : () -> ()
      return
    }
  }
}
