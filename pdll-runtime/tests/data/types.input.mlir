%0 = "t.a"() : () -> tensor<4x?xf32>
%1:3 = "t.b"(%0) : (tensor<4x?xf32>) -> (vector<[4]x8xi1>, memref<2x3xf16, 3>, tensor<*xbf16>)
%2 = "t.c"(%1#1, %1#2) {fn = (i32, !t.x<"a">) -> (), tup = tuple<index, none, ui8, si64>, m = memref<?xf32, strided<[1], offset: ?>>} : (memref<2x3xf16, 3>, tensor<*xbf16>) -> !t.opaque<1, [2]>
"t.d"(%2) <{big = 123456789012345678901234567890 : i128, neg = -170141183460469231731687303715884105728 : i128, h = 0x1F : i16, str = "tab\there", esc = "q\\b", arr = [[], {}, unit, @s, @"quoted sym"::@n], d2 = dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf64>, sp = dense<0> : vector<3xi8>, rank0 = dense<7> : tensor<i32>, enc = #t<"enc">, a = array<i32: 1, 2, 3>}> : (!t.opaque<1, [2]>) -> ()
