//! Golden tests of the syntax stage.
//!
//! - `tests/syntax/ok/NAME.pdll`: must parse without diagnostics; its AST dump
//!   (`print::module_to_sexpr`) must equal `NAME.ast`.
//! - `tests/syntax/err/NAME.pdll`: must fail; its diagnostics, rendered with snippets,
//!   must equal `NAME.err`.
//!
//! Run with `UPDATE_EXPECT=1` to (re)write the expected files.

mod support;

use pdll_core::diag::render_all;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_file, print::module_to_sexpr, ParseOptions};
use std::path::PathBuf;

fn with_crate_dir<T>(f: impl FnOnce() -> T) -> T {
    // Paths in diagnostics are relative to the crate directory.
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    f()
}

#[test]
fn ok_inputs_match_their_ast() {
    with_crate_dir(|| {
        support::check_each(&support::corpus("tests/syntax/ok", "pdll"), |path| {
            let mut sources = SourceMap::new();
            let (module, diags) = parse_file(path, &ParseOptions::default(), &mut sources);
            assert!(
                diags.is_empty(),
                "unexpected diagnostics:\n{}",
                render_all(&diags, &sources)
            );
            let dump = module_to_sexpr(&module.unwrap());
            support::expect_beside(path, "ast").assert_eq(&dump);
        });
    });
}

#[test]
fn err_inputs_match_their_diagnostics() {
    with_crate_dir(|| {
        support::check_each(&support::corpus("tests/syntax/err", "pdll"), |path| {
            let options = ParseOptions {
                include_dirs: vec![PathBuf::from("tests/syntax/include")],
                base_dir: None,
            };
            let mut sources = SourceMap::new();
            let (module, diags) = parse_file(path, &options, &mut sources);
            assert!(
                module.is_some() && diags.iter().any(|d| d.is_error()),
                "expected errors"
            );
            assert!(!diags.is_empty(), "expected diagnostics");
            let text = render_all(&diags, &sources);
            support::expect_beside(path, "err").assert_eq(&text);
        });
    });
}
