//! Differential test of the greedy driver's own work against mlir-opt-19: every file of
//! `tests/greedy/cases/` (ops of MLIR's dialects in custom form), parsed in a context
//! with its dialects and those MLIR loads with them registered
//! ([`context_with_dependents_for_chunk`], which also brings the runtime's folders and
//! constant materializers), then run through the greedy driver
//! with a pattern set that matches nothing, must print what `mlir-opt-19
//! --test-pdl-bytecode-pass` made of it with a pattern that matches nothing
//! (`tests/greedy/expected/NAME.mlir`, by `tests/greedy/regen.sh`): the effects of
//! folding, constant uniquing and hoisting, dead-op erasure and region simplification,
//! byte for byte in mlir-opt's default form. Without MLIR's include tree (no dialect
//! to register) the test says so and passes.

use pdll::runtime::driver::{apply_patterns_to_module, GreedyConfig};
use pdll::runtime::pattern::FnPatternSet;
use pdll::runtime::verify;
use pdll_tests::custom_form::{
    context_with_dependents_for_chunk, first_difference, parse_and_verify,
};
use std::path::{Path, PathBuf};

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("greedy")
        .join(sub)
}

#[test]
fn greedy_driver_cases_end_as_mlir_opt_19_ends_them() {
    if pdll::core::ods::default_include_dirs().is_empty() {
        eprintln!("skipped: no MLIR include tree (install libmlir-19-dev)");
        return;
    }
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir("cases"))
        .expect("tests/greedy/cases")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    cases.sort();
    assert!(!cases.is_empty(), "the greedy-driver cases are missing");
    let only = std::env::var("GREEDY_CASE").ok();
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in &cases {
        let stem = case.file_stem().and_then(|n| n.to_str()).unwrap_or("?");
        if only.as_deref().is_some_and(|o| o != stem) {
            continue;
        }
        ran += 1;
        let input = std::fs::read_to_string(case).expect("case file");
        let expected = std::fs::read_to_string(dir("expected").join(format!("{stem}.mlir")))
            .unwrap_or_else(|_| panic!("{stem}: no expected output; run tests/greedy/regen.sh"));
        let mut ctx = context_with_dependents_for_chunk(&input);
        let mut ir = match parse_and_verify(&mut ctx, &input) {
            Ok(ir) => ir,
            Err(e) => {
                failures.push(format!("{stem}: does not read: {e}"));
                continue;
            }
        };
        let patterns = FnPatternSet::new();
        let report =
            apply_patterns_to_module(&mut ctx, &mut ir, &patterns, &GreedyConfig::default());
        if let Err(e) = verify(&ctx, &ir, ir.top_region()) {
            failures.push(format!("{stem}: the result does not verify: {e:?}"));
            continue;
        }
        let ours = ir.print(&ctx);
        if let Some(d) = first_difference(&ours, &expected) {
            failures.push(format!(
                "{stem}: line {}:\n    ours  {}\n    mlir  {}\n  report: {report:?}\n--- ours\n{ours}",
                d.line,
                d.ours.as_deref().unwrap_or("(end of text)"),
                d.theirs.as_deref().unwrap_or("(end of text)")
            ));
        }
    }
    println!("{ran} greedy-driver cases, {} failures", failures.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
