//! MLIR 19 as the reference for what the round trip of an input must give: asked only
//! when pdll-rs's round trip of an input fails, which is rare, so the fuzzer's speed
//! does not depend on it. `mlir-opt-19` (or `$MLIR_OPT`) must be on the path (CI
//! installs it); without it, every failure is reported.

use std::io::Write;
use std::process::{Command, Stdio};

/// What MLIR 19 does with an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// mlir-opt was not found: nothing is known.
    Missing,
    /// mlir-opt rejects the input (a parse or verifier error, a crash, or 30 s
    /// without an answer): MLIR has no round trip for pdll-rs to match; the
    /// message is mlir-opt's first line.
    Rejects(String),
    /// mlir-opt reads the input, but its own custom print does not read back as
    /// the same IR: MLIR does not round-trip it either.
    NoRoundTrip,
    /// mlir-opt reads the input, and its custom print reads back as the same IR.
    RoundTrips,
}

fn mlir_opt() -> String {
    std::env::var("MLIR_OPT").unwrap_or_else(|_| "mlir-opt-19".into())
}

/// mlir-opt's output for `text` (on stdin), `--mlir-print-op-generic` if `generic`;
/// `Err` with its first line of error, `Ok(None)` when it is not installed.
fn run(text: &str, generic: bool) -> Result<Option<String>, String> {
    let mut cmd = Command::new("timeout");
    cmd.arg("30")
        .arg(mlir_opt())
        .args(["--allow-unregistered-dialect", "--mlir-print-local-scope"]);
    if generic {
        cmd.arg("--mlir-print-op-generic");
    }
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let Ok(mut child) = cmd.spawn() else {
        return Ok(None);
    };
    let mut stdin = child.stdin.take().expect("piped stdin");
    // A thread writes: mlir-opt may answer before it has read everything.
    let input = text.to_owned();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    // `timeout` exits with 127 when it cannot run mlir-opt.
    if out.status.code() == Some(127) {
        return Ok(None);
    }
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(err.lines().next().unwrap_or("(no message)").to_owned());
    }
    Ok(Some(String::from_utf8_lossy(&out.stdout).into_owned()))
}

/// What MLIR 19 does with `text`.
pub fn verdict(text: &str) -> Verdict {
    let generic = match run(text, true) {
        Ok(Some(g)) => g,
        Ok(None) => return Verdict::Missing,
        Err(e) => return Verdict::Rejects(e),
    };
    let custom = match run(text, false) {
        Ok(Some(c)) => c,
        Ok(None) => return Verdict::Missing,
        Err(e) => return Verdict::Rejects(e),
    };
    match run(&custom, true) {
        Ok(Some(again)) if again == generic => Verdict::RoundTrips,
        Ok(None) => Verdict::Missing,
        _ => Verdict::NoRoundTrip,
    }
}
