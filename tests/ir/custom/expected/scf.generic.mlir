"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i1, memref<?xf32>) -> f32, sym_name = "loops"}> ({
  ^bb0(%arg20: index, %arg21: index, %arg22: index, %arg23: f32, %arg24: i1, %arg25: memref<?xf32>):
    "scf.for"(%arg20, %arg21, %arg22) ({
    ^bb0(%arg32: index):
      %29 = "memref.load"(%arg25, %arg32) : (memref<?xf32>, index) -> f32
      "memref.store"(%29, %arg25, %arg32) : (f32, memref<?xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %22 = "scf.for"(%arg20, %arg21, %arg22, %arg23) ({
    ^bb0(%arg30: index, %arg31: f32):
      %27 = "memref.load"(%arg25, %arg30) : (memref<?xf32>, index) -> f32
      %28 = "arith.addf"(%arg31, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%28) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %23:2 = "scf.for"(%arg20, %arg21, %arg22, %arg23, %22) ({
    ^bb0(%arg27: index, %arg28: f32, %arg29: f32):
      "scf.yield"(%arg29, %arg28) : (f32, f32) -> ()
    }) : (index, index, index, f32, f32) -> (f32, f32)
    %24 = "arith.index_cast"(%arg20) : (index) -> i32
    %25 = "arith.index_cast"(%arg21) : (index) -> i32
    %26 = "arith.index_cast"(%arg22) : (index) -> i32
    "scf.for"(%24, %25, %26) ({
    ^bb0(%arg26: i32):
      "test.op"(%arg26) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "func.return"(%23#1) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "ifs"}> ({
  ^bb0(%arg17: i1, %arg18: f32, %arg19: f32):
    "scf.if"(%arg17) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg17) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %17 = "scf.if"(%arg17) ({
      "scf.yield"(%arg18) : (f32) -> ()
    }, {
      %21 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%21) : (f32) -> ()
    }) : (i1) -> f32
    %18:2 = "scf.if"(%arg17) ({
      %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%arg18, %20) : (f32, i32) -> ()
    }, {
      %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%arg19, %19) : (f32, i32) -> ()
    }) : (i1) -> (f32, i32)
    "func.return"(%17) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while"}> ({
  ^bb0(%arg13: i32, %arg14: i32):
    %13 = "scf.while"(%arg13) ({
    ^bb0(%arg16: i32):
      %16 = "arith.cmpi"(%arg16, %arg14) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%16, %arg16) : (i1, i32) -> ()
    }, {
    ^bb0(%arg15: i32):
      %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %15 = "arith.addi"(%arg15, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%15) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<?x?xf32>, tensor<8xf32>, index) -> i32, sym_name = "regions"}> ({
  ^bb0(%arg0: index, %arg1: memref<?x?xf32>, %arg2: tensor<8xf32>, %arg3: index):
    %0 = "scf.execute_region"() ({
      %12 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : () -> i32
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "scf.parallel"(%1, %1, %arg0, %arg0, %2, %2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg11: index, %arg12: index):
      "memref.store"(%3, %arg1, %arg11, %arg12) : (f32, memref<?x?xf32>, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %4 = "scf.parallel"(%1, %arg0, %2, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg8: index):
      %10 = "memref.load"(%arg1, %arg8, %arg8) : (memref<?x?xf32>, index, index) -> f32
      "scf.reduce"(%10) ({
      ^bb0(%arg9: f32, %arg10: f32):
        %11 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%11) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %5 = "scf.forall"(%arg2) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg6: index, %arg7: tensor<8xf32>):
      %9 = "tensor.extract_slice"(%arg7, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> tensor<1xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%9, %arg7, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 2>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "test.body"(%arg4, %arg5) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    %6 = "scf.index_switch"(%arg3) <{cases = array<i64: 2, 5>}> ({
      "scf.yield"(%0) : (i32) -> ()
    }, {
      %8 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      "scf.yield"(%8) : (i32) -> ()
    }, {
      %7 = "arith.constant"() <{value = 20 : i32}> : () -> i32
      "scf.yield"(%7) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
