"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  "test.marker"(%0) {msg = "printed"} : (i32) -> ()
  "test.print"(%0, %0) : (i32, i32) -> ()
}) : () -> ()
