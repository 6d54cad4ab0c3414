// Attributes the custom form folds into its syntax or leaves out get no alias there:
// affine.load/store maps, affine.for's constant bounds and step, a minor-identity
// permutation_map, func.func's function_type and its argument attributes (MLIR's alias
// walk visits a region argument's type only). The signature is visited before the
// body, so the layouts there come first. A function without a body prints its
// argument attributes as attribute dictionaries: those are visited.
func.func private @external(index {x.arg = affine_map<(d0) -> (d0 * 5)>}) -> (index {x.res = affine_map<(d0) -> (d0 * 7)>})
func.func @folded(%m: memref<8x8xf32>, %l: memref<8xf32, affine_map<(d0) -> (d0 + 3)>>,
                  %n: index {x.arg = affine_map<(d0) -> (d0 * 3)>}) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %0 = affine.load %m[%n + 1, %n * 2] : memref<8x8xf32>
  affine.for %i = 0 to 8 step 2 {
    affine.store %0, %m[%i, %i floordiv 2] : memref<8x8xf32>
    %1 = affine.load %l[%i] : memref<8xf32, affine_map<(d0) -> (d0 + 3)>>
  }
  affine.for %i = %n to affine_map<(d0) -> (d0 + 4)>(%n) {
    %2 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n]
  }
  %r = vector.transfer_read %m[%c0, %c0], %f : memref<8x8xf32>, vector<4xf32>
  %r2 = vector.transfer_read %m[%c0, %c0], %f {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x8xf32>, vector<4xf32>
  "x.use"(%r, %r2) {m = affine_map<(d0) -> (d0 + 3)>, z = affine_map<(d0) -> (d0 * 3 + 1)>} : (vector<4xf32>, vector<4xf32>) -> ()
  return %r : vector<4xf32>
}
