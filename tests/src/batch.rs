//! Running several differential cases in one test and reporting each by name: how the
//! folders of `PDLL_DIFF_CASES` are run (the built-in cases have a `#[test]` each).

use crate::harness::{check_case, CaseEntry, CaseFailure};
use pdll::runtime::GreedyConfig;
use std::fmt;
use std::path::Path;

/// What a batch of cases gave, case by case.
#[derive(Debug, Default)]
pub struct BatchReport {
    /// The cases that passed, with the number of rewrites each applied.
    pub passed: Vec<(CaseEntry, u64)>,
    /// The cases that failed, with why.
    pub failed: Vec<(CaseEntry, CaseFailure)>,
    /// The directories that held no case folder: a mistyped `PDLL_DIFF_CASES` would
    /// otherwise pass with nothing run.
    pub empty_roots: Vec<String>,
}

impl BatchReport {
    /// Whether every case passed and every directory held a case.
    pub fn is_ok(&self) -> bool {
        self.failed.is_empty() && self.empty_roots.is_empty()
    }
}

/// Checks every case of `entries`, printing a line per case as it goes, and notes the
/// directories of `roots` that none of them comes from.
pub fn run_batch(entries: &[CaseEntry], roots: &[&str], config: &GreedyConfig) -> BatchReport {
    let mut report = BatchReport::default();
    for entry in entries {
        match check_case(entry, config) {
            Ok(run) => {
                println!(
                    "ok    {} ({}, {} rewrites)",
                    entry.name, entry.dir, run.report.num_rewrites
                );
                report.passed.push((*entry, run.report.num_rewrites));
            }
            Err(failure) => {
                println!("FAIL  {} ({})", entry.name, entry.dir);
                report.failed.push((*entry, failure));
            }
        }
    }
    report.empty_roots = roots
        .iter()
        .filter(|root| !entries.iter().any(|e| Path::new(e.dir).starts_with(root)))
        .map(|root| root.to_string())
        .collect();
    report
}

/// The names of `cases`, comma-separated.
fn names<'a>(cases: impl Iterator<Item = &'a CaseEntry>) -> String {
    cases.map(|e| e.name).collect::<Vec<_>>().join(", ")
}

impl fmt::Display for BatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} case(s): {} passed, {} failed",
            self.passed.len() + self.failed.len(),
            self.passed.len(),
            self.failed.len()
        )?;
        writeln!(f, "passed: {}", names(self.passed.iter().map(|(e, _)| e)))?;
        writeln!(f, "failed: {}", names(self.failed.iter().map(|(e, _)| e)))?;
        for root in &self.empty_roots {
            writeln!(f, "no case folder (one holding a patterns.pdll) in {root}")?;
        }
        for (entry, failure) in &self.failed {
            writeln!(f, "\n--- case {} ({})\n{failure}", entry.name, entry.dir)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cases::CASES;

    #[test]
    fn each_case_and_empty_directory_is_reported_by_name() {
        let good = *CASES.iter().find(|e| !e.external).expect("built-in cases");
        let bad = CaseEntry {
            name: "broken",
            dir: "/elsewhere/broken",
            external: true,
            compiled: Err("error: expected `;`"),
        };
        let builtin_root = Path::new(good.dir).parent().unwrap().to_str().unwrap();
        let roots = [builtin_root, "/elsewhere", "/nowhere"];
        let report = run_batch(&[good, bad], &roots, &GreedyConfig::default());

        assert!(!report.is_ok());
        assert_eq!(report.passed.len(), 1);
        assert_eq!(report.passed[0].0.name, good.name);
        assert_eq!(report.failed.len(), 1);
        assert!(matches!(report.failed[0].1, CaseFailure::Compile(_)));
        assert_eq!(report.empty_roots, ["/nowhere"]);
        let text = report.to_string();
        assert!(
            text.starts_with("2 case(s): 1 passed, 1 failed\n"),
            "{text}"
        );
        assert!(text.contains(&format!("passed: {}\n", good.name)), "{text}");
        assert!(text.contains("failed: broken\n"), "{text}");
        assert!(text.contains("no case folder (one holding a patterns.pdll) in /nowhere"));
        assert!(
            text.contains("--- case broken (/elsewhere/broken)\n"),
            "{text}"
        );
        assert!(text.contains("error: expected `;`"), "{text}");
    }

    #[test]
    fn a_batch_that_passes_is_ok() {
        let good: Vec<CaseEntry> = CASES
            .iter()
            .filter(|e| !e.external)
            .take(2)
            .copied()
            .collect();
        let report = run_batch(&good, &[], &GreedyConfig::default());
        assert!(report.is_ok(), "{report}");
        assert_eq!(report.passed.len(), 2);
    }
}
