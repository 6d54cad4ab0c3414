#map = affine_map<(d0) -> (d0 mod 16)>
#map1 = affine_map<(d0) -> (d0 + 12)>
#map2 = affine_map<(d0) -> (d0 + 7)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 + 7, 5)>
#map5 = affine_map<() -> (0)>
#map6 = affine_map<()[s0] -> (s0 * 2)>
#map7 = affine_map<(d0) -> (d0 floordiv 4)>
#set = affine_set<(d0) : (d0 == 0)>
#set1 = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<2xf32, #map3>>
"builtin.module"() <{sym_name = "outer"}> ({
  "func.func"() <{function_type = (memref<16xf32>, index, i1) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: memref<16xf32>, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%0, %arg1, %1) ({
    ^bb0(%arg3: index):
      "affine.for"(%arg1) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg4: index):
        "affine.if"(%arg4, %arg1) ({
          %4 = "affine.load"(%arg0, %arg4) <{map = #map}> : (memref<16xf32>, index) -> f32
          "x.region"() ({
          ^bb0(%arg5: memref<4xf32, #map1>):
            %5 = "affine.apply"(%arg4) <{map = #map2}> : (index) -> index
            "x.inner"(%5) {s = #set} : (index) -> ()
            "x.br"()[^bb1] : () -> ()
          ^bb1(%6: !tuple):  // pred: ^bb0
            "x.end"() : () -> ()
          }) {after = #map1} : () -> ()
          "affine.yield"() : () -> ()
        }, {
          %3 = "affine.max"(%arg4) <{map = #map4}> : (index) -> index
          "affine.yield"() : () -> ()
        }) {condition = #set1} : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "scf.if"(%arg2) ({
        %2 = "affine.apply"(%arg3) <{map = #map7}> : (index) -> index
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {x.top = #map7} : () -> ()

