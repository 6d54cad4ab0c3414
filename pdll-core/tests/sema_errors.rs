//! The bad-input corpus: every `tests/errors/NAME.pdll` must be rejected (by the parser
//! or by sema), and its diagnostics, in the one-line form
//! `FILE:LINE:COL: error: message` (plus `note:` lines for related spans), must equal
//! `NAME.expected` beside it.
//!
//! Run with `UPDATE_GOLDEN=1` to (re)write the expected files.

use pdll_core::diag::one_line_all;
use pdll_core::sema;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};
use std::path::{Path, PathBuf};

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/errors");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdll"))
        .collect();
    files.sort();
    files
}

/// Parses and checks one file; returns its diagnostics in the one-line form.
fn diagnose(path: &Path) -> String {
    let name = path.file_name().unwrap().to_str().unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let mut sources = SourceMap::new();
    let (module, mut diags) = parse_str(name, &text, &ParseOptions::default(), &mut sources);
    if let Some(module) = module {
        let (program, sema_diags) = sema::check(&module);
        assert!(
            program.is_none() || sema_diags.iter().all(|d| !d.is_error()),
            "{name}: a program was produced despite errors"
        );
        diags.extend(sema_diags);
    }
    one_line_all(&diags, &sources)
}

#[test]
fn bad_inputs_give_their_expected_diagnostics() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let files = corpus();
    assert!(files.len() >= 60, "the corpus has {} files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let actual = diagnose(path);
        let name = path.display();
        if !actual.contains(": error: ") {
            failures.push(format!(
                "{name}: accepted, but it is in the bad-input corpus"
            ));
            continue;
        }
        let expected_path = path.with_extension("expected");
        if update {
            std::fs::write(&expected_path, &actual).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != actual {
            failures.push(format!(
                "{name}:\n--- expected\n{expected}--- actual\n{actual}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
