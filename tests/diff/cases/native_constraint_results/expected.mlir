"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.replaced"() {name = "test.success"} : () -> f32
  %2 = "test.failure_op"(%0) : (i32) -> f32
  "test.use"(%1, %2) : (f32, f32) -> ()
}) : () -> ()
