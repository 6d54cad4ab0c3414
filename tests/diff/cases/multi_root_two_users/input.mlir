%0 = "test.src"() : () -> i32
%1 = "test.other"() : () -> f32
"test.noise"(%0) : (i32) -> ()
%2 = "test.load"(%0) : (i32) -> f32
"test.store"(%0, %1) : (i32, f32) -> ()
"test.use"(%2) : (f32) -> ()
