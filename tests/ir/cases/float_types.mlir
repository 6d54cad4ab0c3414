// Every builtin float type of MLIR 19, its values rounded from f64 as MLIR does.
"t.f8"() {a = 1.0 : f8E5M2, b = -2.5 : f8E4M3, c = 0.3 : f8E4M3FN, d = 448.0 : f8E4M3FN, e = 464.0 : f8E4M3FN, f = 1000.0 : f8E4M3FN, g = 0x7F : f8E4M3FN, h = 0x80 : f8E4M3FNUZ, i = -0.0 : f8E4M3FNUZ, j = 240.0 : f8E4M3FNUZ, k = 0.001 : f8E4M3B11FNUZ, l = 3.0e10 : f8E5M2, m = 57344.0 : f8E5M2FNUZ, n = 0x7C : f8E5M2, o = 0xFF : f8E5M2, p = 1.0e-9 : f8E4M3} : () -> ()
"t.wide"() {a = 1.1 : f80, b = 1.1 : f128, c = -0.0 : f80, d = 1.0e300 : f128, e = 0x7FFF8000000000000000 : f80, f = 0x7FFF0000000000000000000000000000 : f128, g = 2.5 : f80, h = 1.0e-300 : f80} : () -> ()
"t.tf32"() {a = 1.0 : tf32, b = 0.1 : tf32, c = 3.4e38 : tf32, d = 0x7F800 : tf32, e = 1.0e-40 : tf32} : () -> ()
"t.half"() {a = 0.1 : f16, b = 65504.0 : f16, c = 65520.0 : f16, d = 6.0e-8 : f16, e = 0.1 : bf16, f = 3.0e38 : bf16, g = 0x7FC0 : bf16, h = 1.0e-40 : bf16, i = 0x7E00 : f16} : () -> ()
%0 = "t.types"() : () -> tuple<f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, bf16, f16, tf32, f32, f64, f80, f128>
"t.arrays"() {a = [1.5 : f8E4M3FN, 2.0 : f80, 3.0 : bf16], b = array<f16: 1.0, 0.1>, c = array<bf16: 2.0>} : () -> ()
"t.hexbits"() {c = 0x7FFF0000000000000001 : f80, e = 0x01 : f8E4M3B11FNUZ, f = 0x400 : tf32, g = 0x7FC00 : tf32}  : () -> ()
