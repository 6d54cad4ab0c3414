module {
  func.func @f(%arg0: index, %arg1: index) -> (index, index, index, index, index, index, index, index, index) {
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    %0 = ub.poison : index
    %1 = affine.min affine_map<(d0, d1) -> (7, d1, 4)>(%c7, %arg0)
    %2 = affine.min affine_map<()[s0] -> (s0)>()[%arg0]
    %3 = affine.min affine_map<(d0, d1) -> (d0 floordiv 0, d1 + d0)>(%c7, %arg0)
    %4 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%arg0, %c3)
    %5:2 = affine.delinearize_index %c7 into (%c3, %c3) : index, index
    "u.use"(%5#0, %5#1) : (index, index) -> ()
    return %0, %arg0, %arg1, %1, %c1, %2, %0, %3, %4 : index, index, index, index, index, index, index, index, index
  }
  func.func @g(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
    %c14 = arith.constant 14 : index
    %c7 = arith.constant 7 : index
    %0 = affine.min affine_map<(d0) -> (d0)>(%arg0)
    %1 = affine.max affine_map<()[s0] -> (s0)>()[%arg0]
    %2 = affine.min affine_map<(d0)[s0] -> (s0)>(%c7)[%arg0]
    %3 = affine.min affine_map<(d0, d1) -> (d0 + d1, 14)>(%c7, %arg0)
    return %0, %1, %2, %3, %c14 : index, index, index, index, index
  }
  func.func @h(%arg0: index) -> (index, index, index, index, index, index, index) {
    %c-3 = arith.constant -3 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %0 = ub.poison : index
    %c-4 = arith.constant -4 : index
    %c4 = arith.constant 4 : index
    %1 = affine.apply affine_map<(d0, d1) -> (d1 + d0 floordiv 0)>(%c7, %arg0)
    return %0, %c-4, %c4, %0, %1, %c1, %c-3 : index, index, index, index, index, index, index
  }
  func.func @memory(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
    %c1 = arith.constant 1 : index
    affine.store %arg1, %arg0[%c1] : memref<4xf32>
    %0 = affine.load %arg0[0] : memref<4xf32>
    return %0 : f32
  }
}
