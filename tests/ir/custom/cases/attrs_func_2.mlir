// Generic form with a discardable attribute on every op: each custom printer puts
// it where MLIR does (also where the op's parser would not read it back).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, f32), sym_name = "decl", sym_visibility = "private"}> ({
  }) {foo, zz.tag = 1 : i32} : () -> ()
  "func.func"() <{arg_attrs = [{test.arg}, {}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{test.res}, {}], sym_name = "f"}> ({
  ^bb0(%arg1: i32, %arg2: f32):
    %0:2 = "func.call"(%arg1) <{callee = @decl}> {zz.tag = 1 : i32} : (i32) -> (i32, f32)
    %1 = "func.constant"() <{value = @decl}> {zz.tag = 1 : i32} : () -> ((i32) -> (i32, f32))
    %2:2 = "func.call_indirect"(%1, %arg1) {zz.tag = 1 : i32} : ((i32) -> (i32, f32), i32) -> (i32, f32)
    "func.return"(%0#0, %arg2) {zz.tag = 1 : i32} : (i32, f32) -> ()
  }) {zz.tag = 1 : i32} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "h", sym_visibility = "nested"}> ({
  ^bb0(%arg0: i32):
    "func.return"() {foo, zz.tag = 1 : i32} : () -> ()
  }) {foo = 2 : i8, zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
