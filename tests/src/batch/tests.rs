//! Tests of the batch runner on folders of cases written to a temporary directory.

use super::*;
use crate::cases::CASES;
use std::path::PathBuf;

/// A `&'static str` of `s`, as the generated registry holds (tests only leak a few).
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// The built-in case `name`.
fn builtin(name: &str) -> &'static CaseEntry {
    CASES
        .iter()
        .find(|e| !e.external && e.name == name)
        .expect("a built-in case")
}

/// Copies the files of the built-in case `name` into `root/as_name`, and returns its
/// entry there with the built-in's compiled set: the same `patterns.pdll`, so the
/// compiled set of the copy's patterns.
fn copy_builtin(root: &Path, name: &str, as_name: &str) -> CaseEntry {
    let from = builtin(name);
    let dir = root.join(as_name);
    std::fs::create_dir(&dir).unwrap();
    for file in std::fs::read_dir(from.dir).unwrap() {
        let file = file.unwrap().path();
        std::fs::copy(&file, dir.join(file.file_name().unwrap())).unwrap();
    }
    CaseEntry {
        name: leak(as_name.to_owned()),
        dir: leak(dir.display().to_string()),
        external: true,
        compiled: from.compiled,
    }
}

/// Writes a case folder `root/name` with the given files; returns its path.
fn write_case(root: &Path, name: &str, patterns: &str, input: &str, expected: &str) -> PathBuf {
    let dir = root.join(name);
    std::fs::create_dir(&dir).unwrap();
    std::fs::write(dir.join("patterns.pdll"), patterns).unwrap();
    std::fs::write(dir.join("input.mlir"), input).unwrap();
    std::fs::write(dir.join("expected.mlir"), expected).unwrap();
    dir
}

#[test]
fn a_folder_of_cases_runs_each_through_both_paths() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    let erase = copy_builtin(root, "erase_op", "erase");
    let native = copy_builtin(root, "native_constraint_results", "native");
    // The same patterns and input, but an expectation that nothing changes: both
    // paths rewrite, so both disagree with it.
    let wrong = copy_builtin(root, "erase_op", "wrong_expectation");
    std::fs::copy(
        Path::new(wrong.dir).join("input.mlir"),
        Path::new(wrong.dir).join("expected.mlir"),
    )
    .unwrap();
    // Patterns that do not compile: the build helper's diagnostics stand for the
    // compiled set, as `build.rs` records them.
    let dir = write_case(root, "broken", "Pattern {\n  erase y;\n}\n", "", "");
    let error = pdll::core::build::Config::new()
        .cargo_directives(false)
        .generate(&dir.join("patterns.pdll"), "Patterns")
        .expect_err("the patterns do not compile");
    let broken = CaseEntry {
        name: "broken",
        dir: leak(dir.display().to_string()),
        external: true,
        compiled: Err(leak(format!("{}\n{}", error.summary, error.rendered))),
    };

    let root_str = root.to_str().unwrap();
    let roots = [root_str, "/nowhere"];
    let report = run_batch(
        &[broken, erase, native, wrong],
        &roots,
        &GreedyConfig::default(),
    );

    assert!(!report.is_ok());
    let names = |it: &mut dyn Iterator<Item = &CaseOutcome>| -> Vec<&str> {
        it.map(|c| c.entry.name).collect()
    };
    assert_eq!(names(&mut report.passed()), ["erase", "native"]);
    assert_eq!(names(&mut report.failed()), ["broken", "wrong_expectation"]);
    for c in report.passed() {
        let rewrites = |p: &PathOutcome| match p {
            PathOutcome::Passed { rewrites } => *rewrites,
            other => panic!("{}: {other:?}", c.entry.name),
        };
        assert!(rewrites(&c.compiled) > 0);
        assert_eq!(
            rewrites(&c.compiled),
            rewrites(&c.dynamic),
            "{}",
            c.entry.name
        );
    }
    let failure = |name: &str| {
        let c = report.cases.iter().find(|c| c.entry.name == name).unwrap();
        match (&c.compiled, &c.dynamic) {
            (PathOutcome::Failed(a), PathOutcome::Failed(b)) => (a, b),
            other => panic!("{name}: {other:?}"),
        }
    };
    assert!(matches!(
        failure("broken"),
        (CaseFailure::Compile(_), CaseFailure::Compile(_))
    ));
    assert!(matches!(
        failure("wrong_expectation"),
        (CaseFailure::Mismatch { .. }, CaseFailure::Mismatch { .. })
    ));
    assert_eq!(report.empty_roots, ["/nowhere"]);

    let line = case_line(&report.cases[1]);
    assert_eq!(
        line,
        format!(
            "ok    erase ({}): compiled ok, 2 rewrites; run time ok, 2 rewrites",
            erase.dir
        )
    );
    let line = case_line(&report.cases[0]);
    assert!(line.starts_with("FAIL  broken ("), "{line}");
    assert!(
        line.ends_with("): compiled FAILED; run time FAILED"),
        "{line}"
    );

    let text = report.to_string();
    assert!(
        text.starts_with("4 case(s): 2 passed, 2 failed\n"),
        "{text}"
    );
    assert!(text.contains("passed: erase, native\n"), "{text}");
    assert!(
        text.contains(
            "failed: broken (compiled, run-time), wrong_expectation (compiled, run-time)\n"
        ),
        "{text}"
    );
    assert!(text.contains("no case folder (one holding a patterns.pdll) in /nowhere\n"));
    for path in ["compiled", "run-time"] {
        assert!(
            text.contains(&format!(
                "--- case wrong_expectation ({}), {path} path\n",
                wrong.dir
            )),
            "{text}"
        );
    }
    // Both the build helper's and the run-time set's diagnostics name the error.
    for path in ["compiled", "run-time"] {
        let header = format!("--- case broken ({}), {path} path\n", broken.dir);
        let section = text.split(&header).nth(1).expect(&header);
        let section = section.split("\n--- ").next().unwrap();
        assert!(section.contains("undefined reference to `y`"), "{text}");
    }
}

#[test]
fn natives_with_rust_bodies_skip_the_run_time_path_only() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = write_case(
        tmp.path(),
        "rust_body",
        "Constraint Fast(op: Op) [{ true }];\n\
         Pattern { let r = op<test.a>; Fast(r); erase r; }\n",
        "\"test.a\"() : () -> ()\n",
        "\"builtin.module\"() ({\n}) : () -> ()\n",
    );
    let entry = CaseEntry {
        name: "rust_body",
        dir: leak(dir.display().to_string()),
        external: true,
        // Compiling the Rust body needs rustc: this test runs the run-time path only.
        compiled: Err("not compiled in this test"),
    };
    let dynamic = dynamic_outcome(&entry, &GreedyConfig::default());
    let PathOutcome::Skipped(why) = &dynamic else {
        panic!("{dynamic:?}");
    };
    assert_eq!(why, "native `Fast` with a Rust body, which needs rustc");
    // With the compiled path passing, the case passes, and the report says why the
    // run-time path did not run.
    let report = BatchReport {
        cases: vec![CaseOutcome {
            entry,
            compiled: PathOutcome::Passed { rewrites: 1 },
            dynamic,
        }],
        empty_roots: Vec::new(),
    };
    assert!(report.is_ok());
    assert!(case_line(&report.cases[0]).ends_with(
        "): compiled ok, 1 rewrite; run time skipped: native `Fast` with a Rust body, \
         which needs rustc"
    ));
    let text = report.to_string();
    assert!(
        text.contains(
            "skipped on the run-time path: rust_body (native `Fast` with a Rust body, \
             which needs rustc)\n"
        ),
        "{text}"
    );
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
    assert_eq!(report.passed().count(), 2);
}
