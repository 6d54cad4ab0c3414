%0 = "test.src"() : () -> i32
"test.root"(%0) : (i32) -> ()
