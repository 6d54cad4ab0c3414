%0 = "test.src"() : () -> f32
%1 = "test.src"() : () -> f64
%2 = "test.conv"(%0) : (f32) -> f64
%3 = "test.conv"(%0) : (f32) -> f32
%4 = "test.conv"(%1) : (f64) -> i32
"test.use"(%2, %3, %4) : (f64, f32, i32) -> ()
