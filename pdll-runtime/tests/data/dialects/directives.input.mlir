%i = "test.i"() : () -> index
%f = "test.f"() : () -> i32
%a = "test.a"() : () -> memref<4x4xf32>
%v = "test.v"() : () -> vector<4x8x16xf32>
%sv = memref.subview %a[0, %i] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
%sv2 = memref.subview %a[%i, %i][%i, 2][%i, %i] {tag} : memref<4x4xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
%e0 = vector.extract %v[0, %i] : vector<16xf32> from vector<4x8x16xf32>
%e1 = vector.extract %v[] : vector<4x8x16xf32> from vector<4x8x16xf32>
%0 = scf.index_switch %i -> i32
case 2 {
  "scf.yield"(%f) : (i32) -> ()
}
case -5 {
  "scf.yield"(%f) : (i32) -> ()
}
default {
  "scf.yield"(%f) : (i32) -> ()
}
scf.index_switch %i
default {
}
scf.index_switch %i
case 1 {
  "test.x"() : () -> ()
  "scf.yield"() : () -> ()
}
default {
}
"test.region"() ({
^bb0(%flag: i32):
  cf.switch %flag : i32, [
    default: ^bb1(%flag : i32),
    -1: ^bb2,
    42: ^bb1(%flag : i32)
  ]
^bb1(%x: i32):
  cf.switch %x : i32, [
    default: ^bb2
  ]
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @u : memref<2x3xi32> = uninitialized
memref.global @e : memref<4xi8>
memref.global @s : memref<2xf32, 1> = dense<1.0>
memref.global "private" @sp : memref<4xi32> = sparse<[[1]], [5]>
