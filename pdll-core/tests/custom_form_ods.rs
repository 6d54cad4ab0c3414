//! The custom assembly form end to end on ODS data: the definitions of MLIR 19's
//! ops, found with `DialectIndex` and loaded from the installed `.td` files
//! (`load_dialect`), registered in a context; custom-form text read and printed, as
//! `mlir-opt-19 --allow-unregistered-dialect` (and `--mlir-print-op-generic`) prints
//! the same input. Covers what the ODS side fills: assembly formats, attribute syntax
//! (dialect attributes, integer enums, a dialect enum of bare keywords, a dense array,
//! a typed attribute), defaults, buildable operand types, `TypesMatchWith` transforms
//! (element type, `i1` of the same shape, one element type per element, a doubled
//! trailing dimension). Skipped without MLIR's include tree.

use pdll_core::ods::{load_dialect, load_dialect_definitions, DialectIndex};
use pdll_runtime::{Context, Ir};
use std::path::PathBuf;

const INPUT: &str = r#"%a = "test.a"() : () -> i32
%f = "test.f"() : () -> f32
%m = "test.m"() : () -> memref<4x?xf32>
%v = "test.v"() : () -> vector<4xf32>
%i = "test.i"() : () -> index
%0 = arith.addi %a, %a overflow<nsw, nuw> : i32
%1 = arith.cmpi slt, %a, %0 : i32
%2 = arith.addf %f, %f fastmath<fast> : f32
%3 = arith.addf %f, %f : f32
%4 = arith.cmpf olt, %f, %2 : f32
%5 = math.absf %f fastmath<nnan> : f32
%6 = memref.load %m[%i, %i] : memref<4x?xf32>
memref.store %f, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
%7 = vector.extractelement %v[%i : index] : vector<4xf32>
%8 = vector.from_elements %f, %f, %f, %f : vector<4xf32>
%9 = vector.transpose %v, [0] : vector<4xf32> to vector<4xf32>
%10 = vector.reduction <add>, %v, %f : vector<4xf32> into f32
%11 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
%14 = index.cmp uge(%i, %i)
%15 = arith.index_cast %i : index to i32
"test.use"(%1, %3, %4, %5, %6, %7, %8, %9, %10, %11, %14, %15) : (i1, f32, i1, f32, f32, f32, vector<4xf32>, vector<4xf32>, f32, vector<8xf32>, i1, i32) -> ()
"#;

/// `mlir-opt-19 --allow-unregistered-dialect` of [`INPUT`].
const EXPECTED: &str = r#"module {
  %0 = "test.a"() : () -> i32
  %1 = "test.f"() : () -> f32
  %2 = "test.m"() : () -> memref<4x?xf32>
  %3 = "test.v"() : () -> vector<4xf32>
  %4 = "test.i"() : () -> index
  %5 = arith.addi %0, %0 overflow<nsw, nuw> : i32
  %6 = arith.cmpi slt, %0, %5 : i32
  %7 = arith.addf %1, %1 fastmath<fast> : f32
  %8 = arith.addf %1, %1 : f32
  %9 = arith.cmpf olt, %1, %7 : f32
  %10 = math.absf %1 fastmath<nnan> : f32
  %11 = memref.load %2[%4, %4] : memref<4x?xf32>
  memref.store %1, %2[%4, %4] {nontemporal = true} : memref<4x?xf32>
  %12 = vector.extractelement %3[%4 : index] : vector<4xf32>
  %13 = vector.from_elements %1, %1, %1, %1 : vector<4xf32>
  %14 = vector.transpose %3, [0] : vector<4xf32> to vector<4xf32>
  %15 = vector.reduction <add>, %3, %1 : vector<4xf32> into f32
  %16 = vector.interleave %3, %3 : vector<4xf32> -> vector<8xf32>
  %17 = index.cmp uge(%4, %4)
  %18 = arith.index_cast %4 : index to i32
  "test.use"(%6, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18) : (i1, f32, i1, f32, f32, f32, vector<4xf32>, vector<4xf32>, f32, vector<8xf32>, i1, i32) -> ()
}
"#;

/// The same with `--mlir-print-op-generic`.
const EXPECTED_GENERIC: &str = r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.f"() : () -> f32
  %2 = "test.m"() : () -> memref<4x?xf32>
  %3 = "test.v"() : () -> vector<4xf32>
  %4 = "test.i"() : () -> index
  %5 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %6 = "arith.cmpi"(%0, %5) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %7 = "arith.addf"(%1, %1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %8 = "arith.addf"(%1, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %9 = "arith.cmpf"(%1, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
  %10 = "math.absf"(%1) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  %11 = "memref.load"(%2, %4, %4) : (memref<4x?xf32>, index, index) -> f32
  "memref.store"(%1, %2, %4, %4) <{nontemporal = true}> : (f32, memref<4x?xf32>, index, index) -> ()
  %12 = "vector.extractelement"(%3, %4) : (vector<4xf32>, index) -> f32
  %13 = "vector.from_elements"(%1, %1, %1, %1) : (f32, f32, f32, f32) -> vector<4xf32>
  %14 = "vector.transpose"(%3) <{permutation = array<i64: 0>}> : (vector<4xf32>) -> vector<4xf32>
  %15 = "vector.reduction"(%3, %1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> f32
  %16 = "vector.interleave"(%3, %3) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  %17 = "index.cmp"(%4, %4) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
  %18 = "arith.index_cast"(%4) : (index) -> i32
  "test.use"(%6, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18) : (i1, f32, i1, f32, f32, f32, vector<4xf32>, vector<4xf32>, f32, vector<8xf32>, i1, i32) -> ()
}) : () -> ()
"#;

fn mlir_include() -> Option<PathBuf> {
    let dir: PathBuf = std::env::var_os("MLIR_INCLUDE_DIR")
        .map(Into::into)
        .unwrap_or_else(|| "/usr/lib/llvm-19/include".into());
    if dir.join("mlir/IR/OpBase.td").is_file() {
        Some(dir)
    } else {
        eprintln!(
            "custom_form_ods: SKIPPED: MLIR's ODS files are not in {} (install \
             libmlir-19-dev or set MLIR_INCLUDE_DIR)",
            dir.display()
        );
        None
    }
}

#[test]
fn ops_defined_by_ods_read_and_print_as_mlir_opt_does() {
    let Some(dir) = mlir_include() else { return };
    let index = DialectIndex::build(&[dir]);
    let mut ctx = Context::new();
    for namespace in ["arith", "math", "memref", "vector", "index"] {
        let defs = load_dialect(&index, namespace).unwrap_or_else(|e| panic!("{e}"));
        ctx.register_ops(&defs)
            .unwrap_or_else(|e| panic!("{namespace}: {e}"));
    }
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, INPUT)
        .unwrap_or_else(|e| panic!("{e}"));
    pdll_runtime::verify(&ctx, &ir, ir.top_region()).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(ir.print(&ctx), EXPECTED);
    assert_eq!(ir.print_generic(&ctx), EXPECTED_GENERIC);
}

/// Bit-enum attributes in any spelling (keyword order, spaces, groups spelled out,
/// `none`), in the custom form and in the full form. The expected texts are
/// `mlir-opt-19 --allow-unregistered-dialect` and the same with
/// `--mlir-print-op-generic`, of [`BIT_ENUM_INPUT`].
const BIT_ENUM_INPUT: &str = r#"%a = "test.a"() : () -> i32
%f = "test.f"() : () -> f32
%v = "test.v"() : () -> vector<4xf32>
%0 = arith.addf %f, %f fastmath<nnan, ninf> : f32
%1 = math.powf %f, %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
%2 = arith.addi %a, %a overflow<nuw,nsw> : i32
%3 = arith.mulf %f, %f fastmath<fast,nnan> : f32
%4 = arith.addf %f, %f fastmath<none> : f32
%5 = arith.subi %a, %a overflow<none> : i32
%6 = arith.addf %f, %f {fastmath = #arith.fastmath<afn , reassoc>} : f32
%7 = vector.reduction <add>, %v, %f fastmath<contract,nnan> : vector<4xf32> into f32
"test.use"(%0, %1, %2, %3, %4, %5, %6, %7) {k = #vector.kind<mul | add>, o = #arith.overflow<nuw>} : (f32, f32, i32, f32, f32, i32, f32, f32) -> ()
"#;

const BIT_ENUM_EXPECTED: &str = r#"module {
  %0 = "test.a"() : () -> i32
  %1 = "test.f"() : () -> f32
  %2 = "test.v"() : () -> vector<4xf32>
  %3 = arith.addf %1, %1 fastmath<nnan,ninf> : f32
  %4 = math.powf %1, %1 fastmath<fast> : f32
  %5 = arith.addi %0, %0 overflow<nsw, nuw> : i32
  %6 = arith.mulf %1, %1 fastmath<fast> : f32
  %7 = arith.addf %1, %1 : f32
  %8 = arith.subi %0, %0 : i32
  %9 = arith.addf %1, %1 fastmath<reassoc,afn> : f32
  %10 = vector.reduction <add>, %2, %1 fastmath<nnan,contract> : vector<4xf32> into f32
  "test.use"(%3, %4, %5, %6, %7, %8, %9, %10) {k = #vector.kind<add|mul>, o = #arith.overflow<nuw>} : (f32, f32, i32, f32, f32, i32, f32, f32) -> ()
}
"#;

const BIT_ENUM_EXPECTED_GENERIC: &str = r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.f"() : () -> f32
  %2 = "test.v"() : () -> vector<4xf32>
  %3 = "arith.addf"(%1, %1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  %4 = "math.powf"(%1, %1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %5 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %6 = "arith.mulf"(%1, %1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %7 = "arith.addf"(%1, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %8 = "arith.subi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %9 = "arith.addf"(%1, %1) <{fastmath = #arith.fastmath<reassoc,afn>}> : (f32, f32) -> f32
  %10 = "vector.reduction"(%2, %1) <{fastmath = #arith.fastmath<nnan,contract>, kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> f32
  "test.use"(%3, %4, %5, %6, %7, %8, %9, %10) {k = #vector.kind<add|mul>, o = #arith.overflow<nuw>} : (f32, f32, i32, f32, f32, i32, f32, f32) -> ()
}) : () -> ()
"#;

/// A context with the ops and bit enums of `namespaces` registered from ODS.
fn context_with(dir: PathBuf, namespaces: &[&str]) -> Context {
    let index = DialectIndex::build(&[dir]);
    let mut ctx = Context::new();
    for namespace in namespaces {
        let defs = load_dialect_definitions(&index, namespace).unwrap_or_else(|e| panic!("{e}"));
        let refused = defs.register(&mut ctx);
        assert!(refused.is_empty(), "{namespace}: {refused:?}");
    }
    ctx
}

#[test]
fn bit_enums_print_canonically_as_mlir_opt_prints_them() {
    let Some(dir) = mlir_include() else { return };
    let mut ctx = context_with(dir, &["arith", "math", "vector"]);
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, BIT_ENUM_INPUT)
        .unwrap_or_else(|e| panic!("{e}"));
    pdll_runtime::verify(&ctx, &ir, ir.top_region()).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(ir.print(&ctx), BIT_ENUM_EXPECTED);
    assert_eq!(ir.print_generic(&ctx), BIT_ENUM_EXPECTED_GENERIC);
    // Read back, the canonical text stays as it is.
    let mut again = Ir::new();
    again
        .parse_source(&mut ctx, BIT_ENUM_EXPECTED)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.print(&ctx), BIT_ENUM_EXPECTED);
}

#[test]
fn dialect_definitions_bring_the_bit_enums_their_ops_use() {
    let Some(dir) = mlir_include() else { return };
    let index = DialectIndex::build(&[dir]);
    let names = |ns: &str| -> Vec<String> {
        let mut v: Vec<String> = load_dialect_definitions(&index, ns)
            .unwrap()
            .bit_enums
            .iter()
            .map(|e| format!("{}.{}", e.dialect, e.mnemonic))
            .collect();
        v.sort();
        v
    };
    assert_eq!(names("arith"), ["arith.fastmath", "arith.overflow"]);
    // `math` ops take `arith`'s fast-math flags.
    assert!(names("math").contains(&"arith.fastmath".to_string()));
    assert!(names("vector").contains(&"vector.kind".to_string()));
    for ns in ["func", "cf", "scf", "affine", "tensor", "memref", "index"] {
        for name in names(ns) {
            assert!(
                name.starts_with("arith.") || name.starts_with("vector."),
                "{ns}: {name}"
            );
        }
    }
}

/// An unknown keyword, as `mlir-opt-19` reports it:
/// `custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: ...` at
/// the first keyword (the custom form), the same without the prefix in the full form.
#[test]
fn an_unknown_bit_enum_keyword_is_mlir_opts_error() {
    let Some(dir) = mlir_include() else { return };
    let mut ctx = context_with(dir, &["arith"]);
    let one_of = "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast";
    let custom =
        "%f = \"test.f\"() : () -> f32\n%0 = arith.addf %f, %f fastmath<nnan, bogus> : f32\n";
    let e = Ir::new().parse_source(&mut ctx, custom).unwrap_err();
    let text = e.to_string();
    assert!(
        text.contains(&format!("2:33: custom op 'arith.addf' {one_of}")),
        "{text}"
    );
    let full = "%f = \"test.f\"() : () -> f32\n%0 = arith.addf %f, %f {fastmath = #arith.fastmath<nnan,bogus>} : f32\n";
    let e = Ir::new().parse_source(&mut ctx, full).unwrap_err();
    let text = e.to_string();
    assert!(text.contains(&format!("2:52: {one_of}")), "{text}");
    assert!(!text.contains("custom op"), "{text}");
}
