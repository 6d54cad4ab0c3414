"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  "test.keep"(%0) : (i32) -> ()
}) : () -> ()
