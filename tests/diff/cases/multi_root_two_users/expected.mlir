"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.other"() : () -> f32
  "test.noise"(%0) : (i32) -> ()
  "test.use"(%1) : (f32) -> ()
}) : () -> ()
