"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1:2 = "test.pair"() : () -> (i32, i32)
  %2 = "test.consume"(%1#0, %1#1, %0) : (i32, i32, i32) -> i1
  %3 = "test.pair"() : () -> i32
  %4 = "test.consume"(%3, %0) : (i32, i32) -> i1
  %5 = "test.consume"(%1#0, %1#1, %0) {operandSegmentSizes = array<i32: 2, 1>} : (i32, i32, i32) -> i1
  "test.use"(%2, %4, %5) : (i1, i1, i1) -> ()
}) : () -> ()
