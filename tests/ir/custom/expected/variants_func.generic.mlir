"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.x}], function_type = (i32, f32) -> i32, sym_name = "b", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, res_attrs = [{test.r = 1 : i32}], sym_name = "c", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, f32), res_attrs = [{}, {test.y}], sym_name = "d", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.w = "s", test.z}], function_type = (i32) -> i32, res_attrs = [{test.q}], sym_name = "e", sym_visibility = "public"}> ({
  ^bb0(%arg2: i32):
    "func.return"(%arg2) : (i32) -> ()
  }) {test.k = [1, 2]} : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>, memref<2xi8>) -> (tensor<?xf32>, memref<2xi8>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: memref<2xi8>):
    "func.return"(%arg0, %arg1) : (tensor<?xf32>, memref<2xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> !foo.type, sym_name = "g", sym_visibility = "private"}> ({
  }) {test.p} : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "h", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "quoted name"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> f32, sym_name = "i", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "j", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
