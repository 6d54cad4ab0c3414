#map = affine_map<(d0) -> (d0 * 5)>
#map1 = affine_map<(d0) -> (d0 * 7)>
#map2 = affine_map<(d0) -> (d0 + 3)>
#map3 = affine_map<(d0) -> (d0 + 4)>
#map4 = affine_map<(d0)[s0] -> (d0, s0)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0) -> (d0 * 3 + 1)>
module {
  func.func private @external(index {x.arg = #map}) -> (index {x.res = #map1})
  func.func @folded(%arg0: memref<8x8xf32>, %arg1: memref<8xf32, #map2>, %arg2: index {x.arg = affine_map<(d0) -> (d0 * 3)>}) -> vector<4xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.load %arg0[%arg2 + 1, %arg2 * 2] : memref<8x8xf32>
    affine.for %arg3 = 0 to 8 step 2 {
      affine.store %0, %arg0[%arg3, %arg3 floordiv 2] : memref<8x8xf32>
      %3 = affine.load %arg1[%arg3] : memref<8xf32, #map2>
    }
    affine.for %arg3 = %arg2 to #map3(%arg2) {
      %3 = affine.min #map4(%arg3)[%arg2]
    }
    %1 = vector.transfer_read %arg0[%c0, %c0], %cst : memref<8x8xf32>, vector<4xf32>
    %2 = vector.transfer_read %arg0[%c0, %c0], %cst {permutation_map = #map5} : memref<8x8xf32>, vector<4xf32>
    "x.use"(%1, %2) {m = #map2, z = #map6} : (vector<4xf32>, vector<4xf32>) -> ()
    return %1 : vector<4xf32>
  }
}

