#loc = loc("a")
#loc1 = loc("b":1:2)
#loc2 = loc("f":1:2)
#loc3 = loc("a":1:2)
#loc4 = loc("b":3:4)
#loc5 = loc(unknown)
#loc6 = loc("c":5:6)
#loc7 = loc("only")
#loc8 = loc("esc\22aped":7:8)
#map = affine_map<(d0) -> (d0)>
#loc9 = loc(callsite(#loc at #loc1))
#loc10 = loc("n"(#loc2))
#loc11 = loc(fused<#map>[#loc3, #loc4])
#loc12 = loc(fused[#loc6, #loc9])
"builtin.module"() ({
  "x.a"() {l1 = #loc9, l2 = #loc10, l3 = #loc11, l4 = #loc5, l5 = #loc1} : () -> ()
  "x.b"() {l6 = #loc12, l7 = #loc7, l8 = [#loc1, #loc8]} : () -> ()
}) : () -> ()

