"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.pow2"(%0) : (i32) -> i32
  %2 = "test.pow4"(%0) : (i32) -> i32
  "test.use"(%2) : (i32) -> ()
}) : () -> ()
