//! Running several differential cases in one test and reporting each by name: how the
//! folders of `PDLL_DIFF_CASES` are run (the built-in cases have a `#[test]` each per
//! path). Each case runs through both paths, the compiled set and the run-time set
//! (`DynamicPatternSet`), and the report says what each path gave.

use crate::dynamic::{check_dynamic, rust_body_skip};
use crate::harness::{check_case, CaseEntry, CaseFailure, CaseRun};
use crate::mlir_include::missing_mlir_td;
use pdll::runtime::GreedyConfig;
use std::fmt;
use std::path::Path;

/// What one path (compiled or run time) gave for a case.
#[derive(Debug)]
pub enum PathOutcome {
    /// The output matched `expected.mlir`, after this many rewrites.
    Passed {
        /// Rewrites the driver applied.
        rewrites: u64,
    },
    /// The path failed, with why.
    Failed(CaseFailure),
    /// The path cannot run the case here, with why (natives with Rust bodies on the
    /// run-time path; MLIR's `.td` files missing).
    Skipped(String),
}

impl PathOutcome {
    fn from_check(result: Result<CaseRun, CaseFailure>) -> PathOutcome {
        match result {
            Ok(run) => PathOutcome::Passed {
                rewrites: run.report.num_rewrites,
            },
            Err(failure) => PathOutcome::Failed(failure),
        }
    }

    /// Whether the path failed (a skipped path did not).
    pub fn is_failed(&self) -> bool {
        matches!(self, PathOutcome::Failed(_))
    }
}

impl fmt::Display for PathOutcome {
    /// One line: `ok, N rewrites`, `FAILED` or `skipped: why`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PathOutcome::Passed { rewrites } => write!(
                f,
                "ok, {rewrites} rewrite{}",
                if *rewrites == 1 { "" } else { "s" }
            ),
            PathOutcome::Failed(_) => write!(f, "FAILED"),
            PathOutcome::Skipped(why) => write!(f, "skipped: {why}"),
        }
    }
}

/// What both paths gave for one case.
#[derive(Debug)]
pub struct CaseOutcome {
    /// The case.
    pub entry: CaseEntry,
    /// The compiled set's run.
    pub compiled: PathOutcome,
    /// The run-time set's run.
    pub dynamic: PathOutcome,
}

impl CaseOutcome {
    /// Whether no path failed.
    pub fn passed(&self) -> bool {
        !self.compiled.is_failed() && !self.dynamic.is_failed()
    }

    /// The paths that failed, by name.
    fn failed_paths(&self) -> impl Iterator<Item = (&'static str, &CaseFailure)> {
        [("compiled", &self.compiled), ("run-time", &self.dynamic)]
            .into_iter()
            .filter_map(|(name, outcome)| match outcome {
                PathOutcome::Failed(failure) => Some((name, failure)),
                _ => None,
            })
    }
}

/// What a batch of cases gave, case by case.
#[derive(Debug, Default)]
pub struct BatchReport {
    /// Every case, in the order run.
    pub cases: Vec<CaseOutcome>,
    /// The directories that held no case folder: a mistyped `PDLL_DIFF_CASES` would
    /// otherwise pass with nothing run.
    pub empty_roots: Vec<String>,
}

impl BatchReport {
    /// Whether every case passed on both paths and every directory held a case.
    pub fn is_ok(&self) -> bool {
        self.cases.iter().all(CaseOutcome::passed) && self.empty_roots.is_empty()
    }

    /// The cases that passed on both paths (or were skipped on one).
    pub fn passed(&self) -> impl Iterator<Item = &CaseOutcome> {
        self.cases.iter().filter(|c| c.passed())
    }

    /// The cases that failed on a path.
    pub fn failed(&self) -> impl Iterator<Item = &CaseOutcome> {
        self.cases.iter().filter(|c| !c.passed())
    }
}

/// Runs `entry` through the compiled set and through the run-time set. A case whose
/// patterns include MLIR's missing `.td` files is skipped on both; one whose run-time
/// set fails to build only because of natives with Rust bodies is skipped there.
pub fn run_both(entry: &CaseEntry, config: &GreedyConfig) -> CaseOutcome {
    if let Some(why) = missing_mlir_td(Path::new(entry.dir)) {
        return CaseOutcome {
            entry: *entry,
            compiled: PathOutcome::Skipped(why.clone()),
            dynamic: PathOutcome::Skipped(why),
        };
    }
    CaseOutcome {
        entry: *entry,
        compiled: PathOutcome::from_check(check_case(entry, config)),
        dynamic: dynamic_outcome(entry, config),
    }
}

/// The run-time path of `entry`: skipped when only natives with Rust bodies stop it.
pub fn dynamic_outcome(entry: &CaseEntry, config: &GreedyConfig) -> PathOutcome {
    match check_dynamic(entry, config) {
        Err(failure) => match rust_body_skip(&failure) {
            Some(why) => PathOutcome::Skipped(why),
            None => PathOutcome::Failed(failure),
        },
        ok => PathOutcome::from_check(ok),
    }
}

/// Checks every case of `entries` on both paths, printing a line per case as it goes,
/// and notes the directories of `roots` that none of them comes from.
pub fn run_batch(entries: &[CaseEntry], roots: &[&str], config: &GreedyConfig) -> BatchReport {
    let mut report = BatchReport::default();
    for entry in entries {
        let outcome = run_both(entry, config);
        println!("{}", case_line(&outcome));
        report.cases.push(outcome);
    }
    report.empty_roots = roots
        .iter()
        .filter(|root| !entries.iter().any(|e| Path::new(e.dir).starts_with(root)))
        .map(|root| root.to_string())
        .collect();
    report
}

/// The line printed for a case as the batch runs: its verdict, name and folder, and
/// what each path gave.
pub fn case_line(c: &CaseOutcome) -> String {
    format!(
        "{:<5} {} ({}): compiled {}; run time {}",
        if c.passed() { "ok" } else { "FAIL" },
        c.entry.name,
        c.entry.dir,
        c.compiled,
        c.dynamic
    )
}

impl fmt::Display for BatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let passed: Vec<&str> = self.passed().map(|c| c.entry.name).collect();
        let failed: Vec<String> = self
            .failed()
            .map(|c| {
                let paths: Vec<&str> = c.failed_paths().map(|(path, _)| path).collect();
                format!("{} ({})", c.entry.name, paths.join(", "))
            })
            .collect();
        writeln!(
            f,
            "{} case(s): {} passed, {} failed",
            self.cases.len(),
            passed.len(),
            failed.len()
        )?;
        writeln!(f, "passed: {}", passed.join(", "))?;
        writeln!(f, "failed: {}", failed.join(", "))?;
        for c in &self.cases {
            for (path, outcome) in [("compiled", &c.compiled), ("run-time", &c.dynamic)] {
                if let PathOutcome::Skipped(why) = outcome {
                    writeln!(f, "skipped on the {path} path: {} ({why})", c.entry.name)?;
                }
            }
        }
        for root in &self.empty_roots {
            writeln!(f, "no case folder (one holding a patterns.pdll) in {root}")?;
        }
        for c in self.failed() {
            for (path, failure) in c.failed_paths() {
                writeln!(
                    f,
                    "\n--- case {} ({}), {path} path\n{failure}",
                    c.entry.name, c.entry.dir
                )?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
