// loc(...) as an attribute value: every location kind, fused locations simplified.
"t.l"() {a = loc(fused["a"]), b = loc(fused[]), c = loc(fused["a", "a", unknown]), d = loc("x"(unknown)), e = loc(fused<"m">["a"]), f = loc(callsite(unknown at "a":1:2)), g = loc(  "a.mlir" : 1 : 2 ), h = loc("q\"x"), i = loc(fused<#t.m>["a", "b"]), j = loc(unknown), k = loc("x"("y":3:4)), l = loc(fused[fused["a", "b"], "c"]), m = loc(callsite("f" at callsite("g" at "h":1:1)))} : () -> ()
"t.m"() {c = loc("escaped\n":0:0)} : () -> ()
