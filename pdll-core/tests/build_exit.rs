//! What a build script that calls `pdll_core::build::compile` on a bad file shows:
//! the diagnostics and a failure status, and no backtrace even under
//! `RUST_BACKTRACE=1` (a panic would add one, full of this crate's internals).
//!
//! `compile` ends the process, so it runs in a child: this test binary runs itself
//! again with `CHILD_OUT_DIR` set, and the child then plays the build script. No
//! harness (`harness = false` in Cargo.toml), so the child prints nothing of its own.

use std::path::Path;
use std::process::Command;

/// Set in the child: the directory holding `bad.pdll`, also its `OUT_DIR`.
const CHILD_OUT_DIR: &str = "PDLL_BUILD_EXIT_CHILD_OUT_DIR";

fn main() {
    match std::env::var_os(CHILD_OUT_DIR) {
        Some(dir) => build_script(Path::new(&dir)),
        None => bad_file_fails_the_build_without_a_backtrace(),
    }
}

/// The child: what a user's `build.rs` does. `compile` should never return here.
fn build_script(dir: &Path) {
    pdll_core::build::compile(dir.join("bad.pdll"), "Bad");
    eprintln!("compile returned on a bad file");
}

fn bad_file_fails_the_build_without_a_backtrace() {
    let dir = tempfile::Builder::new()
        .prefix("pdll-build-exit-")
        .tempdir()
        .unwrap();
    std::fs::write(dir.path().join("bad.pdll"), "Pattern => erase y;\n").unwrap();
    let output = Command::new(std::env::current_exe().unwrap())
        .env(CHILD_OUT_DIR, dir.path())
        .env("OUT_DIR", dir.path())
        .env("RUST_BACKTRACE", "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let shown = format!(
        "status {:?}\n--- stdout\n{stdout}--- stderr\n{stderr}",
        output.status
    );
    assert_eq!(
        output.status.code(),
        Some(pdll_core::build::FAILURE_STATUS),
        "{shown}"
    );
    // The diagnostic with its snippet, then the summary.
    assert!(stderr.contains("erase y;"), "{shown}");
    let summary = stderr.lines().last().unwrap_or_default();
    assert!(summary.starts_with("error: pdll: "), "{shown}");
    assert!(summary.contains("bad.pdll"), "{shown}");
    assert!(!stderr.contains("stack backtrace"), "{shown}");
    assert!(!stderr.contains("panicked"), "{shown}");
    // The directive printed before the failure reached cargo despite the exit.
    assert!(stdout.contains("cargo:rerun-if-changed="), "{shown}");
    assert!(!dir.path().join("bad.rs").exists(), "{shown}");
    println!("build_exit: a bad file fails the build without a backtrace ... ok");
}
