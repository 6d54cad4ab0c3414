module {
  func.func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1, %arg2 : i32, i32)
  ^bb1(%0: i32):  // pred: ^bb0
    cf.br ^bb3(%0 : i32)
  ^bb2(%1: i32, %2: i32):  // pred: ^bb0
    %3 = arith.addi %1, %2 : i32
    cf.br ^bb3(%3 : i32)
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    cf.assert %arg0, "must hold"
    return %4 : i32
  }
  func.func @cond_no_args(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    return
  }
  func.func @switch(%arg0: i32, %arg1: f32) -> f32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : f32),
      0: ^bb2,
      4294967293: ^bb1(%arg1 : f32)
    ]
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
    return %0 : f32
  ^bb2:  // pred: ^bb0
    %cst = arith.constant 0.000000e+00 : f32
    return %cst : f32
  }
  func.func @loop(%arg0: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
    %1 = arith.cmpi slt, %0, %arg0 : index
    cf.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %2 = arith.addi %0, %c1 : index
    cf.br ^bb1(%2 : index)
  ^bb3:  // pred: ^bb1
    return
  }
}
