//! Golden tests that need no LLVM: each `tests/td/NAME.td` is loaded with this
//! crate (include directory `tests/td`) and its `print_records()` must equal
//! `tests/td/NAME.expected` byte for byte. The files are small, written for the
//! purpose, one subject each: classes and template arguments, `let`, multiclass
//! and `defm`, `foreach`, each family of bang operators, `defvar`/`defset`,
//! `if`/`assert`, the preprocessor, includes (`tests/td/include/`, not roots),
//! values that stay symbolic.
//!
//! The expected files are LLVM's output, made with (from `pdll-tablegen/`):
//!
//! ```sh
//! mlir-tblgen-19 --print-records -I tests/td tests/td/NAME.td > tests/td/NAME.expected
//! ```
//!
//! `UPDATE_GOLDEN=1 cargo test -p pdll-tablegen --test golden` rewrites every
//! expected file that way (it needs `mlir-tblgen-19` on `PATH`; the expected
//! bytes are always LLVM's, never this crate's). When `mlir-tblgen-19` is on
//! `PATH`, `expected_files_are_llvm_output` also checks that the checked-in files
//! are still what LLVM prints; without it that test says so and checks nothing.

use std::path::{Path, PathBuf};
use std::process::Command;

use pdll_tablegen::{render_errors, Loader};

/// `tests/td`: the roots, their expected output, and the include directory.
fn td_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/td")
}

/// The root `.td` files (not those under `include/`), sorted.
fn roots() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(td_dir())
        .expect("tests/td exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "td"))
        .collect();
    out.sort();
    out
}

fn expected_path(td: &Path) -> PathBuf {
    td.with_extension("expected")
}

fn name(td: &Path) -> String {
    td.file_name()
        .expect("file name")
        .to_string_lossy()
        .into_owned()
}

/// `mlir-tblgen-19 --print-records -I tests/td FILE`, run from the crate's folder
/// (as the expected files were made), or `None` if the tool is not on `PATH`.
fn llvm_print_records(td: &Path) -> Option<Vec<u8>> {
    let out = Command::new("mlir-tblgen-19")
        .arg("--print-records")
        .arg("-I")
        .arg("tests/td")
        .arg(td.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(td))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()?;
    assert!(
        out.status.success(),
        "mlir-tblgen-19 rejects {}:\n{}",
        td.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    Some(out.stdout)
}

/// Whether `UPDATE_GOLDEN=1` asks to rewrite the expected files.
fn update_requested() -> bool {
    std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| v == "1")
}

/// Where two texts first differ, as a one-line description.
fn first_difference(ours: &str, expected: &str) -> String {
    let line = ours
        .lines()
        .zip(expected.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(ours.lines().count().min(expected.lines().count()));
    format!(
        "from line {}: ours `{}`, expected `{}`",
        line + 1,
        ours.lines().nth(line).unwrap_or("<eof>"),
        expected.lines().nth(line).unwrap_or("<eof>")
    )
}

#[test]
fn print_records_matches_expected_files() {
    let update = update_requested();
    let roots = roots();
    assert!(
        roots.len() >= 10,
        "expected the golden .td files in {}",
        td_dir().display()
    );
    let mut problems = Vec::new();
    for td in &roots {
        let expected_file = expected_path(td);
        if update {
            let llvm = llvm_print_records(td)
                .expect("UPDATE_GOLDEN=1 needs mlir-tblgen-19 on PATH (the expected files are LLVM's output)");
            std::fs::write(&expected_file, llvm).expect("write the expected file");
        }
        let mut loader = Loader::new(vec![td_dir()]);
        let ours = match loader.load(td) {
            Ok(rk) => rk.print_records(),
            Err(errors) => {
                problems.push(format!(
                    "{}: rejected:\n{}",
                    name(td),
                    render_errors(&errors, loader.files())
                ));
                continue;
            }
        };
        let Ok(expected) = std::fs::read_to_string(&expected_file) else {
            problems.push(format!(
                "{}: no {} (make it with mlir-tblgen-19, see the top of tests/golden.rs)",
                name(td),
                name(&expected_file)
            ));
            continue;
        };
        if ours != expected {
            problems.push(format!(
                "{}: output differs {}",
                name(td),
                first_difference(&ours, &expected)
            ));
        }
    }
    // An expected file without its .td is a leftover.
    for e in std::fs::read_dir(td_dir()).expect("tests/td").flatten() {
        let p = e.path();
        if p.extension().is_some_and(|x| x == "expected") && !p.with_extension("td").is_file() {
            problems.push(format!("{}: no .td file of that name", name(&p)));
        }
    }
    assert!(
        problems.is_empty(),
        "{} of {} golden files disagree:\n{}",
        problems.len(),
        roots.len(),
        problems.join("\n")
    );
}

#[test]
fn expected_files_are_llvm_output() {
    if update_requested() {
        println!("skipping: UPDATE_GOLDEN=1 (the other test is rewriting the files)");
        return;
    }
    if Command::new("mlir-tblgen-19")
        .arg("--version")
        .output()
        .is_err()
    {
        println!("skipping: mlir-tblgen-19 is not on PATH");
        return;
    }
    let mut stale = Vec::new();
    for td in roots() {
        let llvm = llvm_print_records(&td).expect("mlir-tblgen-19 runs");
        let expected = std::fs::read(expected_path(&td)).unwrap_or_default();
        if llvm != expected {
            stale.push(name(&td));
        }
    }
    assert!(
        stale.is_empty(),
        "expected files that are not mlir-tblgen-19's output (UPDATE_GOLDEN=1 remakes them): {}",
        stale.join(", ")
    );
}
