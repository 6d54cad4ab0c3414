"builtin.module"() ({
  %0:2 = "test.op"() : () -> (i32, i64)
  %1:2 = "test.other"() : () -> (i32, i64)
  %2 = "test.flattened"(%0#1, %0#0) : (i64, i32) -> i32
  %3 = "test.outer"(%1#0, %1#1) : (i32, i64) -> i32
  "test.use"(%2, %3) : (i32, i32) -> ()
}) : () -> ()
