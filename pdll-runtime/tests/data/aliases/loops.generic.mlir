!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i2>
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 * 4)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (4)>
#map4 = affine_map<(d0) -> (d0 - 1)>
#set = affine_set<(d0) : (d0 - 2 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32, #map>, index) -> memref<4xf32, #map>, sym_name = "loops"}> ({
  ^bb0(%arg0: memref<4xf32, #map>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.for"(%0, %arg1, %1, %arg0) ({
    ^bb0(%arg2: index, %arg3: memref<4xf32, #map>):
      %3 = "affine.for"(%arg3) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg4: index, %arg5: memref<4xf32, #map>):
        %5 = "affine.if"(%arg4) ({
          "affine.yield"(%arg5) : (memref<4xf32, #map>) -> ()
        }, {
          %6 = "x.copy"(%arg5) {x.m = #map1} : (memref<4xf32, #map>) -> memref<4xf32, #map>
          "affine.yield"(%6) : (memref<4xf32, #map>) -> ()
        }) {condition = #set} : (index) -> memref<4xf32, #map>
        "affine.yield"(%5) : (memref<4xf32, #map>) -> ()
      }) : (memref<4xf32, #map>) -> memref<4xf32, #map>
      "x.wrap"() ({
        %4 = "arith.constant"() <{value = 2 : index}> : () -> index
        "x.plain"(%4) {k = 3 : i32} : (index) -> ()
      }) : () -> ()
      "scf.yield"(%3) : (memref<4xf32, #map>) -> ()
    }) : (index, index, index, memref<4xf32, #map>) -> memref<4xf32, #map>
    "func.return"(%2) : (memref<4xf32, #map>) -> ()
  }) {x.fn = #map4, x.t = !tuple} : () -> ()
}) : () -> ()

