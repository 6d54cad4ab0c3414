"builtin.module"() ({
  "g.graph"() ({
    %0 = "g.add"(%1, %2) : (i32, i32) -> i32
    %1 = "g.add"(%0, %2) : (i32, i32) -> i32
    %2 = "g.const"() {value = 0 : i32} : () -> i32
    "g.nested"() ({
    ^bb0(%arg2: i32):
      "g.use"(%arg2, %3) : (i32, i32) -> ()
      %3 = "g.const"() {value = 1 : i32} : () -> i32
    }, {
    ^bb0(%arg0: f32, %arg1: f32):
      "g.t"(%arg0)[^bb1] : (f32) -> ()
    ^bb1:  // pred: ^bb0
      "g.ret"(%arg1) : (f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "g.top"() : () -> ()
}) : () -> ()

