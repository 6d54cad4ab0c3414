"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "unreachable"}> ({
    "func.return"() : () -> ()
  ^bb1:  // pred: ^bb1
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()
