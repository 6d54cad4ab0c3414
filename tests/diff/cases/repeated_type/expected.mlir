"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.my_cast"(%0) : (i32) -> i64
  "test.use"(%0, %1) : (i32, i64) -> ()
}) : () -> ()
