"builtin.module"() ({
  %0 = "test.src"() : () -> f32
  %1 = "test.src"() : () -> f64
  %2 = "test.extf"(%0) : (f32) -> f64
  %3 = "test.conv"(%0) : (f32) -> f32
  %4 = "test.from_f64"(%1) : (f64) -> i32
  "test.use"(%2, %3, %4) : (f64, f32, i32) -> ()
}) : () -> ()
