"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.neg"(%0) : (i32) -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
