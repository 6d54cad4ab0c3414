%0 = "test.src"() : () -> i32
%1 = "test.producer"(%0) : (i32) -> i64
%2 = "test.consumer"(%1) : (i64) -> f32
"test.use"(%2) : (f32) -> ()
