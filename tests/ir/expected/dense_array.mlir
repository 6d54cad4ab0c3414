"builtin.module"() ({
  "t.a"() {a = array<i32: 1, 2>, b = array<i64>, c = array<i1: true, false, true>, d = array<f32: 1.000000e+00, 2.500000e+00>, e = array<i8: -1, 16, 127>, f = array<ui8: 255>, g = array<f64: 1.000000e-01, -2.000000e+00, 1.000000e+300>, h = array<i16: -32768>, i = array<si32: -5, 5>, j = array<f16>, k = array<i64: 9223372036854775807>} : () -> ()
}) : () -> ()
