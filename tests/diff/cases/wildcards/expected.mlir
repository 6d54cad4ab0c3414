"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.any"(%0) : (i32) -> i32
  %2 = "test.picked"(%0) : (i32) -> i1
  %3 = "test.picked"(%1) : (i32) -> i1
  "test.use"(%2, %3) : (i1, i1) -> ()
}) : () -> ()
