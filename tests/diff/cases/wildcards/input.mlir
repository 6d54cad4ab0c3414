%0 = "test.src"() : () -> i32
%1 = "test.any"(%0) : (i32) -> i32
%2 = "test.root"(%0, %0, %0) : (i32, i32, i32) -> i1
%3 = "test.root"(%0, %1, %0) : (i32, i32, i32) -> i1
"test.use"(%2, %3) : (i1, i1) -> ()
