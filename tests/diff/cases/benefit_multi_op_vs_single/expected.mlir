"builtin.module"() ({
  %0 = "test.src"() : () -> i8
  %1 = "test.ext_generic"(%0) : (i8) -> i16
  %2 = "test.ext_folded"(%0) : (i8) -> i32
  "test.use"(%2) : (i32) -> ()
}) : () -> ()
