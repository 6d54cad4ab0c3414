%n = "test.n"() : () -> index
%s = "test.s"() : () -> index
%m = "test.m"() : () -> memref<100x100xf32>
%t = "test.t"() : () -> memref<1xi32>
%z = "test.z"() : () -> memref<f32>
%pair:2 = "test.pair"() : () -> (index, index)
%0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%n)[%s]
%1 = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%pair#1] {tag}
%2 = affine.min affine_map<(d0)[s0] -> (d0, s0, 4)>(%n)[%s]
%3 = affine.max affine_map<()[s0] -> (s0, 4)>()[%s] {foo}
%4 = affine.min affine_map<(d0, d1) -> (d0 + d1, 8)>(%n, %pair#0)
affine.for %i = 0 to %n step 4 {
  affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%s] to min affine_map<(d0) -> (d0 + 10, 20)>(%i) {
    %v = affine.load %m[%i + 1, %j * 2 + symbol(%s)] : memref<100x100xf32>
    affine.store %v, %m[%i, %j] : memref<100x100xf32>
    %w = affine.load %m[symbol(%s) + %j, %j floordiv 4 + %i mod 3] {nontemporal} : memref<100x100xf32>
  }
  affine.for %k = affine_map<(d0) -> (d0)>(%i) to affine_map<()[s0] -> (s0 + 5)>()[%n] {
  } {attr = 1 : i32}
}
%r:2 = affine.for %i = -3 to 10 iter_args(%acc = %n, %acc2 = %s) -> (index, index) {
  "affine.yield"(%acc2, %acc) : (index, index) -> ()
}
%e = affine.load %z[] : memref<f32>
affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 >= 0, d0 == 5)>(%n)[%s] {
  "test.x"() : () -> ()
}
%ifr = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> index {
  "affine.yield"(%n) : (index) -> ()
} else {
  "affine.yield"(%s) : (index) -> ()
}
affine.if affine_set<() : (0 == 0)>() {
} else {
  "test.y"() : () -> ()
} {attr = 1}
affine.parallel (%i, %j) = (0, 0) to (10, symbol(%s)) {
  "test.z"(%i, %j) : (index, index) -> ()
}
affine.parallel (%i, %j) = (max(%n, 2), 0) to (min(%s, 100, %n + 5), 10) step (2, 3) {
}
%red:2 = affine.parallel (%k) = (0) to (100) reduce ("addf", "maximumf") -> (f32, f32) {
  %v = affine.load %m[%k, %k] : memref<100x100xf32>
  "affine.yield"(%v, %v) : (f32, f32) -> ()
}
affine.parallel () = () to () {
}
affine.prefetch %m[%n, %s + 5], read, locality<3>, data : memref<100x100xf32>
affine.prefetch %m[%n, %s], write, locality<0>, instr {x} : memref<100x100xf32>
%vl = affine.vector_load %m[%n, %s * 8] : memref<100x100xf32>, vector<8xf32>
affine.vector_store %vl, %m[%n, symbol(%s) + 3] : memref<100x100xf32>, vector<8xf32>
affine.dma_start %m[%n, %s], %m[%s, %n], %t[0], %n : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>
affine.dma_start %m[%n + 1, %s], %m[%s, %n], %t[%n], %n, %s, %n : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>
affine.dma_wait %t[0], %n : memref<1xi32>
