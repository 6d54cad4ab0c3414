"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.step1"(%0) : (i32) -> i32
  %2 = "test.step2"(%1, %0) : (i32, i32) -> i32
  "test.use"(%2) : (i32) -> ()
}) : () -> ()
