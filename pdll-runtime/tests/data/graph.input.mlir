"g.graph"() ({
  %0 = "g.add"(%1, %2) : (i32, i32) -> i32
  %1 = "g.add"(%0, %2) : (i32, i32) -> i32
  %2 = "g.const"() {value = 0 : i32} : () -> i32
  "g.nested"() ({
  ^bb0(%x: i32):
    "g.use"(%x, %later) : (i32, i32) -> ()
    %later = "g.const"() {value = 1 : i32} : () -> i32
  }, {
  ^entry(%p: f32, %q: f32):
    "g.t"(%p)[^exit] : (f32) -> ()
  ^exit:
    "g.ret"(%q) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"g.top"() : () -> ()
