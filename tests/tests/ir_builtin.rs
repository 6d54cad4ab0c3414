//! Differential test of MLIR's builtin types and attributes: every file of
//! `tests/ir/cases/` parsed and printed in generic form must equal what mlir-opt-19
//! printed for it (`tests/ir/expected/`, made by `tests/ir/regen.sh`), up to SSA value
//! and block names; and the expected output must read back to itself (the condition
//! the corpus of MLIR's own tests checks, see `tests/corpus/`), except in files named
//! `*.once.mlir`, where mlir-opt-19's output does not read back to itself either.

use pdll::runtime::{verify, Context, Ir};
use pdll_tests::normalize::normalize_ssa_names;
use std::path::{Path, PathBuf};

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("ir").join(sub)
}

/// Parses, verifies and prints `src` in generic form.
fn reprint(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, src)
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    verify(&ctx, &ir, ir.top_region()).map_err(|e| format!("{e:?}"))?;
    Ok(ir.print_generic(&ctx))
}

fn same(ours: &str, theirs: &str) -> bool {
    normalize_ssa_names(ours.trim_end()) == normalize_ssa_names(theirs.trim_end())
}

fn diff(ours: &str, theirs: &str) -> String {
    similar::TextDiff::from_lines(theirs, ours)
        .unified_diff()
        .header("mlir-opt-19", "pdll")
        .to_string()
}

#[test]
fn builtin_syntax_prints_like_mlir_opt_19() {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir("cases"))
        .expect("tests/ir/cases")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 15, "the builtin-syntax cases are missing");
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let input = std::fs::read_to_string(case).expect("case file");
        let expected = std::fs::read_to_string(dir("expected").join(name))
            .unwrap_or_else(|_| panic!("{name}: no expected output; run tests/ir/regen.sh"));
        match reprint(&input) {
            Ok(ours) if same(&ours, &expected) => {}
            Ok(ours) => failures.push(format!("{name}:\n{}", diff(&ours, &expected))),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
        // mlir-opt's output is a fixed point of ours (`*.once.mlir`: not of
        // mlir-opt's either).
        if name.ends_with(".once.mlir") {
            continue;
        }
        match reprint(&expected) {
            Ok(again) if same(&again, &expected) => {}
            Ok(again) => failures.push(format!(
                "{name} (expected, reprinted):\n{}",
                diff(&again, &expected)
            )),
            Err(e) => failures.push(format!("{name} (expected): {e}")),
        }
    }
    println!("{} builtin-syntax cases", cases.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
