%0 = "test.src"() : () -> i32
"test.region_holder"() ({
  %1 = "test.inner"(%0) : (i32) -> i32
  "test.region_holder"() ({
    %2 = "test.inner"(%1) : (i32) -> i32
    "test.use"(%2) : (i32) -> ()
  }) : () -> ()
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
