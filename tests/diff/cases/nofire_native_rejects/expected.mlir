"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  "test.not_op"(%0) : (i32) -> ()
  "test.v"(%0, %0, %0) : (i32, i32, i32) -> ()
}) : () -> ()
