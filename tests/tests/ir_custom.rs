//! Differential test of MLIR's custom assembly form: every file of
//! `tests/ir/custom/cases/` (written in custom form; `attrs_*` in generic form, a
//! discardable attribute on every op) parsed in a context with its dialects registered
//! ([`context_for_chunk`]) must print
//! - in generic form, what mlir-opt-19 printed for it with `--mlir-print-op-generic`
//!   (`expected/NAME.generic.mlir`), up to SSA value and block names;
//! - by default ([`pdll::runtime::Ir::print`]), what mlir-opt-19 printed for it by
//!   default (`expected/NAME.mlir`), byte for byte.
//!
//! The expected outputs are made by `tests/ir/custom/regen.sh` (both with
//! `--mlir-print-local-scope`, but for a case holding `{-# ... #-}` metadata, which
//! that flag drops and pdll-rs prints). Without MLIR's include tree (no dialect to
//! register) the test says so and passes.

use pdll_tests::custom_form::{
    context_for_chunk, first_difference, first_difference_up_to_names, parse_and_verify,
    FirstDifference,
};
use std::path::{Path, PathBuf};

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("ir")
        .join("custom")
        .join(sub)
}

fn show(d: &FirstDifference) -> String {
    format!(
        "line {}:\n    ours  {}\n    mlir  {}",
        d.line,
        d.ours.as_deref().unwrap_or("(end of text)"),
        d.theirs.as_deref().unwrap_or("(end of text)")
    )
}

#[test]
fn custom_form_cases_read_and_print_like_mlir_opt_19() {
    // The dialects come from MLIR's ODS files (libmlir-19-dev, which CI installs).
    if pdll::core::ods::default_include_dirs().is_empty() {
        eprintln!("skipped: no MLIR include tree (install libmlir-19-dev)");
        return;
    }
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir("cases"))
        .expect("tests/ir/custom/cases")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 10, "the custom-form cases are missing");
    let mut failures = Vec::new();
    for case in &cases {
        let stem = case.file_stem().and_then(|n| n.to_str()).unwrap_or("?");
        let input = std::fs::read_to_string(case).expect("case file");
        let read = |suffix: &str| {
            std::fs::read_to_string(dir("expected").join(format!("{stem}{suffix}"))).unwrap_or_else(
                |_| panic!("{stem}: no expected{suffix}; run tests/ir/custom/regen.sh"),
            )
        };
        let (generic, mut default) = (read(".generic.mlir"), read(".mlir"));
        if input.contains("{-#") {
            // Printed without `--mlir-print-local-scope` (see regen.sh), mlir-opt ends
            // its output with one more empty line.
            default.pop();
        }
        let mut ctx = context_for_chunk(&input);
        match parse_and_verify(&mut ctx, &input) {
            Err(e) => failures.push(format!("{stem}: custom in: {e}")),
            Ok(ir) => {
                if let Some(d) = first_difference_up_to_names(&ir.print_generic(&ctx), &generic) {
                    failures.push(format!("{stem}: generic out, {}", show(&d)));
                }
                if let Some(d) = first_difference(&ir.print(&ctx), &default) {
                    failures.push(format!("{stem}: custom out, {}", show(&d)));
                }
            }
        }
        let mut ctx = context_for_chunk(&input);
        match parse_and_verify(&mut ctx, &generic) {
            Err(e) => failures.push(format!("{stem}: generic in: {e}")),
            Ok(ir) => {
                if let Some(d) = first_difference(&ir.print(&ctx), &default) {
                    failures.push(format!("{stem}: generic in, custom out, {}", show(&d)));
                }
            }
        }
    }
    println!(
        "{} custom-form cases, {} failures",
        cases.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
