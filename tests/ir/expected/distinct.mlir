"builtin.module"() ({
  "t.d"() {a = distinct[0]<>, b = distinct[0]<>, c = distinct[1]<>, d = distinct[2]<42 : i32>, e = [distinct[3]<"s">, distinct[2]<42 : i32>]} : () -> ()
}) : () -> ()
