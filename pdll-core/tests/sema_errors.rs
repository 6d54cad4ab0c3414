//! The bad-input corpus: every `tests/errors/NAME.pdll` must be rejected (by the parser
//! or by sema), and its diagnostics, in the one-line form
//! `FILE:LINE:COL: error: message` (plus `note:` lines for related spans), must equal
//! `NAME.expected` beside it, each diagnostic's code (`[E0020]`) before it: every
//! diagnostic has one.
//!
//! Run with `UPDATE_EXPECT=1` to (re)write the expected files.

mod support;

use pdll_core::sema;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};
use std::path::Path;

/// Parses and checks one file; returns its diagnostics in the one-line form.
fn diagnose(path: &Path) -> String {
    let name = path.file_name().unwrap().to_str().unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let mut sources = SourceMap::new();
    let (module, mut diags) = parse_str(name, &text, &ParseOptions::default(), &mut sources);
    if diags.iter().any(|d| d.is_error()) {
        // As the tools report a parse that failed.
        diags = pdll_core::driver::parse_failure_errors(module.as_ref(), diags);
    } else if let Some(module) = module {
        let (program, sema_diags) = sema::check(&module);
        assert!(
            program.is_none() || sema_diags.iter().all(|d| !d.is_error()),
            "{name}: a program was produced despite errors"
        );
        diags.extend(sema_diags);
    }
    let mut out = String::new();
    for d in &diags {
        let code = d
            .code
            .unwrap_or_else(|| panic!("{name}: no code for `{}`", d.message));
        out.push_str(&format!("[{code}] {}\n", d.one_line(&sources)));
    }
    out
}

#[test]
fn bad_inputs_give_their_expected_diagnostics() {
    let files = support::corpus("tests/errors", "pdll");
    assert!(files.len() >= 60, "the corpus has {} files", files.len());
    support::check_each(&files, |path| {
        let actual = diagnose(path);
        assert!(
            actual.contains(": error: "),
            "accepted, but it is in the bad-input corpus"
        );
        support::expect_beside(path, "expected").assert_eq(&actual);
    });
}
