%0 = "test.a"() : () -> i32
%1 = "test.b"() : () -> i32
%2 = "test.c"() : () -> i32
%3 = "test.a"() : () -> i64
%4 = "test.use_one"(%0) : (i32) -> i1
%5 = "test.use_one"(%1) : (i32) -> i1
%6 = "test.use_one"(%2) : (i32) -> i1
%7 = "test.use_one"(%3) : (i64) -> i1
"test.use"(%4, %5, %6, %7) : (i1, i1, i1, i1) -> ()
