%0 = "test.src"() : () -> i32
%1 = "test.neg"(%0) : (i32) -> i32
%2 = "test.neg"(%1) : (i32) -> i32
"test.use"(%2) : (i32) -> ()
