%0 = "test.src"() : () -> i32
%1 = "test.root"(%0) : (i32) -> i32
"test.other"(%1) : (i32) -> ()
