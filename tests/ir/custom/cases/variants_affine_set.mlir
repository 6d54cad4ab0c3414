// An integer set without constraints reads as the true set `(0 == 0)`.
func.func @f(%n: index) {
  affine.if affine_set<() : ()>() {
  }
  affine.if affine_set<(d0)[s0] : ()>(%n)[%n] {
  }
  "test.op"() {s = affine_set<() : ()>} : () -> ()
  return
}
