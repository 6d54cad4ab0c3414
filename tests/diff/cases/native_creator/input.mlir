"test.op"() : () -> ()
"test.other"() : () -> ()
