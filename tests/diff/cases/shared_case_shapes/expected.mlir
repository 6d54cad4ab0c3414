"builtin.module"() ({
  %0 = "test.p"() : () -> i32
  %1 = "test.r0p"() : () -> i32
  "test.use"(%1) : (i32) -> ()
  %2 = "test.q"() : () -> i32
  %3 = "test.r0q"() : () -> i32
  "test.use"(%3) : (i32) -> ()
  %4 = "test.r"() : () -> i32
  %5 = "test.r0r"() : () -> i32
  "test.use"(%5) : (i32) -> ()
  %6 = "test.s"() : () -> i32
  %7 = "test.r0s"() : () -> i32
  "test.use"(%7) : (i32) -> ()
  %8 = "test.z"() : () -> i32
  %9 = "test.general"(%8) : (i32) -> i32
  "test.use"(%9) : (i32) -> ()
  %10 = "test.p"() : () -> i32
  %11 = "test.r1p"() : () -> i32
  "test.use"(%11) : (i32) -> ()
  %12 = "test.q"() : () -> i32
  %13 = "test.r1q"() : () -> i32
  "test.use"(%13) : (i32) -> ()
  %14 = "test.r"() : () -> i32
  %15 = "test.r1r"() : () -> i32
  "test.use"(%15) : (i32) -> ()
  %16 = "test.s"() : () -> i32
  %17 = "test.r1s"() : () -> i32
  "test.use"(%17) : (i32) -> ()
  %18 = "test.z"() : () -> i32
  %19 = "test.general"(%18) : (i32) -> i32
  "test.use"(%19) : (i32) -> ()
  %20 = "test.p"() : () -> i32
  %21 = "test.general"(%20) : (i32) -> i32
  "test.use"(%21) : (i32) -> ()
  %22 = "test.q"() : () -> i32
  %23 = "test.general"(%22) : (i32) -> i32
  "test.use"(%23) : (i32) -> ()
  %24 = "test.r"() : () -> i32
  %25 = "test.general"(%24) : (i32) -> i32
  "test.use"(%25) : (i32) -> ()
  %26 = "test.s"() : () -> i32
  %27 = "test.general"(%26) : (i32) -> i32
  "test.use"(%27) : (i32) -> ()
  %28 = "test.z"() : () -> i32
  %29 = "test.general"(%28) : (i32) -> i32
  "test.use"(%29) : (i32) -> ()
  %30 = "test.p"() : () -> i32
  %31 = "test.general"(%30) : (i32) -> i32
  "test.use"(%31) : (i32) -> ()
  %32 = "test.q"() : () -> i32
  %33 = "test.general"(%32) : (i32) -> i32
  "test.use"(%33) : (i32) -> ()
  %34 = "test.r"() : () -> i32
  %35 = "test.general"(%34) : (i32) -> i32
  "test.use"(%35) : (i32) -> ()
  %36 = "test.s"() : () -> i32
  %37 = "test.general"(%36) : (i32) -> i32
  "test.use"(%37) : (i32) -> ()
  %38 = "test.z"() : () -> i32
  %39 = "test.general"(%38) : (i32) -> i32
  "test.use"(%39) : (i32) -> ()
  %40 = "test.p"() : () -> i32
  %41 = "test.general"(%40) : (i32) -> i32
  "test.use"(%41) : (i32) -> ()
  %42 = "test.q"() : () -> i32
  %43 = "test.general"(%42) : (i32) -> i32
  "test.use"(%43) : (i32) -> ()
  %44 = "test.r"() : () -> i32
  %45 = "test.general"(%44) : (i32) -> i32
  "test.use"(%45) : (i32) -> ()
  %46 = "test.s"() : () -> i32
  %47 = "test.general"(%46) : (i32) -> i32
  "test.use"(%47) : (i32) -> ()
  %48 = "test.z"() : () -> i32
  %49 = "test.general"(%48) : (i32) -> i32
  "test.use"(%49) : (i32) -> ()
}) : () -> ()
