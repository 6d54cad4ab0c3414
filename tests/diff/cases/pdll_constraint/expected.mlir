"builtin.module"() ({
  %0 = "test.op"() : () -> i32
  %1 = "test.other"() : () -> i32
  %2 = "test.wrapped_test_op"(%0) : (i32) -> i32
  %3 = "test.wrap"(%1) : (i32) -> i32
  "test.use"(%2, %3) : (i32, i32) -> ()
}) : () -> ()
