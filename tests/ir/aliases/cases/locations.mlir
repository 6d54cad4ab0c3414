// Every location has an alias, nested ones too (callsite, named and fused parts);
// a fused location's metadata is an attribute, which may have one of its own.
"x.a"() {l1 = loc(callsite("a" at "b":1:2)), l2 = loc("n"("f":1:2)), l3 = loc(fused<affine_map<(d0) -> (d0)>>["a":1:2, "b":3:4]), l4 = loc(unknown), l5 = loc("b":1:2)} : () -> ()
"x.b"() {l6 = loc(fused["c":5:6, callsite("a" at "b":1:2)]), l7 = loc("only"), l8 = [loc("b":1:2), loc("esc\"aped":7:8)]} : () -> ()
