module {
  func.func @f(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: vector<8xf32>) {
    %c0 = arith.constant 0 : index
    %0:3 = affine.delinearize_index %arg1 into (%arg2, %arg2, %arg2) : index, index, index
    affine.prefetch %arg0[%arg1, %arg2 + 1], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %arg0[%arg1, 2], write, locality<0>, instr : memref<100x100xf32>
    %1 = affine.vector_load %arg0[%arg1, %arg2 * 8] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %arg3, %arg0[%arg1, %arg2] : memref<100x100xf32>, vector<8xf32>
    %2 = affine.apply affine_map<()[s0] -> (s0 floordiv 4)>()[%arg2]
    %3 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%arg1)
    %4 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%arg1, %arg2]
    %5 = affine.load %arg0[symbol(%arg2), %c0] : memref<100x100xf32>
    affine.store %5, %arg0[%arg1, symbol(%arg2) + 2] {foo} : memref<100x100xf32>
    affine.for %arg4 = 0 to 10 step 3 {
    } {unroll}
    affine.for %arg4 = %c0 to affine_map<()[s0] -> (s0 * 2)>()[%arg1] {
    }
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%arg2] {
      "test.then"() : () -> ()
    }
    affine.parallel (%arg4) = (max(0, %arg1)) to (min(100, %arg2)) {
    }
    affine.parallel (%arg4, %arg5) = (0, 0) to (10, 20) step (2, 5) {
    } {foo}
    "test.use"(%0#0, %1, %2, %3, %4) : (index, vector<8xf32>, index, index, index) -> ()
    return
  }
}
