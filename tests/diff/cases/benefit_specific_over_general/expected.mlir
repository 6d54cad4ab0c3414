"builtin.module"() ({
  %0 = "test.const"() : () -> i32
  %1 = "test.other"() : () -> i32
  %2 = "test.specific"() : () -> i32
  %3 = "test.general"(%1) : (i32) -> i32
  %4 = "test.general"(%0) : (i32) -> i32
  "test.use"(%2, %3, %4) : (i32, i32, i32) -> ()
}) : () -> ()
