#map = affine_map<(d0) -> (d0 * 5)>
#map1 = affine_map<(d0) -> (d0 * 7)>
#map2 = affine_map<(d0) -> (d0 + 3)>
#map3 = affine_map<(d0) -> (d0 + 1, d0 * 2)>
#map4 = affine_map<(d0) -> (d0, d0 floordiv 2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<() -> (0)>
#map7 = affine_map<() -> (8)>
#map8 = affine_map<(d0)[s0] -> (d0, s0)>
#map9 = affine_map<()[s0] -> (s0)>
#map10 = affine_map<(d0) -> (d0 + 4)>
#map11 = affine_map<(d0, d1) -> (d1)>
#map12 = affine_map<(d0, d1) -> (d0)>
#map13 = affine_map<(d0) -> (d0 * 3 + 1)>
#map14 = affine_map<(d0) -> (d0 * 3)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{x.arg = #map}], function_type = (index) -> index, res_attrs = [{x.res = #map1}], sym_name = "external", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {x.arg = #map14}], function_type = (memref<8x8xf32>, memref<8xf32, #map2>, index) -> vector<4xf32>, sym_name = "folded"}> ({
  ^bb0(%arg0: memref<8x8xf32>, %arg1: memref<8xf32, #map2>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "affine.load"(%arg0, %arg2) <{map = #map3}> : (memref<8x8xf32>, index) -> f32
    "affine.for"() <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg4: index):
      "affine.store"(%2, %arg0, %arg4) <{map = #map4}> : (f32, memref<8x8xf32>, index) -> ()
      %6 = "affine.load"(%arg1, %arg4) <{map = #map5}> : (memref<8xf32, #map2>, index) -> f32
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"(%arg2, %arg2) <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map10}> ({
    ^bb0(%arg3: index):
      %5 = "affine.min"(%arg3, %arg2) <{map = #map8}> : (index, index) -> index
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %3 = "vector.transfer_read"(%arg0, %0, %0, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map11}> : (memref<8x8xf32>, index, index, f32) -> vector<4xf32>
    %4 = "vector.transfer_read"(%arg0, %0, %0, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map12}> : (memref<8x8xf32>, index, index, f32) -> vector<4xf32>
    "x.use"(%3, %4) {m = #map2, z = #map13} : (vector<4xf32>, vector<4xf32>) -> ()
    "func.return"(%3) : (vector<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

