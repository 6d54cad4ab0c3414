%0 = "test.src"() : () -> i32
%1 = "test.variadic"() : () -> i32
%2 = "test.variadic"(%0) : (i32) -> i32
%3:2 = "test.variadic"(%0, %1, %2) : (i32, i32, i32) -> (i32, i64)
"test.use"(%1, %2, %3#0, %3#1) : (i32, i32, i32, i64) -> ()
