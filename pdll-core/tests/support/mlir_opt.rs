//! Running `mlir-opt-19` on a text, for the tests that compare with MLIR's output
//! (included by path, so only the test binaries that use it compile it).

use std::io::Write;
use std::process::{Command, Stdio};

/// The reference tool.
pub const MLIR_OPT: &str = "mlir-opt-19";

/// Runs mlir-opt-19 with `args` on `input`; its stdout, or its stderr as the error.
pub fn mlir_opt(input: &str, args: &[&str]) -> Result<String, String> {
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
