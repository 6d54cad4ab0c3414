"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add"}> ({
  ^bb0(%arg6: i32, %arg7: i32):
    %5 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.muli"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %9 = "arith.cmpi"(%5, %7) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %10 = "arith.select"(%9, %5, %7) : (i1, i32, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (f32, i64), sym_name = "decl", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (index, index, index, f32) -> f32, sym_name = "loop"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index, %arg5: f32):
      %4 = "arith.addf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%4) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "scf.if"(%1) ({
      "scf.yield"(%0) : (f32) -> ()
    }, {
      "scf.yield"(%arg3) : (f32) -> ()
    }) : (i1) -> f32
    "cf.br"(%2)[^bb1] : (f32) -> ()
  ^bb1(%3: f32):  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%1, %3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb2:  // pred: ^bb1
    "func.return"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

