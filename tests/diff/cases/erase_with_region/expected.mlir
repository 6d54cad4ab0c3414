"builtin.module"() ({
  "test.keep"() ({
    "test.renamed"() : () -> ()
  }) : () -> ()
}) : () -> ()
