%0 = "test.src"() : () -> i32
%1 = "test.square"(%0) : (i32) -> i32
%2 = "test.square"(%1) : (i32) -> i32
"test.use"(%2) : (i32) -> ()
