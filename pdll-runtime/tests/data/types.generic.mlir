"builtin.module"() ({
  %0 = "t.a"() : () -> tensor<4x?xf32>
  %1:3 = "t.b"(%0) : (tensor<4x?xf32>) -> (vector<[4]x8xi1>, memref<2x3xf16, 3>, tensor<*xbf16>)
  %2 = "t.c"(%1#1, %1#2) {fn = (i32, !t.x<"a">) -> (), m = memref<?xf32, strided<[1], offset: ?>>, tup = tuple<index, none, ui8, si64>} : (memref<2x3xf16, 3>, tensor<*xbf16>) -> !t.opaque<1, [2]>
  "t.d"(%2) <{a = array<i32: 1, 2, 3>, arr = [[], {}, unit, @s, @"quoted sym"::@n], big = 123456789012345678901234567890 : i128, d2 = dense<[[1.500000e+00, 2.500000e+00], [3.500000e+00, 4.500000e+00]]> : tensor<2x2xf64>, enc = #t<"enc">, esc = "q\\b", h = 31 : i16, neg = -170141183460469231731687303715884105728 : i128, rank0 = dense<7> : tensor<i32>, sp = dense<0> : vector<3xi8>, str = "tab\09here"}> : (!t.opaque<1, [2]>) -> ()
}) : () -> ()

