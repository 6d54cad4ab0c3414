"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.a"(%0) : (i32) -> i8
  %2 = "test.b"(%1) : (i8) -> i32
  %3 = "test.a"(%2) : (i32) -> i8
  %4 = "test.b"(%3) : (i8) -> i32
  "test.use"(%4) : (i32) -> ()
}) : () -> ()
