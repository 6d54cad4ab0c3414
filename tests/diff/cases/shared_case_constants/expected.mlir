"builtin.module"() ({
  %0 = "test.p0"() {value = 0 : i32} : () -> i32
  %1 = "test.done0"() : () -> i32
  "test.use"(%1) : (i32) -> ()
  %2 = "test.p0"() {value = 1 : i32} : () -> i32
  %3 = "test.r0"(%2) : (i32) -> i32
  "test.use"(%3) : (i32) -> ()
  %4 = "test.p1"() {value = 0 : i32} : () -> i32
  %5 = "test.r0"(%4) : (i32) -> i32
  "test.use"(%5) : (i32) -> ()
  %6 = "test.p0"() : () -> i32
  %7 = "test.r0"(%6) : (i32) -> i32
  "test.use"(%7) : (i32) -> ()
  %8 = "test.p1"() {value = 1 : i32} : () -> i32
  %9 = "test.done1"() : () -> i32
  "test.use"(%9) : (i32) -> ()
  %10 = "test.p1"() {value = 2 : i32} : () -> i32
  %11 = "test.r1"(%10) : (i32) -> i32
  "test.use"(%11) : (i32) -> ()
  %12 = "test.p2"() {value = 1 : i32} : () -> i32
  %13 = "test.r1"(%12) : (i32) -> i32
  "test.use"(%13) : (i32) -> ()
  %14 = "test.p1"() : () -> i32
  %15 = "test.r1"(%14) : (i32) -> i32
  "test.use"(%15) : (i32) -> ()
  %16 = "test.p2"() {value = 2 : i32} : () -> i32
  %17 = "test.done2"() : () -> i32
  "test.use"(%17) : (i32) -> ()
  %18 = "test.p2"() {value = 3 : i32} : () -> i32
  %19 = "test.r2"(%18) : (i32) -> i32
  "test.use"(%19) : (i32) -> ()
  %20 = "test.p3"() {value = 2 : i32} : () -> i32
  %21 = "test.r2"(%20) : (i32) -> i32
  "test.use"(%21) : (i32) -> ()
  %22 = "test.p2"() : () -> i32
  %23 = "test.r2"(%22) : (i32) -> i32
  "test.use"(%23) : (i32) -> ()
  %24 = "test.p3"() {value = 3 : i32} : () -> i32
  %25 = "test.done3"() : () -> i32
  "test.use"(%25) : (i32) -> ()
  %26 = "test.p3"() {value = 4 : i32} : () -> i32
  %27 = "test.r3"(%26) : (i32) -> i32
  "test.use"(%27) : (i32) -> ()
  %28 = "test.p4"() {value = 3 : i32} : () -> i32
  %29 = "test.r3"(%28) : (i32) -> i32
  "test.use"(%29) : (i32) -> ()
  %30 = "test.p3"() : () -> i32
  %31 = "test.r3"(%30) : (i32) -> i32
  "test.use"(%31) : (i32) -> ()
  %32 = "test.p4"() {value = 4 : i32} : () -> i32
  %33 = "test.done4"() : () -> i32
  "test.use"(%33) : (i32) -> ()
  %34 = "test.p4"() {value = 5 : i32} : () -> i32
  %35 = "test.r4"(%34) : (i32) -> i32
  "test.use"(%35) : (i32) -> ()
  %36 = "test.p5"() {value = 4 : i32} : () -> i32
  %37 = "test.r4"(%36) : (i32) -> i32
  "test.use"(%37) : (i32) -> ()
  %38 = "test.p4"() : () -> i32
  %39 = "test.r4"(%38) : (i32) -> i32
  "test.use"(%39) : (i32) -> ()
  %40 = "test.p0"() {value = 5 : i32} : () -> i32
  %41 = "test.done5"() : () -> i32
  "test.use"(%41) : (i32) -> ()
  %42 = "test.p0"() {value = 6 : i32} : () -> i32
  %43 = "test.r5"(%42) : (i32) -> i32
  "test.use"(%43) : (i32) -> ()
  %44 = "test.p1"() {value = 5 : i32} : () -> i32
  %45 = "test.r5"(%44) : (i32) -> i32
  "test.use"(%45) : (i32) -> ()
  %46 = "test.p0"() : () -> i32
  %47 = "test.r5"(%46) : (i32) -> i32
  "test.use"(%47) : (i32) -> ()
  %48 = "test.p6"() {value = 6 : i32} : () -> i32
  %49 = "test.p6"() : () -> i32
  %50 = "test.done6"(%49) : (i32) -> i32
  "test.use"(%50) : (i32) -> ()
  %51 = "test.p6"() {value = 7 : i32} : () -> i32
  %52 = "test.p6"() : () -> i32
  %53 = "test.r6"(%51, %52) : (i32, i32) -> i32
  "test.use"(%53) : (i32) -> ()
  %54 = "test.p0"() {value = 6 : i32} : () -> i32
  %55 = "test.p6"() : () -> i32
  %56 = "test.r6"(%54, %55) : (i32, i32) -> i32
  "test.use"(%56) : (i32) -> ()
  %57 = "test.p6"() : () -> i32
  %58 = "test.p6"() : () -> i32
  %59 = "test.r6"(%57, %58) : (i32, i32) -> i32
  "test.use"(%59) : (i32) -> ()
}) : () -> ()
