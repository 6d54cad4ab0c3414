//! Running a differential case through the run-time path: its `patterns.pdll` built
//! as a `pdll::core::dynamic::DynamicPatternSet` with MLIR's test-pass natives
//! (`mlir_test_natives`), applied as the compiled set is, so both paths must agree with
//! `expected.mlir`.

use crate::dialects::mlir_test_pass_definitions;
use crate::harness::{check_run, read, verified, CaseEntry, CaseFailure, CaseRun};
use pdll::core::diag::render_all;
use pdll::core::dynamic::{mlir_test_natives, DynamicPatternSet};
use pdll::core::source::SourceMap;
use pdll::runtime::{apply_patterns_to_module, Context, GreedyConfig, Ir};
use std::path::Path;

/// Cases that cannot run through the run-time path, with the reason: those whose
/// natives have Rust bodies (which need rustc). None of the built-in cases has one;
/// an entry here must fail to build with that diagnostic (checked by the tests).
pub const DYNAMIC_SKIPS: &[(&str, &str)] = &[];

/// The reason `name` is skipped on the run-time path, if it is.
pub fn skip_reason(name: &str) -> Option<&'static str> {
    DYNAMIC_SKIPS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, why)| why)
}

/// Why a case cannot run through the run-time path, if `failure` says so: its set did
/// not build, and each of its errors is a native with a Rust body (which needs rustc).
/// Any other error is a failure of the path, never a reason to skip it.
pub fn rust_body_skip(failure: &CaseFailure) -> Option<String> {
    let CaseFailure::Compile(msg) = failure else {
        return None;
    };
    // Rendered errors start `error[CODE]: `; a native declaration's is `E0050`.
    let errors: Vec<&str> = msg.lines().filter(|l| l.starts_with("error")).collect();
    let rust_body = |l: &&str| l.starts_with("error[E0050]: ") && l.contains("has a Rust body");
    if errors.is_empty() || !errors.iter().all(rust_body) {
        return None;
    }
    // Each error names its native between the first pair of backticks.
    let natives: Vec<&str> = errors.iter().filter_map(|l| l.split('`').nth(1)).collect();
    Some(format!(
        "native{} {} with a Rust body, which needs rustc",
        if natives.len() == 1 { "" } else { "s" },
        natives
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ")
    ))
}

/// Builds `entry`'s patterns at run time and applies them to its `input.mlir`,
/// without comparing.
pub fn run_dynamic(entry: &CaseEntry, config: &GreedyConfig) -> Result<CaseRun, CaseFailure> {
    let dir = Path::new(entry.dir);
    let input = read(dir, "input.mlir")?;
    let mut ctx = Context::new();
    let mut sources = SourceMap::new();
    let set = DynamicPatternSet::from_file(
        &dir.join("patterns.pdll"),
        &pdll::core::syntax::ParseOptions {
            include_dirs: crate::mlir_include::mlir_include_dir()
                .into_iter()
                .collect(),
            ..Default::default()
        },
        mlir_test_natives(),
        &mut ctx,
        &mut sources,
    )
    .map_err(|diags| CaseFailure::Compile(render_all(&diags, &sources)))?
    // The set hands the dialects' definitions to the driver, which registers them.
    .with_op_definitions(mlir_test_pass_definitions());
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, &input)
        .map_err(|e| CaseFailure::Parse(format!("{}:{}: {}", e.line, e.col, e.message)))?;
    let report = apply_patterns_to_module(&mut ctx, &mut ir, &set, config);
    verified(&ctx, &ir)?;
    Ok(CaseRun {
        report,
        actual: ir.print_generic(&ctx),
    })
}

/// Runs `entry` through the run-time path and checks it as [`crate::harness::check_case`]
/// checks the compiled set.
pub fn check_dynamic(entry: &CaseEntry, config: &GreedyConfig) -> Result<CaseRun, CaseFailure> {
    check_run(entry, run_dynamic(entry, config)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compile(msg: &str) -> CaseFailure {
        CaseFailure::Compile(msg.to_owned())
    }

    #[test]
    fn only_rust_body_errors_skip_the_run_time_path() {
        // As `render_all` writes them.
        let two = "error[E0050]: native constraint `A` has a Rust body, which cannot run\n\
                   \x20 ┌─ p.pdll:1:1\n\n\
                   error[E0050]: native rewrite `B` has a Rust body, which cannot run\n\
                   \x20 ┌─ p.pdll:2:1\n";
        assert_eq!(
            rust_body_skip(&compile(two)).as_deref(),
            Some("natives `A`, `B` with a Rust body, which needs rustc")
        );
        // Another error beside it is a failure of the path.
        let mixed = "error[E0050]: native constraint `A` has a Rust body\n\
                     error[E0020]: undefined reference to `y`\n";
        assert_eq!(rust_body_skip(&compile(mixed)), None);
        assert_eq!(rust_body_skip(&compile("")), None);
        assert_eq!(
            rust_body_skip(&CaseFailure::Parse("has a Rust body".into())),
            None
        );
    }
}
