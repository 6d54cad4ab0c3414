// Integers of any width and signedness, bools, unit, strings, types as attributes.
"t.i"() {a = 1 : i32, b = 1, c = 0xFF : i8, d = -5 : si8, e = 3 : ui8, f = 1 : i1, g = true, h = 170141183460469231731687303715884105727 : i128, i = 340282366920938463463374607431768211455 : ui128, j = -1 : i3, k = 7 : index, l = 0 : i0} : () -> ()
"t.u"() {a = unit, b, c = "s" : i32, d = "esc\"\\\n\t\01", e = [], f = {}, g = {z = 1, a = [unit]}, h = i17, i = "\E2\82\AC"} : () -> ()
"t.edges"() {a = 1 : ui1, b = -1 : si1, c = 0x0000 : i0, d = 0 : ui0, e = 79228162514264337593543950335 : ui96, f = -39614081257132168796771975168 : si96, g = 2. : f16, h = 0x1 : i1, i = 1.0e-5 : f80, j = 0.0 : f8E5M2FNUZ, k = -0.0 : f8E4M3FN, l = 1.5e-45 : f32, m = 0x0001 : bf16, n = 0x8001 : f16} : () -> ()
