//! Differential tests against MLIR 19: every case of `diff/cases/` (and of the
//! directories in `PDLL_DIFF_CASES`) compiled ahead of time by `build.rs`, applied with
//! the greedy driver, and compared with the output of `mlir-opt-19
//! --test-pdl-bytecode-pass` checked in as `expected.mlir`.
//!
//! `PDLL_DIFF_FILTER=substring` runs only the cases whose name contains it.

use pdll::runtime::GreedyConfig;
use pdll_tests::cases::CASES;
use pdll_tests::harness::check_case;

#[test]
fn differential_cases_match_mlir_19() {
    let filter = std::env::var("PDLL_DIFF_FILTER").unwrap_or_default();
    let config = GreedyConfig::default();
    let mut failures = Vec::new();
    let mut ran = 0;
    for entry in CASES.iter().filter(|e| e.name.contains(&filter)) {
        ran += 1;
        match check_case(entry, &config) {
            Ok(run) => println!(
                "ok    {} ({} rewrites)",
                entry.name, run.report.num_rewrites
            ),
            Err(failure) => {
                println!("FAIL  {}", entry.name);
                failures.push(format!(
                    "--- case {} ({})\n{failure}",
                    entry.name, entry.dir
                ));
            }
        }
    }
    assert!(ran > 0, "no differential case selected (filter {filter:?})");
    assert!(
        failures.is_empty(),
        "{} of {ran} differential cases failed:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_builtin_corpus_is_complete() {
    // The issue asks for at least 40 cases; guard against a build script that
    // silently finds none.
    let builtin = CASES.iter().filter(|e| !e.external).count();
    assert!(builtin >= 40, "only {builtin} built-in differential cases");
    let nofire = CASES
        .iter()
        .filter(|e| e.name.starts_with("nofire_"))
        .count();
    assert!(nofire >= 3, "only {nofire} near-miss cases");
}
