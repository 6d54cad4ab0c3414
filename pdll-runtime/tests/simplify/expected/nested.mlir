module {
  module @ir {
    func.func @nested(%arg0: i1, %arg1: i32, %arg2: i32) {
      "u.region"() ({
        cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
        "u.use"(%arg1, %0) : (i32, i32) -> ()
        cf.br ^bb2
      ^bb2:  // pred: ^bb1
        "u.region"() ({
          "u.yield"() : () -> ()
        }) : () -> ()
        "u.yield"() : () -> ()
      }) : () -> ()
      return
    }
    func.func @loop_in_region(%arg0: i32) {
      "u.region"() ({
        cf.br ^bb1(%arg0 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
        %1 = "u.cond"(%0) : (i32) -> i1
        cf.cond_br %1, ^bb1(%0 : i32), ^bb2
      ^bb2:  // pred: ^bb1
        "u.yield"() : () -> ()
      }) : () -> ()
      return
    }
  }
}
