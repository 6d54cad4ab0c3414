// Variants of affine's ops whose custom syntax is C++ (optional parts, attribute
// dictionaries, several results).
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, 7)>
func.func @f(%m: memref<10x10xf32>, %m3: memref<4x4x4xvector<4xf32>>, %n: index, %s: index, %a: f32, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%n, %s)
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%n, %s]
  %2 = affine.apply affine_map<() -> (42)>()
  %3 = affine.min #map(%n, %s)[%c0]
  %4 = affine.max affine_map<(d0) -> (d0)>(%n) {tag}
  affine.for %i = 0 to 10 {
    affine.for %j = max #map(%i, %n)[%s] to 100 step 4 {
    }
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%n, %s) to min affine_map<()[s0] -> (s0, 10)>()[%s] {
  }
  affine.for %i = %n to %s {
  }
  affine.for %i = -5 to 5 {
  }
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<()[s0] -> (s0 + 4)>()[%n] {
  }
  %5:2 = affine.for %i = 0 to 4 iter_args(%x = %a, %y = %n) -> (f32, index) {
    affine.yield %x, %y : f32, index
  }
  affine.if affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0)>(%n, %s)[%c0] {
  } else {
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
  } {tag}
  %6:2 = affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] -> (f32, index) {
    affine.yield %a, %n : f32, index
  } else {
    affine.yield %a, %s : f32, index
  }
  %7 = affine.load %m3[%n, %s, 3] : memref<4x4x4xvector<4xf32>>
  %8 = affine.load %m[%n floordiv 2, %s mod 4 + symbol(%c0)] : memref<10x10xf32>
  affine.store %a, %m[(%n + %s) * 2, 0] : memref<10x10xf32>
  %9 = affine.vector_load %m[%n, %s] {tag} : memref<10x10xf32>, vector<4xf32>
  affine.vector_store %v, %m[%n + 1, %s] : memref<10x10xf32>, vector<4xf32>
  affine.prefetch %m[%n, %s], read, locality<2>, instr {tag} : memref<10x10xf32>
  affine.parallel (%i, %j) = (0, max(%n, 4)) to (symbol(%s), 10) {
  }
  affine.parallel (%i) = (%n + 1) to (%s * 2) step (2) {
  }
  %10 = affine.parallel (%i) = (0) to (10) reduce ("addf") -> f32 {
    affine.yield %a : f32
  }
  %11:2 = affine.parallel (%i) = (0) to (10) reduce ("mulf", "maximumf") -> (f32, f32) {
    affine.yield %a, %a : f32, f32
  } {tag}
  affine.parallel (%i, %j, %k) = (0, 0, 0) to (min(%n, %s), 4, 8) step (1, 2, 4) {
    affine.yield
  }
  "test.use"(%0, %1, %2, %3, %4, %5#0, %6#0, %7, %8, %9, %10, %11#1) : (index, index, index, index, index, f32, f32, vector<4xf32>, f32, vector<4xf32>, f32, f32) -> ()
  return
}
