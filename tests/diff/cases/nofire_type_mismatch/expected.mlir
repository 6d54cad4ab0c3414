"builtin.module"() ({
  %0 = "test.src"() : () -> f16
  %1 = "test.src"() : () -> f32
  %2 = "test.conv"(%0) : (f16) -> f64
  %3 = "test.conv"(%1) : (f32) -> f32
  "test.use"(%2, %3) : (f64, f32) -> ()
}) : () -> ()
