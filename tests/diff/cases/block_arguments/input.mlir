"test.func"() ({
^bb0(%arg0: i32, %arg1: i32):
  %0 = "test.add"(%arg0, %arg1) : (i32, i32) -> i32
  "test.ret"(%0) : (i32) -> ()
}) : () -> ()
