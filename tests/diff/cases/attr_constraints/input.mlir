%0 = "test.src"() : () -> i32
%1 = "test.attrs"(%0) {value = 7 : i32, flag, name = "n"} : (i32) -> i32
%2 = "test.attrs"(%0) {value = 7 : i64, flag, name = "n"} : (i32) -> i32
%3 = "test.attrs"(%0) {value = 7 : i32, name = "n"} : (i32) -> i32
%4 = "test.attrs"(%0) {value = 7 : i32, flag, name = "m"} : (i32) -> i32
%5 = "test.attrs"(%0) {flag, value = 9 : i32, name = "n", extra = 1.5 : f32} : (i32) -> i32
"test.use"(%1, %2, %3, %4, %5) : (i32, i32, i32, i32, i32) -> ()
