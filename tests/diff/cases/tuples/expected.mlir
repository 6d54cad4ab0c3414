"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i64
  "test.use"(%1, %0, %0) : (i64, i32, i32) -> ()
}) : () -> ()
