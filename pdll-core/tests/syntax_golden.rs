//! Golden tests of the syntax stage.
//!
//! - `tests/syntax/ok/NAME.pdll`: must parse without diagnostics; its AST dump
//!   (`print::module_to_sexpr`) must equal `NAME.ast`.
//! - `tests/syntax/err/NAME.pdll`: must fail; its diagnostics, rendered with snippets,
//!   must equal `NAME.err`.
//!
//! Run with `UPDATE_GOLDEN=1` to (re)write the expected files.

use pdll_core::diag::render_all;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_file, print::module_to_sexpr, ParseOptions};
use std::path::{Path, PathBuf};

fn inputs(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/syntax")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdll"))
        .collect();
    files.sort();
    files
}

/// The path relative to the crate, so rendered diagnostics do not depend on where the
/// repository is checked out.
fn relative(path: &Path) -> PathBuf {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap()
        .to_path_buf()
}

fn check(expected_path: &Path, actual: &str, failures: &mut Vec<String>) {
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(expected_path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(expected_path).unwrap_or_default();
    if expected != actual {
        failures.push(format!(
            "{}:\n--- expected\n{expected}\n--- actual\n{actual}",
            expected_path.display()
        ));
    }
}

fn with_crate_dir<T>(f: impl FnOnce() -> T) -> T {
    // Paths in diagnostics are relative to the crate directory.
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    f()
}

#[test]
fn ok_inputs_match_their_ast() {
    with_crate_dir(|| {
        let mut failures = Vec::new();
        let files = inputs("ok");
        assert!(!files.is_empty());
        for path in files {
            let rel = relative(&path);
            let mut sources = SourceMap::new();
            let (module, diags) = parse_file(&rel, &ParseOptions::default(), &mut sources);
            assert!(
                diags.is_empty(),
                "{}: unexpected diagnostics:\n{}",
                rel.display(),
                render_all(&diags, &sources)
            );
            let dump = module_to_sexpr(&module.unwrap());
            check(&path.with_extension("ast"), &dump, &mut failures);
        }
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    });
}

#[test]
fn err_inputs_match_their_diagnostics() {
    with_crate_dir(|| {
        let mut failures = Vec::new();
        let files = inputs("err");
        assert!(!files.is_empty());
        for path in files {
            let rel = relative(&path);
            let options = ParseOptions {
                include_dirs: vec![PathBuf::from("tests/syntax/include")],
                base_dir: None,
            };
            let mut sources = SourceMap::new();
            let (module, diags) = parse_file(&rel, &options, &mut sources);
            assert!(module.is_none(), "{}: expected errors", rel.display());
            assert!(!diags.is_empty(), "{}: expected diagnostics", rel.display());
            let text = render_all(&diags, &sources);
            check(&path.with_extension("err"), &text, &mut failures);
        }
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    });
}
