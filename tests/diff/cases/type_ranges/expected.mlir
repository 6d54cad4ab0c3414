"builtin.module"() ({
  %0:3 = "test.multi_new"() : () -> (i1, i2, i3)
  "test.use"(%0#0, %0#1, %0#2) : (i1, i2, i3) -> ()
}) : () -> ()
