// Variants of vector's ops whose custom syntax is C++ (optional parts, attribute
// dictionaries, several results).
func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %acc: vector<4x8xf32>, %f: f32, %m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %mask: vector<4xi1>, %mask2: vector<4x8xi1>, %sa: vector<[4]xf32>, %mv: memref<?x?xvector<4xf32>>, %vv: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<mul>} : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %f : vector<4xf32>, f32
  %3 = vector.outerproduct %sa, %f, %sa {kind = #vector.kind<maxnumf>} : vector<[4]xf32>, f32
  %lhs = "test.make"() : () -> vector<4x3xf32>
  %rhs = "test.make"() : () -> vector<8x3xf32>
  %4 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %lhs, %rhs, %acc {tag} : vector<4x3xf32>, vector<8x3xf32> into vector<4x8xf32>
  %5 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %a, %f : vector<4xf32>, vector<4xf32> into f32
  %pad = arith.constant 0.0 : f32
  %6 = vector.transfer_read %t[%c0, %i], %pad {in_bounds = [true, false]} : tensor<?x?xf32>, vector<4x8xf32>
  %7 = vector.transfer_read %m[%c0, %i], %pad, %mask2 {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4x8xf32>
  %8 = vector.transfer_read %m[%c0, %i], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<4x8xf32>
  %9 = vector.transfer_read %mv[%c0, %i], %vv : memref<?x?xvector<4xf32>>, vector<1x4xf32>
  %10 = vector.transfer_read %m[%c0, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true], tag} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %acc, %m[%c0, %c0], %mask2 {in_bounds = [false, true]} : vector<4x8xf32>, memref<?x?xf32>
  %11 = vector.transfer_write %acc, %t[%c0, %i] : vector<4x8xf32>, tensor<?x?xf32>
  vector.transfer_write %a, %m[%i, %c0] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  %12 = vector.mask %mask { vector.transfer_read %m[%c0, %i], %pad : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %a, %m[%c0, %i] : vector<4xf32>, memref<?x?xf32> } : vector<4xi1>
  %13 = vector.mask %mask, %a { vector.transfer_read %m[%c0, %i], %pad : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { } : vector<4xi1>
  %14:2 = vector.warp_execute_on_lane_0(%i)[64] args(%a, %f : vector<4xf32>, f32) -> (vector<1xf32>, f32) {
  ^bb0(%x: vector<256xf32>, %y: f32):
    %z = "test.make"() : () -> vector<64xf32>
    vector.yield %z, %y : vector<64xf32>, f32
  }
  vector.warp_execute_on_lane_0(%i)[32] {
    "test.op"() : () -> ()
  } {tag}
  %15 = vector.warp_execute_on_lane_0(%i)[32] -> (f32) {
    vector.yield %f : f32
  }
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14#0, %15) : (vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<[4]xf32>, vector<4x8xf32>, f32, vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<1x4xf32>, vector<4xf32>, tensor<?x?xf32>, vector<4xf32>, vector<4xf32>, vector<1xf32>, f32) -> ()
  return
}
