"builtin.module"() ({
  %0 = "test.p"() : () -> i32
  %1 = "test.p"() : () -> i32
  %2 = "test.zero"() : () -> i32
  %3 = "test.sub"(%0, %1) : (i32, i32) -> i32
  "test.use"(%2, %3) : (i32, i32) -> ()
}) : () -> ()
