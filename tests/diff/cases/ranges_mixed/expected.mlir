"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i64
  %2 = "test.invoke"(%0, %1) : (i32, i64) -> i1
  %3 = "test.invoke"(%0, %1, %1, %0) : (i32, i64, i64, i32) -> i1
  %4 = "test.invoke"(%0) : (i32) -> i1
  %5 = "test.invoke_rev"(%1, %0, %1, %1) : (i64, i32, i64, i64) -> i1
  "test.use"(%2, %3, %4, %5) : (i1, i1, i1, i1) -> ()
}) : () -> ()
