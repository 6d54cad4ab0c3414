%a = "test.a"() : () -> vector<4xf32>
%b = "test.b"() : () -> vector<8xf32>
%c = "test.c"() : () -> vector<4x8xf32>
%s = "test.s"() : () -> f32
%l = "test.l"() : () -> vector<4x2xf32>
%r = "test.r"() : () -> vector<2x8xf32>
%m = "test.m"() : () -> memref<?x?xf32>
%t = "test.t"() : () -> tensor<4x8xf32>
%i = "test.i"() : () -> index
%mask = "test.mask"() : () -> vector<8xi1>
%mask2 = "test.mask2"() : () -> vector<8x4xi1>
%sv = "test.sv"() : () -> vector<[4]xf32>
%z = "test.z"() : () -> memref<f32>
%0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
%1 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
%2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
%3 = vector.outerproduct %a, %s : vector<4xf32>, f32
%4 = vector.outerproduct %a, %sv : vector<4xf32>, vector<[4]xf32>
%5 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %c : vector<4x2xf32>, vector<2x8xf32> into vector<4x8xf32>
%6 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<mul>} %a, %a, %s {foo} : vector<4xf32>, vector<4xf32> into f32
%7 = vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>, vector<8xf32>
%8 = vector.transfer_read %m[%i, %i], %s {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
%9 = vector.transfer_read %m[%i, %i], %s, %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<8xf32>
%10 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32>
%11 = vector.transfer_read %t[%i, %i], %s, %mask2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<4x8xf32>
%12 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<3x8xf32>
%13 = vector.transfer_read %z[], %s {in_bounds = [true]} : memref<f32>, vector<1xf32>
vector.transfer_write %7, %m[%i, %i] : vector<8xf32>, memref<?x?xf32>
vector.transfer_write %7, %m[%i, %i], %mask {in_bounds = [true], foo} : vector<8xf32>, memref<?x?xf32>
%14 = vector.transfer_write %10, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<4x8xf32>
%15 = vector.mask %mask { vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
%16 = vector.mask %mask, %7 { vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
vector.mask %mask { vector.transfer_write %7, %m[%i, %i] : vector<8xf32>, memref<?x?xf32> } : vector<8xi1>
vector.mask %mask { } : vector<8xi1>
%17 = vector.mask %mask { "test.op"() : () -> f32 } {attr} : vector<8xi1> -> f32
vector.warp_execute_on_lane_0(%i)[32] {
  "test.x"() : () -> ()
}
%18 = vector.warp_execute_on_lane_0(%i)[32] args(%a : vector<4xf32>) -> (vector<1xf32>) {
^bb0(%arg: vector<128xf32>):
  %y = "test.y"() : () -> vector<32xf32>
  "vector.yield"(%y) : (vector<32xf32>) -> ()
} {foo}
