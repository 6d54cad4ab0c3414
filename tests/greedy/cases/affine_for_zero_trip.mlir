// affine.for of constant bounds without trips: its inits.
func.func @zero_trips(%in: index, %x: f32) -> (index, index, index, f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a:2 = affine.for %i = 0 to 0 iter_args(%p = %c2, %q = %c0) -> (index, index) {
    affine.yield %c1, %p : index, index
  }
  %b = affine.for %i = 7 to 3 step 2 iter_args(%p = %in) -> index {
    %s = arith.addi %p, %c1 : index
    affine.yield %s : index
  }
  // One trip: no fold.
  %c = affine.for %i = 4 to 5 iter_args(%p = %x) -> f32 {
    %s = arith.addf %p, %p : f32
    affine.yield %s : f32
  }
  // Bounds of operands: not folded here (MLIR composes them first).
  %d = affine.for %i = %in to %in iter_args(%p = %in) -> index {
    affine.yield %c1 : index
  }
  // No results: kept.
  affine.for %i = 0 to 0 {
    "u.x"() : () -> ()
  }
  return %a#0, %a#1, %b, %c, %d : index, index, index, f32, index
}
