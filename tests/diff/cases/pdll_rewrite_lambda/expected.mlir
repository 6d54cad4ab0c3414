"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.made"(%0) : (i32) -> i1
}) : () -> ()
