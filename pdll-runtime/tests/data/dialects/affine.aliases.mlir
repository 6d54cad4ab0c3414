#map = affine_map<(d0)[s0] -> (d0 + s0)>
#map1 = affine_map<()[s0] -> (s0 * 2)>
#map2 = affine_map<(d0)[s0] -> (d0, s0, 4)>
#map3 = affine_map<()[s0] -> (s0, 4)>
#map4 = affine_map<(d0, d1) -> (d0 + d1, 8)>
#map5 = affine_map<(d0)[s0] -> (d0, s0)>
#map6 = affine_map<(d0) -> (d0 + 10, 20)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<()[s0] -> (s0 + 5)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 >= 0, d0 - 5 == 0)>
#set1 = affine_set<(d0) : (d0 >= 0)>
#set2 = affine_set<() : (0 == 0)>
module {
  %0 = "test.n"() : () -> index
  %1 = "test.s"() : () -> index
  %2 = "test.m"() : () -> memref<100x100xf32>
  %3 = "test.t"() : () -> memref<1xi32>
  %4 = "test.z"() : () -> memref<f32>
  %5:2 = "test.pair"() : () -> (index, index)
  %6 = affine.apply #map(%0)[%1]
  %7 = affine.apply #map1()[%5#1] {tag}
  %8 = affine.min #map2(%0)[%1]
  %9 = affine.max #map3()[%1] {foo}
  %10 = affine.min #map4(%0, %5#0)
  affine.for %arg0 = 0 to %0 step 4 {
    affine.for %arg1 = max #map5(%arg0)[%1] to min #map6(%arg0) {
      %16 = affine.load %2[%arg0 + 1, %arg1 * 2 + symbol(%1)] : memref<100x100xf32>
      affine.store %16, %2[%arg0, %arg1] : memref<100x100xf32>
      %17 = affine.load %2[%arg1 + symbol(%1), %arg1 floordiv 4 + %arg0 mod 3] {nontemporal} : memref<100x100xf32>
    }
    affine.for %arg1 = #map7(%arg0) to #map8()[%0] {
    } {attr = 1 : i32}
  }
  %11:2 = affine.for %arg0 = -3 to 10 iter_args(%arg1 = %0, %arg2 = %1) -> (index, index) {
    affine.yield %arg2, %arg1 : index, index
  }
  %12 = affine.load %4[] : memref<f32>
  affine.if #set(%0)[%1] {
    "test.x"() : () -> ()
  }
  %13 = affine.if #set1(%0) -> index {
    affine.yield %0 : index
  } else {
    affine.yield %1 : index
  }
  affine.if #set2() {
  } else {
    "test.y"() : () -> ()
  } {attr = 1 : i64}
  affine.parallel (%arg0, %arg1) = (0, 0) to (10, symbol(%1)) {
    "test.z"(%arg0, %arg1) : (index, index) -> ()
  }
  affine.parallel (%arg0, %arg1) = (max(%0, 2), 0) to (min(%1, 100, %0 + 5), 10) step (2, 3) {
  }
  %14:2 = affine.parallel (%arg0) = (0) to (100) reduce ("addf", "maximumf") -> (f32, f32) {
    %16 = affine.load %2[%arg0, %arg0] : memref<100x100xf32>
    affine.yield %16, %16 : f32, f32
  }
  affine.parallel () = () to () {
  }
  affine.prefetch %2[%0, %1 + 5], read, locality<3>, data : memref<100x100xf32>
  affine.prefetch %2[%0, %1], write, locality<0>, instr {x} : memref<100x100xf32>
  %15 = affine.vector_load %2[%0, %1 * 8] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %15, %2[%0, symbol(%1) + 3] : memref<100x100xf32>, vector<8xf32>
  affine.dma_start %2[%0, %1], %2[%1, %0], %3[0], %0 : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>
  affine.dma_start %2[%0 + 1, %1], %2[%1, %0], %3[%0], %0, %1, %0 : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>
  affine.dma_wait %3[0], %0 : memref<1xi32>
}

