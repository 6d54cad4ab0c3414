"builtin.module"() ({
  %0 = "test.src"() : () -> i32
}) : () -> ()
