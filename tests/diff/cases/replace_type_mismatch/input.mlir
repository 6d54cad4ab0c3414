%0 = "test.src"() : () -> i8
%1 = "test.widen"(%0) : (i8) -> i32
%2 = "test.retype"(%0) : (i8) -> f32
"test.use"(%1, %2) : (i32, f32) -> ()
