%0 = "test.src"() : () -> i32
%1 = "test.op"(%0) : (i32) -> i64
"test.use"(%1) : (i64) -> ()
