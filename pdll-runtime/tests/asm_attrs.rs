//! Types and attributes: parse then print gives MLIR 19's text (expected strings were
//! produced by `mlir-opt-19 --allow-unregistered-dialect`).

use pdll_runtime::Context;

fn attr(src: &str) -> String {
    let mut ctx = Context::new();
    match ctx.parse_attribute(src) {
        Ok(a) => ctx.attr_to_string(a),
        Err(e) => panic!("{src}: {e}"),
    }
}

#[test]
fn attributes_print_like_mlir_opt() {
    let cases = [
        ("1 : i32", "1 : i32"),
        ("1", "1 : i64"),
        ("[1, 2 : i64, 3 : i32]", "[1, 2, 3 : i32]"),
        ("1.5 : f32", "1.500000e+00 : f32"),
        ("0.1", "1.000000e-01 : f64"),
        ("[0.1, 2.0 : f32]", "[1.000000e-01, 2.000000e+00 : f32]"),
        ("2.0 : bf16", "2.000000e+00 : bf16"),
        ("1.0e10 : f64", "1.000000e+10 : f64"),
        ("0x7F800000 : f32", "0x7F800000 : f32"),
        ("0xFF : i8", "-1 : i8"),
        ("-5 : i8", "-5 : i8"),
        ("3 : ui8", "3 : ui8"),
        ("-3 : si8", "-3 : si8"),
        ("3 : index", "3 : index"),
        ("true", "true"),
        ("1 : i1", "true"),
        ("unit", "unit"),
        (r#""a\"b\n\01""#, r#""a\22b\0A\01""#),
        (r#""x" : i32"#, r#""x" : i32"#),
        ("@a::@b", "@a::@b"),
        (r#"@"a b""#, r#"@"a b""#),
        ("{b = 1, a, c = \"s\"}", "{a, b = 1 : i64, c = \"s\"}"),
        ("{}", "{}"),
        ("i32", "i32"),
        (
            "dense<[1,2]> : tensor<2xi32>",
            "dense<[1, 2]> : tensor<2xi32>",
        ),
        (
            "dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>",
            "dense<1> : tensor<2x2xi32>",
        ),
        // Ranks above 2, and an outer list shorter than the inner ones.
        (
            "dense<[[1, 2, 3]]> : tensor<1x3xi32>",
            "dense<[[1, 2, 3]]> : tensor<1x3xi32>",
        ),
        (
            "dense<[[[1]], [[2]]]> : tensor<2x1x1xi32>",
            "dense<[[[1]], [[2]]]> : tensor<2x1x1xi32>",
        ),
        (
            "dense<1.5> : vector<4xf32>",
            "dense<1.500000e+00> : vector<4xf32>",
        ),
        (
            "dense<[true, false]> : tensor<2xi1>",
            "dense<[true, false]> : tensor<2xi1>",
        ),
        (
            r#"dense<"0x0100000002000000"> : tensor<2xi32>"#,
            "dense<[1, 2]> : tensor<2xi32>",
        ),
        ("dense<> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
        ("#d.a<x>", "#d.a<x>"),
        ("#d<x, [1]>", "#d<x, [1]>"),
        ("affine_map<(d0) -> (d0)>", "affine_map<(d0) -> (d0)>"),
        ("array<i32: 1, 2>", "array<i32: 1, 2>"),
        (
            "170141183460469231731687303715884105727 : i128",
            "170141183460469231731687303715884105727 : i128",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(attr(src), want, "input {src}");
    }
}

#[test]
fn types_print_like_mlir_opt() {
    let cases = [
        ("i32", "i32"),
        ("si8", "si8"),
        ("ui16", "ui16"),
        ("(i32) -> (i32, f32)", "(i32) -> (i32, f32)"),
        ("() -> (i32)", "() -> i32"),
        ("() -> ((i32) -> i32)", "() -> ((i32) -> i32)"),
        ("tuple<i32, f32>", "tuple<i32, f32>"),
        ("tuple<>", "tuple<>"),
        ("vector<4x[8]xf32>", "vector<4x[8]xf32>"),
        ("tensor<?x4xf32>", "tensor<?x4xf32>"),
        ("tensor<f32>", "tensor<f32>"),
        ("tensor<*xi8>", "tensor<*xi8>"),
        ("tensor<4xf32, #d.enc>", "tensor<4xf32, #d.enc>"),
        ("memref<4xf32, 1>", "memref<4xf32, 1>"),
        (
            "memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 2>",
            "memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 2>",
        ),
        ("memref<*xf32>", "memref<*xf32>"),
        ("!d.t<1,2>", "!d.t<1,2>"),
        ("!d<\"x\">", "!d<\"x\">"),
        ("none", "none"),
        ("index", "index"),
    ];
    let mut ctx = Context::new();
    for (src, want) in cases {
        let t = ctx.parse_type(src).unwrap_or_else(|e| panic!("{src}: {e}"));
        assert_eq!(ctx.type_to_string(t), want, "input {src}");
        // Uniquing: parsing the printed form gives the same handle.
        assert_eq!(ctx.parse_type(want).unwrap(), t);
    }
}

#[test]
fn bad_literals_report_positions() {
    let mut ctx = Context::new();
    let cases = [
        ("256 : i8", 1, "out of range"),
        // At the digits, as MLIR.
        ("-1 : ui8", 2, "negative"),
        ("128 : si8", 1, "out of range"),
        ("1.5 : i32", 1, "floating point"),
        ("\"a\\q\"", 3, "escape"),
        ("[1, 2", 6, "expected"),
        ("tensor<4xf32", 13, "expected"),
        ("dense<[1, 2]> : tensor<3xi32>", 1, "shape"),
        ("{a = 1, a = 2}", 9, "duplicate"),
        ("i99999999", 1, "bitwidth"),
    ];
    for (src, col, msg) in cases {
        let e = ctx.parse_attribute(src).expect_err(src);
        assert_eq!((e.line, e.col), (1, col), "{src}: {e}");
        assert!(e.message.contains(msg), "{src}: {e}");
    }
}
