%0 = "test.src"() : () -> i32
%1 = "test.op"(%0) : (i32) -> f32
"test.use"(%1) : (f32) -> ()
