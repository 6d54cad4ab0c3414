"builtin.module"() ({
  %0 = "test.b"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
