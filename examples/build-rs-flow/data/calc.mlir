%0 = "calc.input"() : () -> i32
%1 = "calc.const"() {value = 40 : i32} : () -> i32
%2 = "calc.const"() {value = 2 : i32} : () -> i32
%3 = "calc.add"(%1, %2) : (i32, i32) -> i32
%4 = "calc.sub"(%0, %0) : (i32, i32) -> i32
%5 = "calc.add"(%0, %4) : (i32, i32) -> i32
"calc.print"(%3, %5) : (i32, i32) -> ()
