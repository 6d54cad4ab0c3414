module {
  func.func @merged(%arg0: i1, %arg1: i32) -> i32 {
    cf.cond_br %arg0, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %0 = "u.use"(%arg1) : (i32) -> i32
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    return %0 : i32
  }
  func.func @dead_argument(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %c2_i32 = arith.constant 2 : i32
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    %1 = "u.use"(%0, %c2_i32) : (i32, i32) -> i32
    return %1 : i32
  }
  func.func @loop(%arg0: index) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
    %1 = "u.cond"(%0, %arg0) : (index, index) -> i1
    cf.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %2 = "u.next"(%0, %c1) : (index, index) -> index
    cf.br ^bb1(%2 : index)
  ^bb3:  // pred: ^bb1
    return
  }
}
