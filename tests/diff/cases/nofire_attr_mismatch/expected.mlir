"builtin.module"() ({
  "test.op"() {kind = 2 : i32} : () -> ()
  "test.op"() {kind = 1 : i64} : () -> ()
  "test.op"() {other = 1 : i32} : () -> ()
  "test.op"() : () -> ()
}) : () -> ()
