%0 = "test.op"() : () -> i32
%1 = "test.not_op"() : () -> i32
%2 = "test.consumer"(%0) : (i32) -> i1
%3 = "test.consumer"(%1) : (i32) -> i1
"test.use"(%2, %3) : (i1, i1) -> ()
