// Types and typed attributes through declarative formats and C++ directives:
// subview and cast results with strided layouts (no alias), affine-map layouts,
// a tensor encoding, a global's initial value (printed without its type, visited
// with it), a default-valued property left out (nontemporal = false), distinct
// attributes and locations in a generic op's attributes.
memref.global "private" constant @g : memref<2xf32, affine_map<(d0) -> (d0 + 5)>> = dense<[1.0, 2.0]>
memref.global "private" @h : memref<3xf32> = dense<0.0>
func.func @types(%m: memref<8x8xf32>, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%i, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %c = memref.cast %s : memref<8xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %v = memref.load %m[%i, %i] {nontemporal = false} : memref<8x8xf32>
  %w = memref.load %m[%i, %i] {nontemporal = true} : memref<8x8xf32>
  %k = arith.constant dense<1.0> : tensor<4xf32, affine_map<(d0) -> (d0 + 9)>>
  %e = "x.perm"(%m) {x.m = affine_map<(d0, d1) -> (d1, d0)>} : (memref<8x8xf32>) -> memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %f = memref.cast %e {x.n = affine_map<(d0) -> (d0 + 1)>} : memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<?x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  "x.typed"(%k) {d = distinct[0]<affine_map<(d0) -> (d0 + 1)>>, l = loc(callsite("f" at "f.mlir":1:2)), t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, tensor<4xf32, affine_map<(d0) -> (d0 + 9)>>>} : (tensor<4xf32, affine_map<(d0) -> (d0 + 9)>>) -> ()
  return %c : memref<?xf32, strided<[1], offset: ?>>
}
