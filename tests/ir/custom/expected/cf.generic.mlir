"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg4: i1, %arg5: i32, %arg6: i32):
    "cf.cond_br"(%arg4, %arg5, %arg5, %arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
  ^bb1(%7: i32):  // pred: ^bb0
    "cf.br"(%7)[^bb3] : (i32) -> ()
  ^bb2(%8: i32, %9: i32):  // pred: ^bb0
    %10 = "arith.addi"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%10)[^bb3] : (i32) -> ()
  ^bb3(%11: i32):  // 2 preds: ^bb1, ^bb2
    "cf.assert"(%arg4) <{msg = "must hold"}> : (i1) -> ()
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "cond_no_args"}> ({
  ^bb0(%arg3: i1):
    "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> f32, sym_name = "switch"}> ({
  ^bb0(%arg1: i32, %arg2: f32):
    "cf.switch"(%arg1, %arg2, %arg2)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[0, -3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f32, f32) -> ()
  ^bb1(%5: f32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%5) : (f32) -> ()
  ^bb2:  // pred: ^bb0
    %6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "loop"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.br"(%0)[^bb1] : (index) -> ()
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb2
    %3 = "arith.cmpi"(%2, %arg0) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%3)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %4 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%4)[^bb1] : (index) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
