// scf: for with iter_args, if/else with results, while, execute_region, parallel
// with reduce, forall with shared_outs, index_switch; implicit yields.
func.func @loops(%lb: index, %ub: index, %step: index, %init: f32, %c: i1, %m: memref<?xf32>) -> f32 {
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %two:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %init, %b = %sum) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  %ci = arith.index_cast %lb : index to i32
  %cu = arith.index_cast %ub : index to i32
  %cs = arith.index_cast %step : index to i32
  scf.for %j = %ci to %cu step %cs : i32 {
    "test.op"(%j) : (i32) -> ()
  }
  return %two#1 : f32
}

func.func @ifs(%c: i1, %a: f32, %b: f32) -> f32 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  }
  %p:2 = scf.if %c -> (f32, i32) {
    %z = arith.constant 0 : i32
    scf.yield %a, %z : f32, i32
  } else {
    %o = arith.constant 1 : i32
    scf.yield %b, %o : f32, i32
  }
  return %r : f32
}

func.func @while(%init: i32, %limit: i32) -> i32 {
  %res = scf.while (%x = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %x, %limit : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %c1 = arith.constant 1 : i32
    %next = arith.addi %y, %c1 : i32
    scf.yield %next : i32
  }
  return %res : i32
}

func.func @regions(%n: index, %m: memref<?x?xf32>, %t: tensor<8xf32>, %sel: index) -> i32 {
  %v = scf.execute_region -> i32 {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %zero, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  %red = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %e = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%e : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  %out = scf.forall (%k) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %one = tensor.extract_slice %o[%k] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %one into %o[%k] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  scf.forall (%a, %b) = (0, 0) to (%n, 4) step (1, 2) {
    "test.body"(%a, %b) : (index, index) -> ()
  }
  %sw = scf.index_switch %sel -> i32
  case 2 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 5 {
    %c20 = arith.constant 20 : i32
    scf.yield %c20 : i32
  }
  default {
    scf.yield %v : i32
  }
  return %sw : i32
}
