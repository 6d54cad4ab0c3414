func.func @f(%x: i32, %m: memref<4xi32>) -> i32 {
  %a = "test.use"(%x) : (i32) -> i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %b = "test.use"(%a, %c1, %c2) : (i32, i32, i32) -> i32
  %c1_0 = arith.constant 1 : i32
  %c = "test.use"(%b, %c1_0) : (i32, i32) -> i32
  %f = arith.constant 1.0 : f32
  "test.sink"(%f) : (f32) -> ()
  %i = arith.constant 1 : index
  memref.store %c, %m[%i] : memref<4xi32>
  return %c : i32
}

func.func @nested(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %r = scf.for %iv = %c0 to %n step %n iter_args(%acc = %x) -> (i32) {
    %c7 = arith.constant 7 : i32
    %s = "test.use"(%acc, %c7) : (i32, i32) -> i32
    %c0_0 = arith.constant 0 : index
    "test.sink"(%c0_0) : (index) -> ()
    scf.yield %s : i32
  }
  %c7 = arith.constant 7 : i32
  %t = "test.use"(%r, %c7) : (i32, i32) -> i32
  return %t : i32
}

func.func @in_unregistered(%x: i32) {
  "test.region"() ({
    %c3 = arith.constant 3 : i32
    "test.sink"(%c3) : (i32) -> ()
    %c3_0 = arith.constant 3 : i32
    "test.sink"(%c3_0) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  %c3 = arith.constant 3 : i32
  "test.sink"(%c3) : (i32) -> ()
  return
}

func.func @unused_constants() {
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i64
  return
}
