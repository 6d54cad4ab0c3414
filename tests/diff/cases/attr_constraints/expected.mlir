"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.attrs2"(%0) {copied = 7 : i32, unit_flag} : (i32) -> i32
  %2 = "test.attrs"(%0) {flag, name = "n", value = 7 : i64} : (i32) -> i32
  %3 = "test.attrs"(%0) {name = "n", value = 7 : i32} : (i32) -> i32
  %4 = "test.attrs"(%0) {flag, name = "m", value = 7 : i32} : (i32) -> i32
  %5 = "test.attrs2"(%0) {copied = 9 : i32, unit_flag} : (i32) -> i32
  "test.use"(%1, %2, %3, %4, %5) : (i32, i32, i32, i32, i32) -> ()
}) : () -> ()
