"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i64
  %2 = "test.op"(%1) : (i64) -> i64
  %3 = "test.i32_first"(%0, %2) : (i32, i64) -> i1
  %4 = "test.op"(%1, %2) : (i64, i64) -> i1
  %5 = "test.op"(%0, %1) : (i32, i64) -> i1
  "test.use"(%3, %4, %5) : (i1, i1, i1) -> ()
}) : () -> ()
