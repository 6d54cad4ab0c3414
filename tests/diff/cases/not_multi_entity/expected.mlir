"builtin.module"() ({
  %0 = "test.op"() : () -> i32
  %1 = "test.x"() : () -> i32
  %2 = "test.op"(%0) : (i32) -> i32
  %3 = "test.done"(%1) : (i32) -> i32
  "test.use"(%2, %3) : (i32, i32) -> ()
}) : () -> ()
