%0 = "test.src"() : () -> i32
%1:2 = "test.lit"(%0) {b = true, s = "text", f = 2.500000e+00 : f32} : (i32) -> (tensor<4xf32>, index)
%2:2 = "test.lit"(%0) {b = false, s = "text", f = 2.500000e+00 : f32} : (i32) -> (tensor<4xf32>, index)
"test.use"(%1#0, %1#1, %2#0, %2#1) : (tensor<4xf32>, index, tensor<4xf32>, index) -> ()
