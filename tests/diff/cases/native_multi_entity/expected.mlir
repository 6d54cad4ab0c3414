"builtin.module"() ({
  %0 = "test.op"() : () -> i32
  %1 = "test.not_op"() : () -> i32
  %2 = "test.consumed_test_op"(%0) : (i32) -> i1
  %3 = "test.consumer"(%1) : (i32) -> i1
  "test.use"(%2, %3) : (i1, i1) -> ()
}) : () -> ()
