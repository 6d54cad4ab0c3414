#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d1, d0)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<() -> (0)>
module {
  %0 = "test.a"() : () -> vector<4xf32>
  %1 = "test.b"() : () -> vector<8xf32>
  %2 = "test.c"() : () -> vector<4x8xf32>
  %3 = "test.s"() : () -> f32
  %4 = "test.l"() : () -> vector<4x2xf32>
  %5 = "test.r"() : () -> vector<2x8xf32>
  %6 = "test.m"() : () -> memref<?x?xf32>
  %7 = "test.t"() : () -> tensor<4x8xf32>
  %8 = "test.i"() : () -> index
  %9 = "test.mask"() : () -> vector<8xi1>
  %10 = "test.mask2"() : () -> vector<8x4xi1>
  %11 = "test.sv"() : () -> vector<[4]xf32>
  %12 = "test.z"() : () -> memref<f32>
  %13 = vector.outerproduct %0, %1 : vector<4xf32>, vector<8xf32>
  %14 = vector.outerproduct %0, %1, %2 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
  %15 = vector.outerproduct %0, %1, %2 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %16 = vector.outerproduct %0, %3 : vector<4xf32>, f32
  %17 = vector.outerproduct %0, %11 : vector<4xf32>, vector<[4]xf32>
  %18 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %4, %5, %2 : vector<4x2xf32>, vector<2x8xf32> into vector<4x8xf32>
  %19 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<mul>} %0, %0, %3 {foo} : vector<4xf32>, vector<4xf32> into f32
  %20 = vector.transfer_read %6[%8, %8], %3 : memref<?x?xf32>, vector<8xf32>
  %21 = vector.transfer_read %6[%8, %8], %3 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  %22 = vector.transfer_read %6[%8, %8], %3, %9 {permutation_map = #map5} : memref<?x?xf32>, vector<8xf32>
  %23 = vector.transfer_read %6[%8, %8], %3 {in_bounds = [false, true], permutation_map = #map6} : memref<?x?xf32>, vector<4x8xf32>
  %24 = vector.transfer_read %7[%8, %8], %3, %10 {permutation_map = #map6} : tensor<4x8xf32>, vector<4x8xf32>
  %25 = vector.transfer_read %6[%8, %8], %3 {in_bounds = [true, false], permutation_map = #map7} : memref<?x?xf32>, vector<3x8xf32>
  %26 = vector.transfer_read %12[], %3 {in_bounds = [true], permutation_map = #map8} : memref<f32>, vector<1xf32>
  vector.transfer_write %20, %6[%8, %8] : vector<8xf32>, memref<?x?xf32>
  vector.transfer_write %20, %6[%8, %8], %9 {foo, in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  %27 = vector.transfer_write %23, %7[%8, %8] {permutation_map = #map6} : vector<4x8xf32>, tensor<4x8xf32>
  %28 = vector.mask %9 { vector.transfer_read %6[%8, %8], %3 : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %29 = vector.mask %9, %20 { vector.transfer_read %6[%8, %8], %3 : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %9 { vector.transfer_write %20, %6[%8, %8] : vector<8xf32>, memref<?x?xf32> } : vector<8xi1>
  vector.mask %9 { vector.yield } : vector<8xi1>
  %30 = vector.mask %9 { "test.op"() : () -> f32 } {attr} : vector<8xi1> -> f32
  vector.warp_execute_on_lane_0(%8)[32] {
    "test.x"() : () -> ()
  }
  %31 = vector.warp_execute_on_lane_0(%8)[32] args(%0 : vector<4xf32>) -> (vector<1xf32>) {
  ^bb0(%arg0: vector<128xf32>):
    %32 = "test.y"() : () -> vector<32xf32>
    vector.yield %32 : vector<32xf32>
  } {foo}
}

