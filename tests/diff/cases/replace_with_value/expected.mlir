"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  "test.use"(%0, %0) : (i32, i32) -> ()
}) : () -> ()
