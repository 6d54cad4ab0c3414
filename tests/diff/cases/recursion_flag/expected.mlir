"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.c"(%0) : (i32) -> i32
  %2 = "test.c"(%1) : (i32) -> i32
  "test.use"(%2) : (i32) -> ()
}) : () -> ()
