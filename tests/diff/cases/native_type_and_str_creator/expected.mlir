"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.created"(%0) {attr = "test.str"} : (i32) -> f32
  "test.use"(%1) : (f32) -> ()
}) : () -> ()
