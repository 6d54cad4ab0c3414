%0 = "test.src"() : () -> i32
"test.dead"(%0) : (i32) -> ()
"test.keep"(%0) : (i32) -> ()
"test.dead"() {note = "x"} : () -> ()
