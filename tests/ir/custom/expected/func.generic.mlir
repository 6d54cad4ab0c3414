"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "external", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.arg}, {test.noalias, test.size = 4 : i64}], function_type = (i32, memref<4xf32>) -> f32, res_attrs = [{test.res}], sym_name = "external_attrs", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_visibility", sym_visibility = "nested"}> ({
  }) {test.flag} : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "no_results"}> ({
  ^bb0(%arg4: i32):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.first}, {}], function_type = (i32, i32) -> (i32, i1), res_attrs = [{test.out = "sum"}, {}], sym_name = "named_args"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %4 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.cmpi"(%arg2, %arg3) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "func.return"(%4, %5) : (i32, i1) -> ()
  }) {test.kept = 3 : i32} : () -> ()
  "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "calls", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %1 = "func.call"(%arg0, %arg1) <{callee = @external}> : (i32, f32) -> i64
    %2:2 = "func.call"(%arg0, %arg0) <{callee = @named_args}> : (i32, i32) -> (i32, i1)
    "func.call"(%2#0) <{callee = @no_results}> : (i32) -> ()
    %3 = "func.constant"() <{value = @no_results}> : () -> ((i32) -> ())
    "func.call_indirect"(%3, %arg0) : ((i32) -> (), i32) -> ()
    "func.return"(%1) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tuple<i32, f32>, sym_name = "tuple_result"}> ({
    %0 = "test.make"() : () -> tuple<i32, f32>
    "func.return"(%0) : (tuple<i32, f32>) -> ()
  }) : () -> ()
}) : () -> ()
