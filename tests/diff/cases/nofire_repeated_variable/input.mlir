%0 = "test.src"() : () -> i32
%1 = "test.src"() : () -> i32
%2 = "test.add"(%0, %1) : (i32, i32) -> i32
"test.use"(%2) : (i32) -> ()
