//! The ODS model read from MLIR's own `.td` files (skipped, saying so, when MLIR's
//! include tree is missing: `MLIR_INCLUDE_DIR`, else `/usr/lib/llvm-19/include`).

use pdll_core::ods::{Effect, OdsContext, Trait, VariableLength};
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};
use std::path::PathBuf;

/// The ODS context of a PDLL file including `includes`, or `None` (with a message)
/// without MLIR's include tree.
fn ods(includes: &[&str]) -> Option<OdsContext> {
    let dir: PathBuf = std::env::var_os("MLIR_INCLUDE_DIR")
        .map(Into::into)
        .unwrap_or_else(|| "/usr/lib/llvm-19/include".into());
    if !dir.join("mlir/IR/OpBase.td").is_file() {
        eprintln!(
            "ods_model: SKIPPED: MLIR's ODS files are not in {} (install libmlir-19-dev or set \
             MLIR_INCLUDE_DIR)",
            dir.display()
        );
        return None;
    }
    let text: String = includes
        .iter()
        .map(|i| format!("#include \"mlir/Dialect/{i}\"\n"))
        .collect();
    let options = ParseOptions {
        include_dirs: vec![dir],
        ..ParseOptions::default()
    };
    let (module, diags) = parse_str("model.pdll", &text, &options, &mut SourceMap::new());
    assert!(diags.is_empty(), "{diags:?}");
    Some((*module.unwrap().ods).clone())
}

#[test]
fn arith_ops() {
    let Some(ods) = ods(&["Arith/IR/ArithOps.td"]) else {
        return;
    };
    let add = ods.operation("arith.addi").expect("arith.addi");
    assert_eq!(
        (add.dialect.as_str(), add.mnemonic.as_str()),
        ("arith", "addi")
    );
    assert_eq!(add.def_name, "Arith_AddIOp");
    assert_eq!(add.summary, "integer addition operation");
    let names: Vec<_> = add.operands.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["lhs", "rhs"]);
    assert_eq!(add.operands[0].constraint, "SignlessIntegerLike");
    assert_eq!(add.attributes[0].name, "overflowFlags");
    assert!(add.attributes[0].default_value.is_some());
    assert_eq!(add.results[0].name, "result");
    assert!(add.has_trait("::mlir::OpTrait::SameOperandsAndResultType"));
    assert!(add.has_trait("::mlir::OpTrait::IsCommutative"));
    assert!(add.is_side_effect_free(), "Pure");
    assert!(
        add.infers_result_types,
        "derived from SameOperandsAndResultType"
    );
    assert!(add
        .signature()
        .starts_with("arith.addi(lhs: SignlessIntegerLike, rhs: SignlessIntegerLike)"));
    assert!(add.hover().contains("integer addition operation"));

    let ext = ods.operation("arith.addui_extended").unwrap();
    let results: Vec<_> = ext.results.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(results, ["sum", "overflow"]);

    let cmp = ods.operation("arith.cmpi").unwrap();
    assert!(
        cmp.infers_result_types,
        "an I1-like result built from the operands"
    );
    assert_eq!(cmp.attributes[0].name, "predicate");

    let constant = ods.operation("arith.constant").unwrap();
    assert!(constant.has_trait("::mlir::OpTrait::ConstantLike"));
    assert!(constant
        .traits
        .iter()
        .any(|t| matches!(t, Trait::AllTypesMatch { values } if values == &["value", "result"])));
    assert_eq!(ods.dialects["arith"].cpp_namespace, "::mlir::arith");
    // Constraint defs: Attr and Type defs and interfaces.
    assert!(ods.constraint("I32Attr").is_some());
    assert!(ods.constraint("Index").is_some());
    assert!(ods.constraint("InferTypeOpInterface").is_some());
    assert!(
        ods.constraint("SignlessIntegerLike").is_none(),
        "a TypeConstraint, not a Type"
    );
}

#[test]
fn memref_ops() {
    let Some(ods) = ods(&["MemRef/IR/MemRefOps.td"]) else {
        return;
    };
    let load = ods.operation("memref.load").unwrap();
    assert_eq!(load.operands[1].length, VariableLength::Variadic);
    assert_eq!(
        load.operands[0].effects,
        [Effect {
            name: "Read".into(),
            resource: None
        }]
    );
    assert!(!load.is_side_effect_free());
    let alloc = ods.operation("memref.alloc").unwrap();
    assert!(alloc.has_operand_segments());
    assert_eq!(alloc.operands.len(), 2);
    assert!(alloc.attributes[0].optional, "alignment");
    assert!(!alloc.results[0].effects.is_empty(), "allocates");
    let alloca_scope = ods.operation("memref.alloca_scope").unwrap();
    assert_eq!(alloca_scope.regions.len(), 1);
}

#[test]
fn func_scf_and_cf_ops() {
    let Some(ods) = ods(&[
        "Func/IR/FuncOps.td",
        "SCF/IR/SCFOps.td",
        "ControlFlow/IR/ControlFlowOps.td",
    ]) else {
        return;
    };
    let call = ods.operation("func.call").unwrap();
    assert_eq!(call.results[0].length, VariableLength::Variadic);
    assert_eq!(call.attributes[0].name, "callee");
    let ret = ods.operation("func.return").unwrap();
    assert!(ret.has_trait("::mlir::OpTrait::IsTerminator"));
    let for_op = ods.operation("scf.for").unwrap();
    assert_eq!(for_op.regions.len(), 1);
    let names: Vec<_> = for_op.operands.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["lowerBound", "upperBound", "step", "initArgs"]);
    let br = ods.operation("cf.cond_br").unwrap();
    assert_eq!(br.successors.len(), 2);
    assert!(br.has_operand_segments());
    let switch = ods.operation("cf.switch").unwrap();
    assert!(switch.successors.iter().any(|s| s.variadic));
    assert!(switch
        .operands
        .iter()
        .any(|o| o.length == VariableLength::VariadicOfVariadic));
}
