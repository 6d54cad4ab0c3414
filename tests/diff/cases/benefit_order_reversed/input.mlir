%0 = "test.src"() : () -> i32
%1 = "test.op"(%0) : (i32) -> i32
"test.use"(%1) : (i32) -> ()
