func.func @affine(%i: index, %b0: index, %b1: index) -> (index, index) {
  %q:2 = affine.delinearize_index %i into (%b0, %b1) : index, index
  return %q#0, %q#1 : index, index
}
