%0 = "test.op"() : () -> i32
%1 = "test.other"() : () -> i32
%2 = "test.wrap"(%0) : (i32) -> i32
%3 = "test.wrap"(%1) : (i32) -> i32
"test.use"(%2, %3) : (i32, i32) -> ()
