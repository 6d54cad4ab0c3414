"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "test.ods_compare"(%a, %b) : (i32, i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
"func.func"() <{function_type = (i32) -> i32, sym_name = "helper", sym_visibility = "private"}> ({
}) : () -> ()
