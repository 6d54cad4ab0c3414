"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.xori"(%a, %b) : (i32, i32) -> i32
  %1 = "test.ods_td_use"(%0) : (i32) -> i32
  "func.return"(%1) : (i32) -> ()
}) : () -> ()
