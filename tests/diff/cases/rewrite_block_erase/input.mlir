%0 = "test.src"() : () -> i32
"test.print"(%0) : (i32) -> ()
"test.print"(%0, %0) : (i32, i32) -> ()
