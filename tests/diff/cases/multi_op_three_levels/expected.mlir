"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.a"(%0) : (i32) -> i32
  %2 = "test.b"(%1) : (i32) -> i32
  %3 = "test.abc"(%0) : (i32) -> i32
  %4 = "test.c"(%1) : (i32) -> i32
  "test.use"(%3, %4) : (i32, i32) -> ()
}) : () -> ()
