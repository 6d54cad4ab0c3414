module {
  func.func @f(%arg0: index, %arg1: i1, %arg2: f32, %arg3: i64, %arg4: tensor<8xf32>, %arg5: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0:2 = scf.for %arg6 = %c0 to %arg0 step %c1 iter_args(%arg7 = %arg2, %arg8 = %arg3) -> (f32, i64) {
      scf.yield %arg7, %arg8 : f32, i64
    } {tag}
    %c0_i64 = arith.constant 0 : i64
    %1 = scf.for %arg6 = %c0_i64 to %arg3 step %arg3 iter_args(%arg7 = %arg2) -> (f32)  : i64 {
      scf.yield %arg7 : f32
    }
    %2 = scf.if %arg1 -> (f32) {
      scf.yield %arg2 : f32
    } else {
      scf.yield %arg2 : f32
    } {tag}
    scf.if %arg1 {
    } else {
    }
    %3 = scf.while (%arg6 = %arg2) : (f32) -> f32 {
      scf.condition(%arg1) %arg6 : f32
    } do {
    ^bb0(%arg6: f32):
      scf.yield %arg6 : f32
    }
    %4:2 = scf.while (%arg6 = %arg2, %arg7 = %arg0) : (f32, index) -> (f32, index) {
      scf.condition(%arg1) %arg6, %arg7 : f32, index
    } do {
    ^bb0(%arg6: f32, %arg7: index):
      "test.op"() : () -> ()
      scf.yield %arg6, %arg7 : f32, index
    }
    scf.parallel (%arg6) = (%c0) to (%arg0) step (%c1) {
      scf.reduce 
    }
    scf.parallel (%arg6, %arg7) = (%c0, %c1) to (%arg0, %arg0) step (%c1, %c1) {
      scf.reduce 
    } {tag}
    %5 = scf.forall (%arg6) in (%arg0) shared_outs(%arg7 = %arg4) -> (tensor<8xf32>) {
      scf.forall.in_parallel {
      }
    }
    %6:2 = scf.forall (%arg6, %arg7) in (%arg0, 8) shared_outs(%arg8 = %arg4, %arg9 = %arg4) -> (tensor<8xf32>, tensor<8xf32>) {
      scf.forall.in_parallel {
      }
    }
    scf.forall (%arg6) = (0) to (10) step (3) {
    } {tag}
    scf.forall (%arg6, %arg7) in (4, %arg0) {
      memref.store %arg2, %arg5[%arg6] : memref<?xf32>
    } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
    %7 = scf.execute_region -> f32 {
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      scf.yield %arg2 : f32
    }
    scf.execute_region {
      scf.yield
    } {tag}
    "test.use"(%0#0, %1, %2, %3, %4#0, %5, %6#1, %7) : (f32, f32, f32, f32, f32, tensor<8xf32>, tensor<8xf32>, f32) -> ()
    return
  }
}
