// Nested regions: custom ops in the regions of a generic op (walked as MLIR's dry
// run walks a generic op: its regions first, then its types and attributes), block
// arguments of entry and other blocks, integer sets, tuples of more than 16 types.
module @outer attributes {x.top = affine_map<(d0) -> (d0 floordiv 4)>} {
  func.func @nested(%m: memref<16xf32>, %n: index, %c: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      affine.for %j = 0 to affine_map<()[s0] -> (s0 * 2)>()[%n] {
        affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%j)[%n] {
          %v = affine.load %m[%j mod 16] : memref<16xf32>
          "x.region"() ({
          ^bb0(%a: memref<4xf32, affine_map<(d0) -> (d0 + 12)>>):
            %w = affine.apply affine_map<(d0) -> (d0 + 7)>(%j)
            "x.inner"(%w) {s = affine_set<(d0) : (d0 == 0)>} : (index) -> ()
            "x.br"()[^bb1] : () -> ()
          ^bb1(%t: tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<2xf32, affine_map<(d0) -> (d0 + 2)>>>):
            "x.end"() : () -> ()
          }) {after = affine_map<(d0) -> (d0 + 12)>} : () -> ()
        } else {
          %u = affine.max affine_map<(d0) -> (d0 + 7, 5)>(%j)
        }
      }
      scf.if %c {
        %z = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
      }
    }
    return
  }
}
