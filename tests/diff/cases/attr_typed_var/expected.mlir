"builtin.module"() ({
  %0 = "test.typed_constant"() {value = 1 : i32} : () -> i32
  %1 = "test.cst"() {value = 1 : i32} : () -> i64
  %2 = "test.typed_constant"() {value = 2.000000e+00 : f32} : () -> f32
  "test.use"(%0, %1, %2) : (i32, i64, f32) -> ()
}) : () -> ()
