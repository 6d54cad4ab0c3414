%0 = "test.src"() : () -> i32
%1 = "test.op"(%0) : (i32) -> i32
%2 = "test.root"(%1) : (i32) -> i32
%3 = "test.root"(%0) : (i32) -> i32
"test.use"(%2, %3) : (i32, i32) -> ()
