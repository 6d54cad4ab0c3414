// Integers of any width and signedness, bools, unit, strings, types as attributes.
"t.i"() {a = 1 : i32, b = 1, c = 0xFF : i8, d = -5 : si8, e = 3 : ui8, f = 1 : i1, g = true, h = 170141183460469231731687303715884105727 : i128, i = 340282366920938463463374607431768211455 : ui128, j = -1 : i3, k = 7 : index, l = 0 : i0} : () -> ()
"t.u"() {a = unit, b, c = "s" : i32, d = "esc\"\\\n\t\01", e = [], f = {}, g = {z = 1, a = [unit]}, h = i17, i = "\E2\82\AC"} : () -> ()
