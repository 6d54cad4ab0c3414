%0 = "test.src"() : () -> i32
%1 = "test.identity"(%0) : (i32) -> i32
%2 = "test.identity"(%1) : (i32) -> i32
"test.use"(%1, %2) : (i32, i32) -> ()
