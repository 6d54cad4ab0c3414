%0 = "test.src"() : () -> i32
%1 = "test.src"() : () -> i64
%2 = "test.pair"(%0, %1) : (i32, i64) -> i8
%3:2 = "test.split"(%2) : (i8) -> (f32, f64)
"test.use"(%3#0, %3#1) : (f32, f64) -> ()
