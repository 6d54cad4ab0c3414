%p0 = "test.p"() : () -> i32
%x0 = "test.x"(%p0) {tag = 0 : i32} : (i32) -> i32
"test.use"(%x0) : (i32) -> ()
%p1 = "test.q"() : () -> i32
%x1 = "test.x"(%p1) {tag = 0 : i32} : (i32) -> i32
"test.use"(%x1) : (i32) -> ()
%p2 = "test.r"() : () -> i32
%x2 = "test.x"(%p2) {tag = 0 : i32} : (i32) -> i32
"test.use"(%x2) : (i32) -> ()
%p3 = "test.s"() : () -> i32
%x3 = "test.x"(%p3) {tag = 0 : i32} : (i32) -> i32
"test.use"(%x3) : (i32) -> ()
%p4 = "test.z"() : () -> i32
%x4 = "test.x"(%p4) {tag = 0 : i32} : (i32) -> i32
"test.use"(%x4) : (i32) -> ()
%p5 = "test.p"() : () -> i32
%x5 = "test.x"(%p5) {tag = 1 : i32} : (i32) -> i32
"test.use"(%x5) : (i32) -> ()
%p6 = "test.q"() : () -> i32
%x6 = "test.x"(%p6) {tag = 1 : i32} : (i32) -> i32
"test.use"(%x6) : (i32) -> ()
%p7 = "test.r"() : () -> i32
%x7 = "test.x"(%p7) {tag = 1 : i32} : (i32) -> i32
"test.use"(%x7) : (i32) -> ()
%p8 = "test.s"() : () -> i32
%x8 = "test.x"(%p8) {tag = 1 : i32} : (i32) -> i32
"test.use"(%x8) : (i32) -> ()
%p9 = "test.z"() : () -> i32
%x9 = "test.x"(%p9) {tag = 1 : i32} : (i32) -> i32
"test.use"(%x9) : (i32) -> ()
%p10 = "test.p"() : () -> i32
%x10 = "test.x"(%p10) {tag = 2 : i32} : (i32) -> i32
"test.use"(%x10) : (i32) -> ()
%p11 = "test.q"() : () -> i32
%x11 = "test.x"(%p11) {tag = 2 : i32} : (i32) -> i32
"test.use"(%x11) : (i32) -> ()
%p12 = "test.r"() : () -> i32
%x12 = "test.x"(%p12) {tag = 2 : i32} : (i32) -> i32
"test.use"(%x12) : (i32) -> ()
%p13 = "test.s"() : () -> i32
%x13 = "test.x"(%p13) {tag = 2 : i32} : (i32) -> i32
"test.use"(%x13) : (i32) -> ()
%p14 = "test.z"() : () -> i32
%x14 = "test.x"(%p14) {tag = 2 : i32} : (i32) -> i32
"test.use"(%x14) : (i32) -> ()
%p15 = "test.p"() : () -> i32
%x15 = "test.x"(%p15) {tag = 3 : i32} : (i32) -> i32
"test.use"(%x15) : (i32) -> ()
%p16 = "test.q"() : () -> i32
%x16 = "test.x"(%p16) {tag = 3 : i32} : (i32) -> i32
"test.use"(%x16) : (i32) -> ()
%p17 = "test.r"() : () -> i32
%x17 = "test.x"(%p17) {tag = 3 : i32} : (i32) -> i32
"test.use"(%x17) : (i32) -> ()
%p18 = "test.s"() : () -> i32
%x18 = "test.x"(%p18) {tag = 3 : i32} : (i32) -> i32
"test.use"(%x18) : (i32) -> ()
%p19 = "test.z"() : () -> i32
%x19 = "test.x"(%p19) {tag = 3 : i32} : (i32) -> i32
"test.use"(%x19) : (i32) -> ()
%p20 = "test.p"() : () -> i32
%x20 = "test.x"(%p20) {tag = 4 : i32} : (i32) -> i32
"test.use"(%x20) : (i32) -> ()
%p21 = "test.q"() : () -> i32
%x21 = "test.x"(%p21) {tag = 4 : i32} : (i32) -> i32
"test.use"(%x21) : (i32) -> ()
%p22 = "test.r"() : () -> i32
%x22 = "test.x"(%p22) {tag = 4 : i32} : (i32) -> i32
"test.use"(%x22) : (i32) -> ()
%p23 = "test.s"() : () -> i32
%x23 = "test.x"(%p23) {tag = 4 : i32} : (i32) -> i32
"test.use"(%x23) : (i32) -> ()
%p24 = "test.z"() : () -> i32
%x24 = "test.x"(%p24) {tag = 4 : i32} : (i32) -> i32
"test.use"(%x24) : (i32) -> ()
