// Every op of scf not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func @f(%n: index, %c: i1, %a: f32, %t: tensor<8x8xf32>, %sel: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  } {foo}
  scf.if %c {
  } {bar}
  %w:2 = scf.while (%x = %a, %y = %n) : (f32, index) -> (index, f32) {
    scf.condition(%c) %y, %x : index, f32
  } do {
  ^bb0(%p: index, %q: f32):
    scf.yield %q, %p : f32, index
  } attributes {baz}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %e:2 = scf.execute_region -> (f32, index) {
    scf.yield %a, %n : f32, index
  }
  scf.execute_region {
    scf.yield
  }
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a, %a) -> (f32, f32) {
    scf.reduce(%a, %a : f32, f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %r : f32
    }
  } {foo}
  %o = scf.forall (%i, %j) in (2, %n) shared_outs(%s = %t) -> (tensor<8x8xf32>) {
    %p = tensor.extract_slice %s[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %p into %s[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  scf.forall (%i) in (4) {
  }
  scf.index_switch %sel
  case 0 {
    scf.yield
  }
  default {
  }
  %v = scf.index_switch %sel {foo} -> f32
  default {
    scf.yield %a : f32
  }
  "test.use"(%w#0, %e#0, %r#0, %o, %v) : (index, f32, f32, tensor<8x8xf32>, f32) -> ()
  return
}
