// Values below f64's range: MLIR prints them in decimal, but reads decimal literals
// through an f64, so its own output reads back as zero (for mlir-opt-19 as for us).
// Files named *.once.mlir skip the fixed-point check.
"t.tiny"() {a = 0x1 : f80, b = 0x8000000000000001 : f80, d = 0x1 : f128, e = 3.645200e-4951 : f80} : () -> ()
