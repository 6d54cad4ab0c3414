module {
  func.func @f(%arg0: index) {
    affine.if affine_set<() : (0 == 0)>() {
    }
    affine.if affine_set<(d0)[s0] : (0 == 0)>(%arg0)[%arg0] {
    }
    "test.op"() {s = affine_set<() : (0 == 0)>} : () -> ()
    return
  }
}
