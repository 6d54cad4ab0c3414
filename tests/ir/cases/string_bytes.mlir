// Strings hold any bytes: `\XX` escapes (either hex case) that are not UTF-8, control
// bytes, DEL, the other escapes, and multi-byte UTF-8 written raw or escaped.
"t.s"() {a = "\FF\00abc", b = "a\"b\\c\nd\te", c = "\7f\80\e2\82\ac é", d = "\FF" : i32, e = "\fe\ff" : tensor<2xi8>, f = "\C3", g = "tab	raw", h = "\41\42\43", i = "", j = "\00"} : () -> ()
"t.elements"() {a = dense<["\FF", "ok", "\0a"]> : tensor<3x!t.s>, b = dense<"\80"> : tensor<2x!t.s>, c = dense<["\E2\82", "\AC"]> : tensor<2x!t.s>} : () -> ()
"t.nested"() {a = #t.a<"\FF">, b = loc("\FF\41":1:2), c = loc("a\FF"("b\FE":1:2)), d = ["\FF", {k = "\FE"}], e = loc(fused["\FF", "x"])} : () -> ()
