"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i64
  %2 = "test.pair"(%0, %1) : (i32, i64) -> i8
  %3 = "test.first"(%1) : (i64) -> f32
  %4 = "test.second"(%0) : (i32) -> f64
  "test.use"(%3, %4) : (f32, f64) -> ()
}) : () -> ()
