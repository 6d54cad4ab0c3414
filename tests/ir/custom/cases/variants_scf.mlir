// Variants of scf's ops whose custom syntax is C++ (optional parts, attribute
// dictionaries, several results).
func.func @f(%n: index, %c: i1, %a: f32, %b: i64, %t: tensor<8xf32>, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (f32, i64) {
    scf.yield %x, %y : f32, i64
  } {tag}
  %l = arith.constant 0 : i64
  %1 = scf.for %i = %l to %b step %b iter_args(%x = %a) -> f32 : i64 {
    scf.yield %x : f32
  }
  %2 = scf.if %c -> f32 {
    scf.yield %a : f32
  } else {
    scf.yield %a : f32
  } {tag}
  scf.if %c {
    scf.yield
  } else {
    scf.yield
  }
  %3 = scf.while (%x = %a) : (f32) -> f32 {
    scf.condition(%c) %x : f32
  } do {
  ^bb0(%y: f32):
    scf.yield %y : f32
  }
  %4:2 = scf.while (%x = %a, %z = %n) : (f32, index) -> (f32, index) {
    scf.condition(%c) %x, %z : f32, index
  } do {
  ^bb0(%y: f32, %w: index):
    "test.op"() : () -> ()
    scf.yield %y, %w : f32, index
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %n) step (%c1, %c1) {
    scf.reduce
  } {tag}
  %5 = scf.forall (%i) = (%c0) to (%n) step (%c1) shared_outs(%o = %t) -> tensor<8xf32> {
  }
  %6:2 = scf.forall (%i, %j) in (%n, 8) shared_outs(%o = %t, %p = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i) = (0) to (10) step (3) {
  } {tag}
  scf.forall (%i, %j) in (4, %n) {
    memref.store %a, %m[%i] : memref<?xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  %7 = scf.execute_region -> f32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : f32
  }
  scf.execute_region {
    scf.yield
  } {tag}
  "test.use"(%0#0, %1, %2, %3, %4#0, %5, %6#1, %7) : (f32, f32, f32, f32, f32, tensor<8xf32>, tensor<8xf32>, f32) -> ()
  return
}
