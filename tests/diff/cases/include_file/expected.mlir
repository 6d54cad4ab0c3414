"builtin.module"() ({
  %0 = "test.src"() : () -> i64
  %1 = "test.success"(%0) : (i64) -> i32
  %2 = "test.not_op"(%0) : (i64) -> i32
  "test.use"(%1, %2) : (i32, i32) -> ()
}) : () -> ()
