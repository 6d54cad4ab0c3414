"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() ({
  ^bb0:
  }) {zz.tag = 1 : i32} : () -> ()
  "builtin.module"() <{sym_name = "named"}> ({
    "func.func"() <{function_type = (i32) -> i64, sym_name = "g"}> ({
    ^bb0(%arg0: i32):
      %0 = "builtin.unrealized_conversion_cast"(%arg0) {zz.tag = 1 : i32} : (i32) -> i64
      %1:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg0) {zz.tag = 1 : i32} : (i32, i32) -> (i64, f32)
      %2 = "builtin.unrealized_conversion_cast"() {zz.tag = 1 : i32} : () -> i8
      %3 = "builtin.unrealized_conversion_cast"(%arg0) {foo = 1 : i64, zz.tag = 1 : i32} : (i32) -> i64
      "func.return"(%0) {zz.tag = 1 : i32} : (i64) -> ()
    }) {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {test.attr = 1 : i32, zz.tag = 1 : i32} : () -> ()
