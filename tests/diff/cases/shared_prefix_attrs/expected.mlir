"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.one"(%0) : (i32) -> i32
  %2 = "test.two"(%0) : (i32) -> i32
  %3 = "test.three"(%0) : (i32) -> i32
  %4 = "test.op"(%0) {kind = 4 : i32} : (i32) -> i32
  %5 = "test.op"(%0) {kind = 1 : i64} : (i32) -> i32
  "test.use"(%1, %2, %3, %4, %5) : (i32, i32, i32, i32, i32) -> ()
}) : () -> ()
