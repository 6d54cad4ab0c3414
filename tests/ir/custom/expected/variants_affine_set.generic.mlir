"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index):
    "affine.if"() ({
      "affine.yield"() : () -> ()
    }, {
    }) {condition = affine_set<() : (0 == 0)>} : () -> ()
    "affine.if"(%arg0, %arg0) ({
      "affine.yield"() : () -> ()
    }, {
    }) {condition = affine_set<(d0)[s0] : (0 == 0)>} : (index, index) -> ()
    "test.op"() {s = affine_set<() : (0 == 0)>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
