// array<T: ...>: dense arrays of integers and floats.
"t.a"() {a = array<i32:1,2>, b = array<i64>, c = array<i1: true, false, true>, d = array<f32: 1.0, 2.5>, e = array<i8: -1, 0x10, 127>, f = array<ui8: 255>, g = array<f64: 0.1, -2.0, 1.0e300>, h = array<i16: -32768>, i = array<si32: -5, 5>, j = array<f16>, k = array<i64: 9223372036854775807>} : () -> ()
