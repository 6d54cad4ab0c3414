"builtin.module"() ({
  %0 = "test.src"() : () -> f32
  %1 = "test.new"(%0, %0) : (f32, f32) -> f32
  %2 = "test.new"(%1, %1) : (f32, f32) -> f32
  "test.use"(%2) : (f32) -> ()
}) : () -> ()
