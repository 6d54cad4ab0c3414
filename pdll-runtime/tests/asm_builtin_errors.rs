//! Malformed builtin types and attributes: a positioned error naming the problem,
//! never a panic; and every truncation or one-byte change of the valid forms either
//! fails cleanly or parses to text that reads back to itself.

use pdll_runtime::asm::ParseOptions;
use pdll_runtime::Context;

/// Parses `src` as one attribute; the error's column and message.
fn attr_err(src: &str) -> (u32, String) {
    let mut ctx = Context::new();
    match ctx.parse_attribute(src) {
        Ok(a) => panic!("{src}: parsed as {}", ctx.attr_to_string(a)),
        Err(e) => (e.col, e.message),
    }
}

/// A decimal literal far too long for its type.
const LONG_LITERAL: &str = concat!(
    "1000000000000000000000000000000000000000000000000000000000000000000000000000000000",
    "0000000000000000000000000000000000000000000000000000000000000000000000000000 : i256"
);

#[test]
fn malformed_new_syntax_is_a_positioned_error() {
    // (input, column of the error, part of the message); messages follow mlir-opt-19.
    let cases = [
        ("1.0 : f8E4M3X", 7, "unknown type 'f8E4M3X'"),
        (
            "complex<tensor<2xf32>>",
            9,
            "invalid element type for complex",
        ),
        ("complex<f32", 12, "expected '>' at end of complex type"),
        (
            "dense<(1.0 2.0)> : tensor<complex<f32>>",
            12,
            "expected ',' between the parts",
        ),
        (
            "dense<[1.0]> : tensor<1xcomplex<f32>>",
            8,
            "expected a complex element",
        ),
        (
            "dense<[1, 2]> : tensor<2x!t.s>",
            8,
            "expected a string element",
        ),
        (
            "dense<\"0x01\"> : tensor<2xcomplex<i8>>",
            7,
            "hex data size is invalid",
        ),
        (
            "dense<\"0x0102\"> : tensor<3xi1>",
            7,
            "hex data size is invalid",
        ),
        (
            "dense<\"x\"> : tensor<3xi32>",
            7,
            "hex digits starting with `0x`",
        ),
        (
            "dense<-1> : tensor<ui8>",
            8,
            "expected unsigned integer elements",
        ),
        ("1.0e400 : f64", 1, "floating point value too large"),
        (
            "1 : f32",
            1,
            "unexpected decimal integer literal for a floating point value",
        ),
        (
            "0x1FF : f8E4M3FN",
            1,
            "hexadecimal float constant out of range",
        ),
        (
            "array<i32: 1.5>",
            12,
            "floating point value not valid for an integer type",
        ),
        (
            "array<tensor<2xi32>: 1>",
            7,
            "expected integer or float type in dense array",
        ),
        (
            "array<i32 1>",
            11,
            "expected ':' or '>' after dense array type",
        ),
        // MLIR reports an array element's range at the token after it.
        ("array<i1: 2>", 12, "integer constant out of range"),
        (
            "strided<[1], offs: 0>",
            14,
            "expected 'offset' after the strides",
        ),
        (
            "strided<[x]>",
            10,
            "expected a 64-bit signed integer or '?'",
        ),
        (
            "strided<[1], offset: 99999999999999999999>",
            22,
            "offset out of range",
        ),
        ("distinct[x]<>", 10, "expected distinct ID"),
        (
            "distinct[0]<1",
            14,
            "expected '>' at end of distinct attribute",
        ),
        ("loc(bogus)", 5, "expected location instance"),
        ("loc(\"a\":x:1)", 9, "expected line number"),
        (
            "loc(\"a\":1:99999999999)",
            11,
            "expected a 32-bit unsigned integer",
        ),
        (
            "loc(callsite(\"a\" \"b\"))",
            18,
            "expected 'at' in callsite location",
        ),
        (
            "loc(fused<\"m\"[\"a\"])",
            14,
            "expected '>' after fused location metadata",
        ),
        ("loc(#nope)", 5, "expected location alias"),
        (
            "sparse<[[0]], [1]> : tensor<?xi32>",
            22,
            "needs a static tensor or vector type",
        ),
        (
            "sparse<[[0]]> : tensor<4xi32>",
            13,
            "expected ',' between sparse indices and values",
        ),
        (
            "affine_map<(d0) -> (d0 %)>",
            24,
            "expected ')' in affine map range",
        ),
        (
            "affine_map<(d0) -> (d0>",
            23,
            "expected ')' in affine map range",
        ),
        (
            "affine_map<(d0) -> d0))>",
            20,
            "expected '(' in affine map range",
        ),
        (
            "affine_map<(d0, d1) -> (d0 * d1)>",
            28,
            "non-affine expression: at least one of the multiply",
        ),
        (
            "affine_map<(d0) -> (d0 mod d0)>",
            24,
            "right operand of floordiv, ceildiv or mod",
        ),
        (
            "affine_map<(d0) -> (q)>",
            21,
            "use of undeclared identifier 'q'",
        ),
        (
            "affine_map<(d0, d0) -> (d0)>",
            17,
            "redefinition of identifier 'd0'",
        ),
        (
            "affine_set<(d0) : (d0 > 0)>",
            23,
            "expected '== affine-expr' or '>= affine-expr'",
        ),
        (
            "affine_map<(d0) -> (99999999999999999999)>",
            21,
            "constant too large for index",
        ),
        (
            "vector<4x!t.x>",
            10,
            "vector elements must be int/index/float type",
        ),
        // Sparse literals are checked as MLIR's verifier checks them.
        (
            "sparse<[[1], [2]], [1, 2, 3]> : tensor<4xi8>",
            1,
            "expected shape ([4]); inferred shape of indices literal ([2, 1]); inferred shape of values literal ([3])",
        ),
        (
            "sparse<[[1, 0]], [1]> : tensor<4xi8>",
            1,
            "expected shape ([4]); inferred shape of indices literal ([1, 2])",
        ),
        (
            "sparse<[[1]], [[1]]> : tensor<4xi8>",
            1,
            "expected 1-d tensor for sparse element values",
        ),
        (
            "sparse<[[1, 1], [3, 4]], [1, 2]> : tensor<4x4xi8>",
            1,
            "sparse index #1 is not contained within the value shape, with index=[3, 4], and type='tensor<4x4xi8>'",
        ),
        (
            "sparse<[[-1]], \"0x01\"> : tensor<4xi8>",
            1,
            "with index=[18446744073709551615]",
        ),
        // Integers past 128 bits: the same range rules as narrow ones.
        (
            "115792089237316195423570985008687907853269984665640564039457584007913129639936 : i256",
            1,
            "integer constant out of range for attribute",
        ),
        (
            "-57896044618658097711785492504343953926634992332820282019728792003956564819969 : i256",
            2,
            "integer constant out of range for attribute",
        ),
        (
            "57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256",
            1,
            "integer constant out of range for attribute",
        ),
        (
            "-0 : i256",
            2,
            "integer constant out of range for attribute",
        ),
        (
            "-1 : ui256",
            2,
            "negative integer literal not valid for unsigned integer type",
        ),
        (
            "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i256",
            1,
            "integer constant out of range for attribute",
        ),
        (
            "dense<[1, 0x10000000000000000000000000000000000000000000000000000000000000000]> : tensor<2xi256>",
            11,
            "integer constant out of range for type",
        ),
        (
            "dense<[-0]> : tensor<1xi8>",
            9,
            "integer constant out of range for type",
        ),
        (
            "array<si200: 0x80000000000000000000000000000000000000000000000000, 1>",
            66,
            "integer constant out of range",
        ),
        ("array<ui8: -129>", 16, "integer constant out of range"),
        ("array<i7: 1>", 7, "element type bitwidth must be a multiple of 8"),
        // Names (symbols, attribute names) are text, unlike string attribute values.
        ("@\"\\FF\"", 2, "a name that is not valid UTF-8 is not supported"),
        ("[@a::@\"b\\FE\"]", 7, "a name that is not valid UTF-8 is not supported"),
        ("{\"\\FF\" = 1}", 2, "a name that is not valid UTF-8 is not supported"),
        ("@\"\\q\"", 3, "unknown escape in string literal"),
        // A literal of many digits for its type is out of range before it is read.
        (
            LONG_LITERAL,
            1,
            "integer constant out of range for attribute",
        ),
    ];
    for (src, col, msg) in cases {
        let (c, m) = attr_err(src);
        assert!(m.contains(msg), "{src}: message {m:?}, wanted {msg:?}");
        assert_eq!(c, col, "{src}: column of {m:?}");
    }
}

/// Valid forms of the syntax this file is about.
const SAMPLES: &[&str] = &[
    "1.5 : f8E4M3FN",
    "0x7F : f8E4M3FNUZ",
    "1.1 : f80",
    "-2.5e-3 : f128",
    "0.1 : tf32",
    "complex<f32>",
    "dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>",
    "dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>",
    "dense<\"0x0102\"> : tensor<2xi8>",
    "dense<[\"a\", \"b\"]> : tensor<2x!t.s>",
    "dense<\"0xFF\"> : tensor<9xi1>",
    "array<i32: 1, -2>",
    "array<f16: 1.0, 0.1>",
    "strided<[?, 1], offset: 3>",
    "distinct[4]<[1, 2]>",
    "loc(fused<\"m\">[\"a\":1:2, callsite(\"f\" at \"g\"(\"h\":3:4))])",
    "sparse<[[0, 1], [2, 3]], [1.5, 2.0]> : tensor<4x4xf32>",
    "loc(fused[#t.loc<1>, \"x\"])",
    "affine_map<(d0, d1)[s0] -> (d0 floordiv 2 + s0, -d1)>",
    "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>",
    "affine_map<(i, j)[N] -> ((i * 4 + j) floordiv 4, -(j + 1) mod 3, N ceildiv 2)>",
    "affine_set<(i)[N] : (i <= N, i == 2)>",
    "memref<4x?xf32, strided<[?, 1], offset: ?>, 3 : i32>",
    "vector<[4]x2xf8E5M2>",
    "[#foo<abc<1>> : i32, !bar<x.y>, #foo<\"s\">]",
    "-12345678901234567890123456789012345678901234567890 : si256",
    "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : ui176",
    "dense<[1, -340282366920938463463374607431768211456]> : tensor<2xi136>",
    "array<ui256: -1, 7>",
    "\"\\FF\\00a\\22\" : i8",
    "dense<[\"\\80\", \"b\"]> : tensor<2x!t.s>",
];

/// Parses `src`; on success, the printed text must read back to itself.
fn check_no_panic(src: &str) {
    let mut ctx = Context::new();
    let options = ParseOptions::default().with_max_nesting(64);
    if let Ok(a) = ctx.parse_attribute_with(src, &options) {
        let printed = ctx.attr_to_string(a);
        let again = ctx
            .parse_attribute(&printed)
            .unwrap_or_else(|e| panic!("{src:?} printed as {printed:?}, which fails: {e}"));
        assert_eq!(
            ctx.attr_to_string(again),
            printed,
            "{src:?}: not a fixed point"
        );
    }
}

#[test]
fn truncated_and_mutated_forms_never_panic() {
    // Bytes that change the structure: brackets, separators, signs, digits, letters.
    const SUBSTITUTES: &[u8] = b"<>()[]{},:-x?\"#!@0 9.ae";
    for src in SAMPLES {
        let b = src.as_bytes();
        for i in 0..=b.len() {
            if src.is_char_boundary(i) {
                check_no_panic(&src[..i]);
            }
        }
        for i in 0..b.len() {
            let mut deleted = b.to_vec();
            deleted.remove(i);
            if let Ok(s) = String::from_utf8(deleted) {
                check_no_panic(&s);
            }
            for &c in SUBSTITUTES {
                let mut changed = b.to_vec();
                changed[i] = c;
                if let Ok(s) = String::from_utf8(changed) {
                    check_no_panic(&s);
                }
            }
        }
    }
}

#[test]
fn deep_new_syntax_hits_the_nesting_limit() {
    let n = 100_000;
    let deep = [
        format!("loc({}\"a\"{})", "fused[".repeat(n), "]".repeat(n)),
        format!("{}unit{}", "distinct[0]<".repeat(n), ">".repeat(n)),
        format!("dense<{}1{}> : tensor<1xi32>", "[".repeat(n), "]".repeat(n)),
        format!(
            "sparse<{}0{}, 1> : tensor<1xi32>",
            "[".repeat(n),
            "]".repeat(n)
        ),
        format!(
            "loc({}\"a\"{})",
            "callsite(".repeat(n),
            " at \"b\")".repeat(n)
        ),
    ];
    for src in &deep {
        let (_, m) = attr_err(src);
        assert!(m.contains("nesting deeper than"), "{}: {m}", &src[..20]);
    }
}
