// Unregistered dialect types and attributes, kept as written.
%0:3 = "t.o"() : () -> (!t.foo<1, 2>, !t<"x y">, !t.bar)
"t.a"() {a = #t.foo<1 , 2>, b = #t<"raw">, c = #t.x, d = !t.bar< x >, e = [#t.a<[1, {b = 2}]>, !t.c<"<">]} : () -> ()
