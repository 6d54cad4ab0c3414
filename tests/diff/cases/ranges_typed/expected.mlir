"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i64
  %2:2 = "test.typed"(%0, %1) : (i32, i64) -> (i64, i64)
  "test.use"(%0, %1, %1, %2#0, %2#1) : (i32, i64, i64, i64, i64) -> ()
}) : () -> ()
