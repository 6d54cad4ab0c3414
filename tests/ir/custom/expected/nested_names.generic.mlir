"builtin.module"() <{sym_name = "outer"}> ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "first"}> ({
  ^bb0(%arg6: i32):
    %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %18 = "arith.addi"(%arg6, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.addi"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %20 = "test.region"(%18) ({
    ^bb0(%arg7: i32):
      %21 = "arith.constant"() <{value = true}> : () -> i1
      %22 = "arith.constant"() <{value = true}> : () -> i1
      %23 = "arith.addi"(%arg7, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %24 = "scf.if"(%21) ({
        %25 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %26 = "arith.muli"(%23, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%26) : (i32) -> ()
      }, {
        "scf.yield"(%23) : (i32) -> ()
      }) : (i1) -> i32
      "test.yield"(%24) : (i32) -> ()
    }) : (i32) -> i32
    "test.use"(%15, %16, %17) : (f32, f32, f64) -> ()
    "func.return"(%20) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> index, sym_name = "second"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7 = "scf.for"(%4, %6, %5, %4) ({
    ^bb0(%arg2: index, %arg3: index):
      %8 = "scf.for"(%4, %arg2, %5, %arg3) ({
      ^bb0(%arg4: index, %arg5: index):
        %9 = "arith.constant"() <{value = 0 : index}> : () -> index
        %10 = "arith.addi"(%arg5, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %11 = "arith.addi"(%10, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.yield"(%11) : (index) -> ()
      }) : (index, index, index, index) -> index
      "scf.yield"(%8) : (index) -> ()
    }) : (index, index, index, index) -> index
    "func.return"(%7) : (index) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = () -> i32, sym_name = "third"}> ({
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %3 = "func.call"(%2) <{callee = @decl}> : (i32) -> i32
      "func.return"(%3) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "test.isolated"() ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.done"(%1) : (i32) -> ()
  }) : () -> ()
}) {test.top} : () -> ()
