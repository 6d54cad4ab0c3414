module {
  func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1, %arg5: memref<?xf32>) -> f32 {
    scf.for %arg6 = %arg0 to %arg1 step %arg2 {
      %5 = memref.load %arg5[%arg6] : memref<?xf32>
      memref.store %5, %arg5[%arg6] : memref<?xf32>
    }
    %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
      %5 = memref.load %arg5[%arg6] : memref<?xf32>
      %6 = arith.addf %arg7, %5 : f32
      scf.yield %6 : f32
    }
    %1:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %0) -> (f32, f32) {
      scf.yield %arg8, %arg7 : f32, f32
    }
    %2 = arith.index_cast %arg0 : index to i32
    %3 = arith.index_cast %arg1 : index to i32
    %4 = arith.index_cast %arg2 : index to i32
    scf.for %arg6 = %2 to %3 step %4  : i32 {
      "test.op"(%arg6) : (i32) -> ()
    }
    return %1#1 : f32
  }
  func.func @ifs(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    scf.if %arg0 {
      "test.then"() : () -> ()
    }
    scf.if %arg0 {
      "test.then"() : () -> ()
    } else {
      "test.else"() : () -> ()
    }
    %0 = scf.if %arg0 -> (f32) {
      scf.yield %arg1 : f32
    } else {
      %2 = arith.addf %arg1, %arg2 : f32
      scf.yield %2 : f32
    }
    %1:2 = scf.if %arg0 -> (f32, i32) {
      %c0_i32 = arith.constant 0 : i32
      scf.yield %arg1, %c0_i32 : f32, i32
    } else {
      %c1_i32 = arith.constant 1 : i32
      scf.yield %arg2, %c1_i32 : f32, i32
    }
    return %0 : f32
  }
  func.func @while(%arg0: i32, %arg1: i32) -> i32 {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = arith.cmpi slt, %arg2, %arg1 : i32
      scf.condition(%1) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %c1_i32 = arith.constant 1 : i32
      %1 = arith.addi %arg2, %c1_i32 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
  func.func @regions(%arg0: index, %arg1: memref<?x?xf32>, %arg2: tensor<8xf32>, %arg3: index) -> i32 {
    %0 = scf.execute_region -> i32 {
      %c3_i32 = arith.constant 3 : i32
      scf.yield %c3_i32 : i32
    }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%arg0, %arg0) step (%c1, %c1) {
      memref.store %cst, %arg1[%arg4, %arg5] : memref<?x?xf32>
      scf.reduce 
    }
    %1 = scf.parallel (%arg4) = (%c0) to (%arg0) step (%c1) init (%cst) -> f32 {
      %4 = memref.load %arg1[%arg4, %arg4] : memref<?x?xf32>
      scf.reduce(%4 : f32) {
      ^bb0(%arg5: f32, %arg6: f32):
        %5 = arith.addf %arg5, %arg6 : f32
        scf.reduce.return %5 : f32
      }
    }
    %2 = scf.forall (%arg4) in (8) shared_outs(%arg5 = %arg2) -> (tensor<8xf32>) {
      %extracted_slice = tensor.extract_slice %arg5[%arg4] [1] [1] : tensor<8xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice into %arg5[%arg4] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    scf.forall (%arg4, %arg5) = (0, 0) to (%arg0, 4) step (1, 2) {
      "test.body"(%arg4, %arg5) : (index, index) -> ()
    }
    %3 = scf.index_switch %arg3 -> i32 
    case 2 {
      %c10_i32 = arith.constant 10 : i32
      scf.yield %c10_i32 : i32
    }
    case 5 {
      %c20_i32 = arith.constant 20 : i32
      scf.yield %c20_i32 : i32
    }
    default {
      scf.yield %0 : i32
    }
    return %3 : i32
  }
}
