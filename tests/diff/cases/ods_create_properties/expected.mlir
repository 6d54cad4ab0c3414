"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 4 : i64}> {tag = "lt"} : (i32, i32) -> i1
    %1 = "func.call"(%arg0) <{callee = @helper}> : (i32) -> i32
    %2 = "test.ods_pair"(%0, %1) : (i1, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "helper", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
