#map = affine_map<(d0) -> (d0 floordiv 4)>
#map1 = affine_map<()[s0] -> (s0 * 2)>
#map2 = affine_map<(d0) -> (d0 + 12)>
#map3 = affine_map<(d0) -> (d0 + 7)>
#map4 = affine_map<(d0) -> (d0 + 2)>
#map5 = affine_map<(d0) -> (d0 + 7, 5)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
#set1 = affine_set<(d0) : (d0 == 0)>
!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<2xf32, #map4>>
module @outer attributes {x.top = #map} {
  func.func @nested(%arg0: memref<16xf32>, %arg1: index, %arg2: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %arg1 step %c1 {
      affine.for %arg4 = 0 to #map1()[%arg1] {
        affine.if #set(%arg4)[%arg1] {
          %0 = affine.load %arg0[%arg4 mod 16] : memref<16xf32>
          "x.region"() ({
          ^bb0(%arg5: memref<4xf32, #map2>):
            %1 = affine.apply #map3(%arg4)
            "x.inner"(%1) {s = #set1} : (index) -> ()
            "x.br"()[^bb1] : () -> ()
          ^bb1(%2: !tuple):  // pred: ^bb0
            "x.end"() : () -> ()
          }) {after = #map2} : () -> ()
        } else {
          %0 = affine.max #map5(%arg4)
        }
      }
      scf.if %arg2 {
        %0 = affine.apply #map(%arg3)
      }
    }
    return
  }
}

