%0 = "test.src"() : () -> i32
%1:2 = "test.pair"() : () -> (i32, i32)
%2 = "test.consume"(%0, %1#0, %1#1) : (i32, i32, i32) -> i1
%3 = "test.consume"(%0, %1#0) : (i32, i32) -> i1
%4 = "test.consume"(%0, %1#1, %1#0) : (i32, i32, i32) -> i1
%5 = "test.pair"() : () -> i32
%6 = "test.consume"(%0, %5) : (i32, i32) -> i1
"test.use"(%2, %3, %4, %6) : (i1, i1, i1, i1) -> ()
