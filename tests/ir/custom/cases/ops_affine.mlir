// Every op of affine not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func @f(%m: memref<100x100xf32>, %n: index, %s: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %0:3 = affine.delinearize_index %n into (%s, %s, %s) : index, index, index
  affine.prefetch %m[%n, %s + 1], read, locality<3>, data : memref<100x100xf32>
  affine.prefetch %m[%n, 2], write, locality<0>, instr : memref<100x100xf32>
  %1 = affine.vector_load %m[%n, %s * 8] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%n, %s] : memref<100x100xf32>, vector<8xf32>
  %2 = affine.apply affine_map<()[s0] -> (s0 floordiv 4)>()[%s]
  %3 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%n)
  %4 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%n, %s]
  %5 = affine.load %m[symbol(%s), %c0] : memref<100x100xf32>
  affine.store %5, %m[%n, symbol(%s) + 2] {foo} : memref<100x100xf32>
  affine.for %i = 0 to 10 step 3 {
  } {unroll}
  affine.for %i = %c0 to affine_map<()[s0] -> (s0 * 2)>()[%n] {
  }
  affine.if affine_set<()[s0] : (s0 >= 0)>()[%s] {
    "test.then"() : () -> ()
  }
  affine.parallel (%i) = (max(0, %n)) to (min(100, %s)) {
  }
  affine.parallel (%i, %j) = (0, 0) to (10, 20) step (2, 5) {
  } {foo}
  "test.use"(%0#0, %1, %2, %3, %4) : (index, vector<8xf32>, index, index, index) -> ()
  return
}
