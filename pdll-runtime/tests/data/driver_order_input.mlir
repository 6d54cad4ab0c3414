module @ir {
  %c = "test.c"() : () -> i32
  %x1 = "test.add"(%c, %c) : (i32, i32) -> i32
  %x2 = "test.add"(%x1, %c) : (i32, i32) -> i32
  %x3 = "test.add"(%x2, %c) : (i32, i32) -> i32
  "test.sink"(%x3) : (i32) -> ()
  "test.h"() ({
    %y1 = "test.add"(%c, %c) : (i32, i32) -> i32
    %y2 = "test.add"(%y1, %c) : (i32, i32) -> i32
    %y3 = "test.add"(%y2, %c) : (i32, i32) -> i32
    "test.sink"(%y3) : (i32) -> ()
  }) : () -> ()
}
