%0 = "test.src"() : () -> i32
"test.a"(%0) : (i32) -> ()
%1 = "test.b"(%0) : (i32) -> i32
"test.use"(%1) : (i32) -> ()
