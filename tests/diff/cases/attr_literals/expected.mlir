"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1:2 = "test.new"(%0) {arr = [1, 2], d = {a = 1 : i8}, i = 7 : i64} : (i32) -> (tensor<4xf32>, index)
  %2:2 = "test.lit"(%0) {b = false, f = 2.500000e+00 : f32, s = "text"} : (i32) -> (tensor<4xf32>, index)
  "test.use"(%1#0, %1#1, %2#0, %2#1) : (tensor<4xf32>, index, tensor<4xf32>, index) -> ()
}) : () -> ()
