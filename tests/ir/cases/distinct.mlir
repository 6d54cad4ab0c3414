// distinct[N]<...>: numbered in order of first appearance; <unit> prints as <>.
"t.d"() {a = distinct[3]<unit>, b = distinct[3]<unit>, c = distinct[0]<>, d = distinct[7]<42 : i32>, e = [distinct[9]<"s">, distinct[7]<42 : i32>]} : () -> ()
