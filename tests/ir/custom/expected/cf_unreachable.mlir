module {
  func.func @unreachable() {
    return
  ^bb1:  // pred: ^bb1
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.addi %0, %c1_i64 : i64
    cf.br ^bb1
  }
}
