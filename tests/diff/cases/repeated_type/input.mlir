%0 = "test.src"() : () -> i32
%1 = "test.my_cast"(%0) : (i32) -> i32
%2 = "test.my_cast"(%0) : (i32) -> i64
"test.use"(%1, %2) : (i32, i64) -> ()
