"builtin.module"() ({
  "x.a"() ({
    "x.b"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "x.c"() : () -> ()
  ^bb2:  // no predecessors
    "x.c"() : () -> ()
  }) : () -> ()
  "x.b"() <{}> ({
  }, {
  ^bb0(%arg0: i32):
  }) : () -> ()
}) : () -> ()

