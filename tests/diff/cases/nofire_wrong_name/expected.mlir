"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.opp"(%0) : (i32) -> i32
  %2 = "tst.op"(%0) : (i32) -> i32
  "test.use"(%1, %2) : (i32, i32) -> ()
}) : () -> ()
