"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1:3 = "test.explicit"(%0) : (i32) -> (f32, i8, i16)
  %2 = "test.explicit"(%0) : (i32) -> f64
  "test.use"(%1#0, %1#1, %1#2, %2) : (f32, i8, i16, f64) -> ()
}) : () -> ()
