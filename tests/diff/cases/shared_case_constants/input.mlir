%v0 = "test.p0"() {value = 0 : i32} : () -> i32
%v1 = "test.r0"(%v0) : (i32) -> i32
"test.use"(%v1) : (i32) -> ()
%v3 = "test.p0"() {value = 1 : i32} : () -> i32
%v4 = "test.r0"(%v3) : (i32) -> i32
"test.use"(%v4) : (i32) -> ()
%v6 = "test.p1"() {value = 0 : i32} : () -> i32
%v7 = "test.r0"(%v6) : (i32) -> i32
"test.use"(%v7) : (i32) -> ()
%v9 = "test.p0"() : () -> i32
%v10 = "test.r0"(%v9) : (i32) -> i32
"test.use"(%v10) : (i32) -> ()
%v12 = "test.p1"() {value = 1 : i32} : () -> i32
%v13 = "test.r1"(%v12) : (i32) -> i32
"test.use"(%v13) : (i32) -> ()
%v15 = "test.p1"() {value = 2 : i32} : () -> i32
%v16 = "test.r1"(%v15) : (i32) -> i32
"test.use"(%v16) : (i32) -> ()
%v18 = "test.p2"() {value = 1 : i32} : () -> i32
%v19 = "test.r1"(%v18) : (i32) -> i32
"test.use"(%v19) : (i32) -> ()
%v21 = "test.p1"() : () -> i32
%v22 = "test.r1"(%v21) : (i32) -> i32
"test.use"(%v22) : (i32) -> ()
%v24 = "test.p2"() {value = 2 : i32} : () -> i32
%v25 = "test.r2"(%v24) : (i32) -> i32
"test.use"(%v25) : (i32) -> ()
%v27 = "test.p2"() {value = 3 : i32} : () -> i32
%v28 = "test.r2"(%v27) : (i32) -> i32
"test.use"(%v28) : (i32) -> ()
%v30 = "test.p3"() {value = 2 : i32} : () -> i32
%v31 = "test.r2"(%v30) : (i32) -> i32
"test.use"(%v31) : (i32) -> ()
%v33 = "test.p2"() : () -> i32
%v34 = "test.r2"(%v33) : (i32) -> i32
"test.use"(%v34) : (i32) -> ()
%v36 = "test.p3"() {value = 3 : i32} : () -> i32
%v37 = "test.r3"(%v36) : (i32) -> i32
"test.use"(%v37) : (i32) -> ()
%v39 = "test.p3"() {value = 4 : i32} : () -> i32
%v40 = "test.r3"(%v39) : (i32) -> i32
"test.use"(%v40) : (i32) -> ()
%v42 = "test.p4"() {value = 3 : i32} : () -> i32
%v43 = "test.r3"(%v42) : (i32) -> i32
"test.use"(%v43) : (i32) -> ()
%v45 = "test.p3"() : () -> i32
%v46 = "test.r3"(%v45) : (i32) -> i32
"test.use"(%v46) : (i32) -> ()
%v48 = "test.p4"() {value = 4 : i32} : () -> i32
%v49 = "test.r4"(%v48) : (i32) -> i32
"test.use"(%v49) : (i32) -> ()
%v51 = "test.p4"() {value = 5 : i32} : () -> i32
%v52 = "test.r4"(%v51) : (i32) -> i32
"test.use"(%v52) : (i32) -> ()
%v54 = "test.p5"() {value = 4 : i32} : () -> i32
%v55 = "test.r4"(%v54) : (i32) -> i32
"test.use"(%v55) : (i32) -> ()
%v57 = "test.p4"() : () -> i32
%v58 = "test.r4"(%v57) : (i32) -> i32
"test.use"(%v58) : (i32) -> ()
%v60 = "test.p0"() {value = 5 : i32} : () -> i32
%v61 = "test.r5"(%v60) : (i32) -> i32
"test.use"(%v61) : (i32) -> ()
%v63 = "test.p0"() {value = 6 : i32} : () -> i32
%v64 = "test.r5"(%v63) : (i32) -> i32
"test.use"(%v64) : (i32) -> ()
%v66 = "test.p1"() {value = 5 : i32} : () -> i32
%v67 = "test.r5"(%v66) : (i32) -> i32
"test.use"(%v67) : (i32) -> ()
%v69 = "test.p0"() : () -> i32
%v70 = "test.r5"(%v69) : (i32) -> i32
"test.use"(%v70) : (i32) -> ()
%v72 = "test.p6"() {value = 6 : i32} : () -> i32
%v73 = "test.p6"() : () -> i32
%v74 = "test.r6"(%v72, %v73) : (i32, i32) -> i32
"test.use"(%v74) : (i32) -> ()
%v76 = "test.p6"() {value = 7 : i32} : () -> i32
%v77 = "test.p6"() : () -> i32
%v78 = "test.r6"(%v76, %v77) : (i32, i32) -> i32
"test.use"(%v78) : (i32) -> ()
%v80 = "test.p0"() {value = 6 : i32} : () -> i32
%v81 = "test.p6"() : () -> i32
%v82 = "test.r6"(%v80, %v81) : (i32, i32) -> i32
"test.use"(%v82) : (i32) -> ()
%v84 = "test.p6"() : () -> i32
%v85 = "test.p6"() : () -> i32
%v86 = "test.r6"(%v84, %v85) : (i32, i32) -> i32
"test.use"(%v86) : (i32) -> ()
