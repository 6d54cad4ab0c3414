%0 = "test.src"() : () -> i8
%1 = "test.ext"(%0) : (i8) -> i16
%2 = "test.ext"(%1) : (i16) -> i32
"test.use"(%2) : (i32) -> ()
