// Generic form with a discardable attribute on every op: each custom printer puts
// it where MLIR does (also where the op's parser would not read it back).
"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32, i1) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: i1):
    "cf.assert"(%arg2) <{msg = "must hold"}> {zz.tag = 1 : i32} : (i1) -> ()
    "cf.switch"(%arg0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> {zz.tag = 1 : i32} : (i32) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "cf.br"(%arg1)[^bb3] {zz.tag = 1 : i32} : (f32) -> ()
  ^bb2:  // pred: ^bb0
    "cf.cond_br"(%arg2, %arg1)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> {foo, zz.tag = 1 : i32} : (i1, f32) -> ()
  ^bb3(%0: f32):  // 2 preds: ^bb1, ^bb2
    "cf.switch"(%arg0)[^bb4] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> {zz.tag = 1 : i32} : (i32) -> ()
  ^bb4:  // pred: ^bb3
    "func.return"(%0) {zz.tag = 1 : i32} : (f32) -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
