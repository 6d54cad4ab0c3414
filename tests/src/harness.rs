//! Running one differential case: parse `input.mlir`, apply the case's compiled pattern
//! set with the greedy driver, print the result in generic form and compare it with
//! `expected.mlir` up to SSA value and block names.

use crate::normalize::normalize_ssa_names;
use pdll::runtime::{Context, DriverReport, GreedyConfig, Ir};
use std::fmt;
use std::path::{Path, PathBuf};

/// Builds a case's pattern set in `ctx` and applies it to `ir` (with
/// [`apply_patterns_to_module`](pdll::runtime::apply_patterns_to_module), as `mlir-opt --test-pdl-bytecode-pass` applies patterns).
pub type RunFn = fn(&mut Context, &mut Ir, &GreedyConfig) -> DriverReport;

/// One case of the generated registry (`crate::cases::CASES`).
#[derive(Clone, Copy, Debug)]
pub struct CaseEntry {
    /// The case's folder name.
    pub name: &'static str,
    /// The case's folder (absolute, as seen by the build script).
    pub dir: &'static str,
    /// Whether it comes from `PDLL_DIFF_CASES` rather than `tests/diff/cases`.
    pub external: bool,
    /// The compiled set's runner, or the build helper's rendered diagnostics.
    pub compiled: Result<RunFn, &'static str>,
}

/// What running a case produced.
#[derive(Debug)]
pub struct CaseRun {
    /// The driver's report.
    pub report: DriverReport,
    /// The IR after the run, in generic form.
    pub actual: String,
}

/// Why a case failed.
#[derive(Debug)]
pub enum CaseFailure {
    /// The build helper rejected `patterns.pdll`.
    Compile(String),
    /// A file of the case could not be read.
    Io(PathBuf, std::io::Error),
    /// `input.mlir` did not parse.
    Parse(String),
    /// The output differs from `expected.mlir`.
    Mismatch {
        /// A unified line diff, expected `-`, actual `+`.
        diff: String,
        /// What the driver did, to tell a wrong match from a failing rewrite (boxed:
        /// a report is large, and failures are moved around).
        report: Box<DriverReport>,
    },
    /// Nothing fired in a case that must fire, or something fired in a `nofire_` case.
    Fired {
        /// Whether the case expects rewrites.
        expected: bool,
        /// Rewrites applied.
        rewrites: u64,
    },
    /// The driver did not converge (MLIR's run of the case terminated).
    NotConverged(Box<DriverReport>),
    /// The IR after the run does not verify (mlir-opt's verifies).
    Verify(String),
}

impl fmt::Display for CaseFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CaseFailure::Compile(msg) => write!(f, "patterns.pdll does not compile:\n{msg}"),
            CaseFailure::Io(path, e) => write!(f, "cannot read {}: {e}", path.display()),
            CaseFailure::Parse(msg) => write!(f, "input.mlir does not parse: {msg}"),
            CaseFailure::Mismatch { diff, report } => write!(
                f,
                "output differs from expected.mlir (- expected, + actual):\n{diff}\
                 driver: {} rewrite(s), per pattern {:?}, {} failed after changing the IR, \
                 {} iteration(s), converged: {}",
                report.num_rewrites,
                report.per_pattern,
                report.failed_after_changes,
                report.iterations,
                report.converged
            ),
            CaseFailure::Fired { expected: true, .. } => {
                write!(f, "no pattern fired, but the case expects rewrites")
            }
            CaseFailure::Fired {
                expected: false,
                rewrites,
            } => {
                write!(f, "{rewrites} rewrite(s) in a nofire_ case")
            }
            CaseFailure::NotConverged(report) => {
                write!(f, "the driver did not converge: {report:?}")
            }
            CaseFailure::Verify(errors) => {
                write!(f, "the IR after the run does not verify:\n{errors}")
            }
        }
    }
}

/// Reads `dir/file`.
pub(crate) fn read(dir: &Path, file: &str) -> Result<String, CaseFailure> {
    let path = dir.join(file);
    std::fs::read_to_string(&path).map_err(|e| CaseFailure::Io(path, e))
}

/// Runs `entry` on its `input.mlir` with `config`, without comparing.
pub fn run_case(entry: &CaseEntry, config: &GreedyConfig) -> Result<CaseRun, CaseFailure> {
    let run = entry
        .compiled
        .map_err(|msg| CaseFailure::Compile(msg.to_string()))?;
    let dir = Path::new(entry.dir);
    let input = read(dir, "input.mlir")?;
    // The dialects mlir-opt has registered come with the generated set (`build.rs`
    // gives it `crate::dialects`), which the driver registers in the context.
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, &input)
        .map_err(|e| CaseFailure::Parse(format!("{}:{}: {}", e.line, e.col, e.message)))?;
    let report = run(&mut ctx, &mut ir, config);
    verified(&ctx, &ir)?;
    Ok(CaseRun {
        report,
        actual: ir.print_generic(&ctx),
    })
}

/// Checks the IR after a run with the verifier (which checks the registered ops
/// against their definitions), as mlir-opt verifies the IR after the pass.
pub(crate) fn verified(ctx: &Context, ir: &Ir) -> Result<(), CaseFailure> {
    pdll::runtime::verify(ctx, ir, ir.top_region()).map_err(|errors| {
        CaseFailure::Verify(
            errors
                .iter()
                .map(|e| e.message.as_str())
                .collect::<Vec<_>>()
                .join("\n"),
        )
    })
}

/// Runs `entry` and checks it: the output equals `expected.mlir` up to SSA names, the
/// driver converged, and patterns fired unless the case is named `nofire_*`.
pub fn check_case(entry: &CaseEntry, config: &GreedyConfig) -> Result<CaseRun, CaseFailure> {
    check_run(entry, run_case(entry, config)?)
}

/// Checks a run of `entry` (by the compiled set or another): the output equals
/// `expected.mlir` up to SSA names, the driver converged, and patterns fired unless
/// the case is named `nofire_*`.
pub fn check_run(entry: &CaseEntry, run: CaseRun) -> Result<CaseRun, CaseFailure> {
    let expected = read(Path::new(entry.dir), "expected.mlir")?;
    let (want, got) = (
        normalize_ssa_names(&expected),
        normalize_ssa_names(&run.actual),
    );
    if want != got {
        return Err(CaseFailure::Mismatch {
            diff: similar::TextDiff::from_lines(&expected, &run.actual)
                .unified_diff()
                .header("expected.mlir", "actual")
                .to_string(),
            report: Box::new(run.report),
        });
    }
    if !run.report.converged {
        return Err(CaseFailure::NotConverged(Box::new(run.report)));
    }
    let must_fire = !entry.name.starts_with("nofire_");
    if must_fire != (run.report.num_rewrites > 0) {
        return Err(CaseFailure::Fired {
            expected: must_fire,
            rewrites: run.report.num_rewrites,
        });
    }
    Ok(run)
}
