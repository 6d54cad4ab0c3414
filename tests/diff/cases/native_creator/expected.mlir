"builtin.module"() ({
  "test.success"() : () -> ()
  "test.other"() : () -> ()
}) : () -> ()
