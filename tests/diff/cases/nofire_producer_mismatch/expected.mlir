"builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.x"(%0) : (i32) -> i32
  "test.c"(%1) : (i32) -> ()
  %2 = "test.b"() : () -> i32
  "test.c"(%2) : (i32) -> ()
  "test.func"() ({
  ^bb0(%arg0: i32):
    "test.c"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
