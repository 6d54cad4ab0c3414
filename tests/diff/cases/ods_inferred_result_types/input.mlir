"func.func"() <{function_type = (i32, i32, i64, i64) -> (i32, i64), sym_name = "g"}> ({
^bb0(%a: i32, %b: i32, %c: i64, %d: i64):
  %0 = "test.ods_min"(%a, %b) : (i32, i32) -> i32
  %1 = "test.ods_either"(%c, %d) : (i64, i64) -> i64
  "func.return"(%0, %1) : (i32, i64) -> ()
}) : () -> ()
