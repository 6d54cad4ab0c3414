module {
  %0 = "test.i"() : () -> index
  %1 = "test.f"() : () -> i32
  %2 = "test.a"() : () -> memref<4x4xf32>
  %3 = "test.v"() : () -> vector<4x8x16xf32>
  %subview = memref.subview %2[0, %0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  %subview_0 = memref.subview %2[%0, %0] [%0, 2] [%0, %0] {tag} : memref<4x4xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
  %4 = vector.extract %3[0, %0] : vector<16xf32> from vector<4x8x16xf32>
  %5 = vector.extract %3[] : vector<4x8x16xf32> from vector<4x8x16xf32>
  %6 = scf.index_switch %0 -> i32 
  case 2 {
    scf.yield %1 : i32
  }
  case -5 {
    scf.yield %1 : i32
  }
  default {
    scf.yield %1 : i32
  }
  scf.index_switch %0 
  default {
  }
  scf.index_switch %0 
  case 1 {
    "test.x"() : () -> ()
    scf.yield
  }
  default {
  }
  "test.region"() ({
  ^bb0(%arg0: i32):
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg0 : i32),
      4294967295: ^bb2,
      42: ^bb1(%arg0 : i32)
    ]
  ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb0
    cf.switch %7 : i32, [
      default: ^bb2]
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "test.end"() : () -> ()
  }) : () -> ()
  memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
  memref.global @u : memref<2x3xi32> = uninitialized
  memref.global @e : memref<4xi8>
  memref.global @s : memref<2xf32, 1> = dense<1.000000e+00>
  memref.global "private" @sp : memref<4xi32> = sparse<1, 5>
}

