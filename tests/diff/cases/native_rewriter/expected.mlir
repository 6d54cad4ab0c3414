"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i64
  "test.success"(%0) : (i32) -> ()
  "test.success"(%1) : (i64) -> ()
}) : () -> ()
