!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i2>
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 - 1)>
#map2 = affine_map<(d0) -> (d0 * 4)>
#set = affine_set<(d0) : (d0 - 2 >= 0)>
module {
  func.func @loops(%arg0: memref<4xf32, #map>, %arg1: index) -> memref<4xf32, #map> attributes {x.fn = #map1, x.t = !tuple} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (memref<4xf32, #map>) {
      %1 = affine.for %arg4 = 0 to 4 iter_args(%arg5 = %arg3) -> (memref<4xf32, #map>) {
        %2 = affine.if #set(%arg4) -> memref<4xf32, #map> {
          affine.yield %arg5 : memref<4xf32, #map>
        } else {
          %3 = "x.copy"(%arg5) {x.m = #map2} : (memref<4xf32, #map>) -> memref<4xf32, #map>
          affine.yield %3 : memref<4xf32, #map>
        }
        affine.yield %2 : memref<4xf32, #map>
      }
      "x.wrap"() ({
        %c2 = arith.constant 2 : index
        "x.plain"(%c2) {k = 3 : i32} : (index) -> ()
      }) : () -> ()
      scf.yield %1 : memref<4xf32, #map>
    }
    return %0 : memref<4xf32, #map>
  }
}

