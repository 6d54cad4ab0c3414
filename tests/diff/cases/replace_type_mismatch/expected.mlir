"builtin.module"() ({
  %0 = "test.src"() : () -> i8
  %1 = "test.retyped"(%0) : (i8) -> f64
  "test.use"(%0, %1) : (i8, f64) -> ()
}) : () -> ()
