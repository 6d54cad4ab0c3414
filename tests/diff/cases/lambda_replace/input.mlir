%0 = "test.src"() : () -> f32
%1 = "test.old"(%0) : (f32) -> f32
%2 = "test.old"(%1) : (f32) -> f32
"test.use"(%2) : (f32) -> ()
