"builtin.module"() ({
  "t.s"() {a = "\FF\00abc", b = "a\22b\\c\0Ad\09e", c = "\7F\80\E2\82\AC \C3\A9", d = "\FF" : i32, e = "\FE\FF" : tensor<2xi8>, f = "\C3", g = "tab\09raw", h = "ABC", i = "", j = "\00"} : () -> ()
  "t.elements"() {a = dense<["\FF", "ok", "\0A"]> : tensor<3x!t.s>, b = dense<"\80"> : tensor<2x!t.s>, c = dense<["\E2\82", "\AC"]> : tensor<2x!t.s>} : () -> ()
  "t.nested"() {a = #t.a<"\FF">, b = loc("\FFA":1:2), c = loc("a\FF"("b\FE":1:2)), d = ["\FF", {k = "\FE"}], e = loc(fused["\FF", "x"])} : () -> ()
}) : () -> ()
