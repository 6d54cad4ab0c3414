"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i64
  %2 = "test.first"(%0) : (i32) -> i32
  "test.use"(%1, %2) : (i64, i32) -> ()
}) : () -> ()
