//! Golden tests of the whole front end to PDL: every `tests/pdl/*.pdll` is parsed,
//! checked, lowered and printed, and compared with `tests/pdl/*.expected.mlir`.
//!
//! Expected files start with `//` comment lines that say where they come from:
//! - `// reference: mlir-pdll-19 ...`: MLIR's own output, made by `tests/pdl/regen.sh`
//!   (never rewritten by this test);
//! - `// hand-written: <why>`: our output reviewed by hand, for inputs where we differ
//!   from mlir-pdll 19 on purpose (its bugs) or that it cannot read (the operator
//!   proposal). These are compared by expect-test: `UPDATE_EXPECT=1 cargo test -p
//!   pdll-core --test pdl_golden` rewrites them with our current output, keeping the
//!   comment.
//!
//! When `mlir-opt-19` is installed, our text is first passed through it (as the
//! references were), and it must also pass `--convert-pdl-to-pdl-interp`; otherwise
//! our printer's text is compared directly (it prints as mlir-opt does; set
//! `PDLL_GOLDEN_NO_MLIR_OPT=1` to force this). Comment lines and trailing blank lines
//! are ignored in the comparison with a reference, whose mismatch is shown as a
//! unified diff.
//!
//! `ods_golden` does the same for `tests/ods/*.pdll`, files that include MLIR's ODS
//! files: they are compiled with MLIR's include tree (`MLIR_INCLUDE_DIR`, else
//! `/usr/lib/llvm-19/include`, where the `libmlir-19-dev` package puts it) as include
//! directory, and compared with `mlir-pdll-19 -I ...`'s output (`tests/ods/regen.sh`).
//! Without that tree the test prints that it skips and checks nothing.

mod support;

use pdll_core::pdl;
use pdll_core::sema;
use pdll_core::syntax::{self, ParseOptions};
use std::path::Path;
use std::process::{Command, Stdio};

#[path = "support/mlir_opt.rs"]
mod mlir_opt;
use mlir_opt::{mlir_opt, MLIR_OPT};

fn corpus() -> Vec<std::path::PathBuf> {
    support::corpus("tests/pdl", "pdll")
}

/// Parses (with `options`' include directories), checks, lowers and prints one file.
fn compile(path: &Path, options: &ParseOptions) -> Result<String, String> {
    let (module, diags) = syntax::parse_file(path, options, &mut Default::default());
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

/// Our text as mlir-opt-19 prints it, after checking that MLIR can also lower it to
/// `pdl_interp`.
fn through_mlir_opt(ours: &str) -> String {
    let normalized = mlir_opt(
        ours,
        &[
            "--allow-unregistered-dialect",
            "--mlir-print-debuginfo=false",
        ],
    )
    .unwrap_or_else(|e| panic!("mlir-opt rejects our output:\n{e}\n{ours}"));
    if let Err(e) = mlir_opt(
        &normalized,
        &[
            "--allow-unregistered-dialect",
            "--convert-pdl-to-pdl-interp",
        ],
    ) {
        panic!("--convert-pdl-to-pdl-interp fails:\n{e}");
    }
    normalized
}

#[test]
fn pdl_golden() {
    check_corpus(&corpus(), &ParseOptions::default());
}

/// MLIR's ODS include tree: `MLIR_INCLUDE_DIR`, else where `libmlir-19-dev` puts it.
fn mlir_include_dir() -> std::path::PathBuf {
    std::env::var_os("MLIR_INCLUDE_DIR")
        .map(Into::into)
        .unwrap_or_else(|| "/usr/lib/llvm-19/include".into())
}

#[test]
fn ods_golden() {
    let files = support::corpus("tests/ods", "pdll");
    assert!(
        files.len() >= 25,
        "the ODS golden corpus has {} files, expected at least 25",
        files.len()
    );
    let include = mlir_include_dir();
    if !include.join("mlir/IR/OpBase.td").is_file() {
        eprintln!(
            "ods_golden: SKIPPED: MLIR's ODS files are not in {} (install libmlir-19-dev or set \
             MLIR_INCLUDE_DIR)",
            include.display()
        );
        return;
    }
    let options = ParseOptions {
        include_dirs: vec![include],
        ..ParseOptions::default()
    };
    check_corpus(&files, &options);
}

/// Checks each file of `files` (compiled with `options`) against its expected file.
fn check_corpus(files: &[std::path::PathBuf], options: &ParseOptions) {
    let use_opt = have_mlir_opt();
    support::check_each(files, |path| {
        let ours = compile(path, options).unwrap_or_else(|e| panic!("{e}"));
        let ours = if use_opt {
            through_mlir_opt(&ours)
        } else {
            ours
        };
        let expected_path = path.with_extension("expected.mlir");
        let expected = std::fs::read_to_string(&expected_path)
            .unwrap_or_else(|e| panic!("no expected file {}: {e}", expected_path.display()));
        let head = header(&expected);
        if head.contains("// hand-written:") {
            // Our own reviewed output: expect-test compares it (and rewrites it under
            // UPDATE_EXPECT), keeping the comment that says why it is ours.
            support::expect_beside(path, "expected.mlir")
                .assert_eq(&format!("{head}{}", strip(&ours)));
        } else if head.contains("// reference:") {
            // MLIR's own output is never rewritten from ours: regen.sh makes it.
            let (want, got) = (strip(&expected), strip(&ours));
            if want != got {
                panic!(
                    "output differs from mlir-pdll-19's reference (regen.sh remakes it; \
                     UPDATE_EXPECT leaves it alone):\n{}",
                    similar::TextDiff::from_lines(&want, &got)
                        .unified_diff()
                        .header("reference (mlir-pdll-19)", "ours")
                );
            }
        } else {
            panic!("the expected file does not say where it comes from");
        }
    });
}
