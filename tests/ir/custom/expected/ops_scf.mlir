module {
  func.func @f(%arg0: index, %arg1: i1, %arg2: f32, %arg3: tensor<8x8xf32>, %arg4: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg5 = %c0 to %arg0 step %c1 {
    } {foo}
    scf.if %arg1 {
    } {bar}
    %0:2 = scf.while (%arg5 = %arg2, %arg6 = %arg0) : (f32, index) -> (index, f32) {
      scf.condition(%arg1) %arg6, %arg5 : index, f32
    } do {
    ^bb0(%arg5: index, %arg6: f32):
      scf.yield %arg6, %arg5 : f32, index
    } attributes {baz}
    scf.while : () -> () {
      scf.condition(%arg1)
    } do {
      scf.yield
    }
    %1:2 = scf.execute_region -> (f32, index) {
      scf.yield %arg2, %arg0 : f32, index
    }
    scf.execute_region {
      scf.yield
    }
    %2:2 = scf.parallel (%arg5) = (%c0) to (%arg0) step (%c1) init (%arg2, %arg2) -> (f32, f32) {
      scf.reduce(%arg2, %arg2 : f32, f32) {
      ^bb0(%arg6: f32, %arg7: f32):
        scf.reduce.return %arg6 : f32
      }, {
      ^bb0(%arg6: f32, %arg7: f32):
        scf.reduce.return %arg7 : f32
      }
    } {foo}
    %3 = scf.forall (%arg5, %arg6) in (2, %arg0) shared_outs(%arg7 = %arg3) -> (tensor<8x8xf32>) {
      %extracted_slice = tensor.extract_slice %arg7[%arg5, %arg6] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice into %arg7[%arg5, %arg6] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
      }
    } {mapping = [#gpu.block<x>, #gpu.block<y>]}
    scf.forall (%arg5) in (4) {
    }
    scf.index_switch %arg4 
    case 0 {
      scf.yield
    }
    default {
    }
    %4 = scf.index_switch %arg4 {foo} -> f32 
    default {
      scf.yield %arg2 : f32
    }
    "test.use"(%0#0, %1#0, %2#0, %3, %4) : (index, f32, f32, tensor<8x8xf32>, f32) -> ()
    return
  }
}
