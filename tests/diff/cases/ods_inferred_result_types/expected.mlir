"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i64, i64) -> (i32, i64), sym_name = "g"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i64):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1 = "arith.andi"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "arith.select"(%0, %1, %arg1) : (i1, i32, i32) -> i32
    %3 = "arith.ori"(%arg2, %arg3) : (i64, i64) -> i64
    "func.return"(%2, %3) : (i32, i64) -> ()
  }) : () -> ()
}) : () -> ()
