%0 = "test.src"() : () -> f32
%1 = "test.src"() : () -> f32
%2 = "test.mul"(%0, %1) : (f32, f32) -> f32
%3 = "test.add"(%2, %0) : (f32, f32) -> f32
%4 = "test.add"(%0, %2) : (f32, f32) -> f32
"test.use"(%3, %4) : (f32, f32) -> ()
