"builtin.module"() ({
  "t.l"() {a = loc("a"), b = loc(unknown), c = loc("a"), d = loc("x"), e = loc(fused<"m">["a"]), f = loc(callsite(unknown at "a":1:2)), g = loc("a.mlir":1:2), h = loc("q\22x"), i = loc(fused<#t.m>["a", "b"]), j = loc(unknown), k = loc("x"("y":3:4)), l = loc(fused["a", "b", "c"]), m = loc(callsite("f" at callsite("g" at "h":1:1)))} : () -> ()
  "t.m"() {c = loc("escaped\0A":0:0)} : () -> ()
}) : () -> ()
