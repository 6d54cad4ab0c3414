//! The corpus of MLIR's own tests: `pdll ir` against mlir-opt-19 on every chunk of
//! `mlir/test/IR/*.mlir` and `mlir/test/Dialect/*/{ops,roundtrip,canonicalize}.mlir`
//! of a local llvm-project checkout. Nothing of those files is in this repository
//! (see `tests/corpus/README.md`); the test is ignored and needs
//! `MLIR_TEST_ROOT=<llvm-project>/mlir/test`:
//!
//! ```sh
//! MLIR_TEST_ROOT=~/llvm-project/mlir/test \
//!   cargo test -p pdll-tests --release --test corpus -- --ignored --nocapture
//! ```

use pdll::runtime::{verify, Context, Ir};
use pdll_tests::normalize::normalize_ssa_names;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The files of the corpus under `root` (`mlir/test`), sorted.
fn corpus_files(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mlir_files = |dir: &Path| -> Vec<PathBuf> {
        std::fs::read_dir(dir)
            .map(|rd| {
                rd.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
                    .collect()
            })
            .unwrap_or_default()
    };
    files.extend(mlir_files(&root.join("IR")));
    if let Ok(dialects) = std::fs::read_dir(root.join("Dialect")) {
        for d in dialects.filter_map(|e| e.ok()) {
            for name in ["ops.mlir", "roundtrip.mlir", "canonicalize.mlir"] {
                let p = d.path().join(name);
                if p.is_file() {
                    files.push(p);
                }
            }
        }
    }
    files.sort();
    files
}

/// The chunks of a test file, split on `// -----` lines as `-split-input-file` does.
fn chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        if line.trim_start().starts_with("// -----") {
            out.push(String::new());
        } else {
            let cur = out.last_mut().expect("one chunk at least");
            cur.push_str(line);
            cur.push('\n');
        }
    }
    out
}

/// What mlir-opt-19 prints for `chunk` in generic form, or `None` if it rejects it.
fn mlir_opt(mlir_opt: &str, chunk: &str, scratch: &Path) -> Option<String> {
    std::fs::write(scratch, chunk).ok()?;
    let out = Command::new(mlir_opt)
        .args([
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "--mlir-print-local-scope",
        ])
        .arg(scratch)
        .output()
        .ok()?;
    // A chunk that only passes with diagnostics (warnings, remarks) is left out too.
    (out.status.success() && out.stderr.is_empty())
        .then(|| String::from_utf8(out.stdout).ok())
        .flatten()
}

/// Ours: parse, verify, print; the error text on failure.
fn pdll_ir(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, src)
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    verify(&ctx, &ir, ir.top_region()).map_err(|e| format!("verifier: {e:?}"))?;
    Ok(ir.print_generic(&ctx))
}

#[derive(Default)]
struct Counts {
    chunks: usize,
    rejected_by_mlir: usize,
    same: usize,
    differ: usize,
    parse_error: usize,
    panicked: usize,
}

#[test]
#[ignore = "needs MLIR_TEST_ROOT (an llvm-project mlir/test checkout) and mlir-opt-19"]
fn mlir_test_corpus_prints_like_mlir_opt_19() {
    let Some(root) = std::env::var_os("MLIR_TEST_ROOT").map(PathBuf::from) else {
        println!("skipped: set MLIR_TEST_ROOT to an llvm-project checkout's mlir/test");
        return;
    };
    let opt = std::env::var("MLIR_OPT").unwrap_or_else(|_| "mlir-opt-19".to_string());
    if Command::new(&opt).arg("--version").output().is_err() {
        println!("skipped: {opt} is not on PATH (set MLIR_OPT)");
        return;
    }
    let files = corpus_files(&root);
    assert!(
        !files.is_empty(),
        "no corpus files under {}",
        root.display()
    );
    let scratch_dir = std::env::temp_dir().join(format!("pdll-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&scratch_dir).expect("scratch directory");
    let scratch = scratch_dir.join("chunk.mlir");
    // Failing chunks, in mlir-opt's generic form, for a closer look (not in the repo).
    let keep = std::env::var_os("MLIR_CORPUS_FAILURES").map(PathBuf::from);
    let mut total = Counts::default();
    let mut report = String::new();
    for file in &files {
        let rel = file
            .strip_prefix(&root)
            .unwrap_or(file)
            .display()
            .to_string();
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(_) => continue,
        };
        let mut c = Counts::default();
        for (i, chunk) in chunks(&text).iter().enumerate() {
            c.chunks += 1;
            let Some(expected) = mlir_opt(&opt, chunk, &scratch) else {
                c.rejected_by_mlir += 1;
                continue;
            };
            let ours = std::panic::catch_unwind(|| pdll_ir(&expected));
            let outcome = match ours {
                Err(_) => {
                    c.panicked += 1;
                    "panicked".to_string()
                }
                Ok(Err(e)) => {
                    c.parse_error += 1;
                    format!("error {e}")
                }
                Ok(Ok(ours)) => {
                    let a = normalize_ssa_names(ours.trim_end());
                    let b = normalize_ssa_names(expected.trim_end());
                    if a == b {
                        c.same += 1;
                        continue;
                    }
                    c.differ += 1;
                    let first = a
                        .lines()
                        .zip(b.lines())
                        .find(|(x, y)| x != y)
                        .map(|(x, y)| format!("ours   {x}\n    mlir   {y}"))
                        .unwrap_or_else(|| "(lengths differ)".to_string());
                    format!("differs\n    {first}")
                }
            };
            report.push_str(&format!("{rel} chunk {i}: {outcome}\n"));
            if let Some(dir) = &keep {
                let name = format!("{}.{i}.mlir", rel.replace('/', "_"));
                let _ = std::fs::create_dir_all(dir);
                let _ = std::fs::write(dir.join(name), &expected);
            }
        }
        println!(
            "{rel}: {} chunks, {} accepted by mlir-opt, {} same",
            c.chunks,
            c.chunks - c.rejected_by_mlir,
            c.same
        );
        total.chunks += c.chunks;
        total.rejected_by_mlir += c.rejected_by_mlir;
        total.same += c.same;
        total.differ += c.differ;
        total.parse_error += c.parse_error;
        total.panicked += c.panicked;
    }
    let _ = std::fs::remove_dir_all(&scratch_dir);
    println!("\n{report}");
    let accepted = total.chunks - total.rejected_by_mlir;
    println!(
        "corpus: {} files, {} chunks, {} accepted by mlir-opt-19; pdll ir: {} same, {} differ, {} parse or verify errors, {} panics",
        files.len(),
        total.chunks,
        accepted,
        total.same,
        total.differ,
        total.parse_error,
        total.panicked
    );
    assert_eq!(total.panicked, 0, "pdll ir panicked on some chunks");
    if std::env::var_os("MLIR_CORPUS_STRICT").is_some() {
        assert_eq!(total.same, accepted, "some chunks differ from mlir-opt-19");
    }
}

#[test]
fn chunks_split_on_separator_lines() {
    let c = chunks("a\n// -----\nb\n  // ----- x\nc\n");
    assert_eq!(c, vec!["a\n", "b\n", "c\n"]);
}
