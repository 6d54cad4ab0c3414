"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (), sym_name = "affine"}> ({
  ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "affine.apply"(%arg1, %arg2) <{map = affine_map<(d0)[s0] -> (d0 * 2 + s0)>}> : (index, index) -> index
    %2 = "affine.apply"(%1) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index) -> index
    %3 = "affine.min"(%2) <{map = affine_map<(d0) -> (d0, 100)>}> : (index) -> index
    %4 = "affine.max"(%3, %arg2) <{map = affine_map<(d0)[s0] -> (0, d0 - s0)>}> : (index, index) -> index
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
    ^bb0(%arg10: index):
      "affine.for"(%arg10, %arg10) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 1, 0>, step = 2 : index, upperBoundMap = affine_map<(d0) -> (d0 + 8, 100)>}> ({
      ^bb0(%arg11: index):
        %15 = "affine.load"(%arg0, %arg10, %arg11) <{map = affine_map<(d0, d1) -> (d0, d1 + 1)>}> : (memref<100x100xf32>, index, index) -> f32
        "affine.store"(%15, %arg0, %arg11, %arg10) <{map = affine_map<(d0, d1) -> (d0, d1 * 2)>}> : (f32, memref<100x100xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"(%4, %arg1) <{lowerBoundMap = affine_map<(d0) -> (0, d0)>, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
    ^bb0(%arg9: index):
      "affine.if"(%arg9, %arg2) ({
        "test.then"(%arg9) : (index) -> ()
        "affine.yield"() : () -> ()
      }, {
        "test.else"() : () -> ()
        "affine.yield"() : () -> ()
      }) {condition = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>} : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "affine.for"(%5) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (100)>}> ({
    ^bb0(%arg7: index, %arg8: f32):
      %13 = "affine.load"(%arg0, %arg7) <{map = affine_map<(d0) -> (d0, d0)>}> : (memref<100x100xf32>, index) -> f32
      %14 = "arith.addf"(%arg8, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.yield"(%14) : (f32) -> ()
    }) : (f32) -> f32
    %7 = "affine.if"(%arg1) ({
      "affine.yield"(%6) : (f32) -> ()
    }, {
      "affine.yield"(%5) : (f32) -> ()
    }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> f32
    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<()[s0] -> (100, s0)>}> ({
    ^bb0(%arg5: index, %arg6: index):
      %12 = "affine.load"(%arg0, %arg5, %arg6) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<100x100xf32>, index, index) -> f32
      "affine.store"(%12, %arg0, %arg6, %arg5) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (f32, memref<100x100xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    %8 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (100)>}> ({
    ^bb0(%arg4: index):
      %11 = "affine.load"(%arg0, %arg4) <{map = affine_map<(d0) -> (d0, d0)>}> : (memref<100x100xf32>, index) -> f32
      "affine.yield"(%11) : (f32) -> ()
    }) : () -> f32
    %9:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [3, 6], steps = [4], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (100)>}> ({
    ^bb0(%arg3: index):
      %10 = "affine.load"(%arg0, %arg3) <{map = affine_map<(d0) -> (d0, 0)>}> : (memref<100x100xf32>, index) -> f32
      "affine.yield"(%10, %10) : (f32, f32) -> ()
    }) : () -> (f32, f32)
    "test.use"(%7, %8, %9#0) : (f32, f32, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
