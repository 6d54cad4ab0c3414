// Loops carrying values, whose types print in the loop's own syntax (scf.for's
// iter_args and result types, affine.for's, affine.if's results), a function's
// `attributes {...}` (visited after its signature, before its body), and an op nested
// in a generic op's region that holds only plain attributes and types.
func.func @loops(%m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, %n: index) -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
    attributes {x.fn = affine_map<(d0) -> (d0 - 1)>, x.t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i2>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %m) -> (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
    %s = affine.for %j = 0 to 4 iter_args(%x = %acc) -> (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
      %y = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%j) -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>> {
        affine.yield %x : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
      } else {
        %z = "x.copy"(%x) {x.m = affine_map<(d0) -> (d0 * 4)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
        affine.yield %z : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
      }
      affine.yield %y : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
    }
    "x.wrap"() ({
      %c2 = arith.constant 2 : index
      "x.plain"(%c2) {k = 3 : i32} : (index) -> ()
    }) : () -> ()
    scf.yield %s : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  }
  return %r : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
}
