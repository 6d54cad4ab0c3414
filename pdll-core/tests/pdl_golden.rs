//! Golden tests of the whole front end to PDL: every `tests/pdl/*.pdll` is parsed,
//! checked, lowered and printed, and compared with `tests/pdl/*.expected.mlir`.
//!
//! Expected files start with `//` comment lines that say where they come from:
//! - `// reference: mlir-pdll-19 ...`: MLIR's own output, made by `tests/pdl/regen.sh`
//!   (never rewritten by this test);
//! - `// hand-written: <why>`: our output reviewed by hand, for inputs where we differ
//!   from mlir-pdll 19 on purpose (its bugs) or that it cannot read (the operator
//!   proposal). `UPDATE_GOLDEN=1 cargo test -p pdll-core --test pdl_golden` rewrites
//!   these with our current output, keeping the comment.
//!
//! When `mlir-opt-19` is installed, our text is first passed through it (as the
//! references were), and it must also pass `--convert-pdl-to-pdl-interp`; otherwise
//! our printer's text is compared directly (it prints as mlir-opt does; set
//! `PDLL_GOLDEN_NO_MLIR_OPT=1` to force this). Comment lines
//! and trailing blank lines are ignored in the comparison.

use pdll_core::pdl;
use pdll_core::sema;
use pdll_core::syntax::{self, ParseOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const MLIR_OPT: &str = "mlir-opt-19";

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pdl")
}

fn corpus() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("tests/pdl exists")
        .map(|e| e.expect("readable dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pdll"))
        .collect();
    files.sort();
    files
}

/// Parses, checks, lowers and prints one file.
fn compile(path: &Path) -> Result<String, String> {
    let (module, diags) =
        syntax::parse_file(path, &ParseOptions::default(), &mut Default::default());
    let module = module.ok_or_else(|| format!("syntax errors: {diags:?}"))?;
    let (program, diags) = sema::check(&module);
    let program = program.ok_or_else(|| format!("semantic errors: {diags:?}"))?;
    let module = pdl::lower(&program).map_err(|d| format!("lowering errors: {d:?}"))?;
    Ok(module.to_mlir_string())
}

/// mlir-opt-19 is used when installed, unless `PDLL_GOLDEN_NO_MLIR_OPT` is set (to
/// check that our printer alone gives MLIR's text).
fn have_mlir_opt() -> bool {
    if std::env::var_os("PDLL_GOLDEN_NO_MLIR_OPT").is_some() {
        return false;
    }
    Command::new(MLIR_OPT)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs mlir-opt-19 with `args` on `input`; its stdout, or its stderr as the error.
fn mlir_opt(input: &str, args: &[&str]) -> Result<String, String> {
    let mut child = Command::new(MLIR_OPT)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The text without `//` comment lines and trailing blank lines.
fn strip(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    let mut s = lines.join("\n");
    while s.ends_with('\n') {
        s.pop();
    }
    s.push('\n');
    s
}

/// The leading comment lines of an expected file.
fn header(text: &str) -> String {
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn corpus_is_large_enough() {
    let n = corpus().len();
    assert!(
        n >= 40,
        "the PDL golden corpus has {n} files, expected at least 40"
    );
}

#[test]
fn pdl_golden() {
    let use_opt = have_mlir_opt();
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    let mut compared = 0;
    for path in corpus() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let expected_path = path.with_extension("expected.mlir");
        let ours = match compile(&path) {
            Ok(text) => text,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let ours = if use_opt {
            let args = [
                "--allow-unregistered-dialect",
                "--mlir-print-debuginfo=false",
            ];
            match mlir_opt(&ours, &args) {
                Ok(normalized) => {
                    if let Err(e) = mlir_opt(
                        &normalized,
                        &[
                            "--allow-unregistered-dialect",
                            "--convert-pdl-to-pdl-interp",
                        ],
                    ) {
                        failures.push(format!("{name}: --convert-pdl-to-pdl-interp fails:\n{e}"));
                    }
                    normalized
                }
                Err(e) => {
                    failures.push(format!("{name}: mlir-opt rejects our output:\n{e}\n{ours}"));
                    continue;
                }
            }
        } else {
            ours
        };
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        let head = header(&expected);
        if update && head.contains("// hand-written:") {
            std::fs::write(&expected_path, format!("{head}{}", strip(&ours)))
                .expect("expected file is writable");
            continue;
        }
        if expected.is_empty() {
            failures.push(format!(
                "{name}: no expected file {}",
                expected_path.display()
            ));
            continue;
        }
        if !head.contains("// reference:") && !head.contains("// hand-written:") {
            failures.push(format!(
                "{name}: the expected file does not say where it comes from"
            ));
        }
        compared += 1;
        if strip(&ours) != strip(&expected) {
            failures.push(format!(
                "{name}: output differs\n--- expected\n{}--- ours\n{}",
                strip(&expected),
                strip(&ours)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    if !update {
        assert_eq!(compared, corpus().len());
    }
}
