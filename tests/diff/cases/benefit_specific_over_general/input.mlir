%0 = "test.const"() : () -> i32
%1 = "test.other"() : () -> i32
%2 = "test.op"(%0) {fast} : (i32) -> i32
%3 = "test.op"(%1) {fast} : (i32) -> i32
%4 = "test.op"(%0) : (i32) -> i32
"test.use"(%2, %3, %4) : (i32, i32, i32) -> ()
