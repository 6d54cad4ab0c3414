"builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.b"() : () -> i32
  %2 = "test.c"() : () -> i32
  %3 = "test.a"() : () -> i64
  %4 = "test.from_a"() : () -> i1
  %5 = "test.from_b"() : () -> i1
  %6 = "test.from_any"(%2) : (i32) -> i1
  %7 = "test.from_a64"() : () -> i1
  "test.use"(%4, %5, %6, %7) : (i1, i1, i1, i1) -> ()
}) : () -> ()
