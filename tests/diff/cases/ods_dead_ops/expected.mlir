"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index, memref<4xi32>) -> (), sym_name = "h"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: memref<4xi32>):
    %0 = "test.ods_unused"(%arg0) : (i32) -> i32
    "memref.store"(%arg0, %arg3, %arg2) : (i32, memref<4xi32>, index) -> ()
    %1 = "func.call"(%arg0) <{callee = @effect}> : (i32) -> i32
    "test.ods_done"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "effect", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
