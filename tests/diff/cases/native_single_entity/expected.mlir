"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.op"(%0) : (i32) -> i32
  %2 = "test.other"(%0) : (i32) -> i32
  %3 = "test.unwrapped"(%0) : (i32) -> i32
  %4 = "test.wrapper"(%2) : (i32) -> i32
  "test.use"(%3, %4) : (i32, i32) -> ()
}) : () -> ()
