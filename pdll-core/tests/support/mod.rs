//! What the golden tests share: finding a corpus of input files, and checking each file
//! of it on its own, so that one mismatch does not hide the others.
//!
//! The comparison itself is expect-test's `expect_file!`: the expected output stays a
//! plain file beside its input, and `UPDATE_EXPECT=1` rewrites it with the actual one.

use expect_test::{expect_file, ExpectFile};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};

/// The files of `dir` whose name ends in `.ext`, sorted, as paths relative to the
/// crate (where cargo runs tests), so that paths printed in outputs do not depend on
/// where the repository is checked out.
pub fn corpus(dir: &str, ext: &str) -> Vec<PathBuf> {
    let abs = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&abs)
        .unwrap_or_else(|e| panic!("{}: {e}", abs.display()))
        .map(|e| e.expect("readable dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .map(|p| Path::new(dir).join(p.file_name().expect("a file name")))
        .collect();
    files.sort();
    files
}

/// The expected-output file of `input`: the same path with extension `ext`.
pub fn expect_beside(input: &Path, ext: &str) -> ExpectFile {
    // Absolute: expect-test resolves a relative path against the calling source file.
    expect_file![Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(input)
        .with_extension(ext)]
}

/// Runs `check` on every file of `files`, then fails naming each file whose check
/// panicked, with the first line of its message (the whole message, an expect-test
/// diff included, is printed above as the panic happens).
pub fn check_each(files: &[PathBuf], check: impl Fn(&Path)) {
    assert!(!files.is_empty(), "no golden input files");
    let mut failed = Vec::new();
    for path in files {
        // Catching the panic is what lets the next file run: expect-test stops at the
        // first mismatch it sees.
        if let Err(payload) = panic::catch_unwind(AssertUnwindSafe(|| check(path))) {
            let why = payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap_or("differs from its expected file (diff above)");
            let why = why.lines().next().unwrap_or_default();
            failed.push(format!("{}: {why}", path.display()));
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} golden files failed (UPDATE_EXPECT=1 accepts the new output of those \
         that only differ):\n{}",
        failed.len(),
        files.len(),
        failed.join("\n")
    );
}
