"builtin.module"() ({
  %0 = "test.p"() : () -> i32
  %1 = "test.q"() : () -> i32
  %2 = "test.use2_done"(%1, %0) : (i32, i32) -> i1
  %3 = "test.use2"(%1, %0) : (i32, i32) -> i1
  "test.use"(%2, %3) : (i1, i1) -> ()
}) : () -> ()
