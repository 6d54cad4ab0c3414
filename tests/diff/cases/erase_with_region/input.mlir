"test.holder"() ({
  "test.inner"() : () -> ()
  "test.holder"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
}) : () -> ()
"test.keep"() ({
  "test.inner"() : () -> ()
}) : () -> ()
