//! The corpus of MLIR's own tests: pdll-rs's parser and printers against mlir-opt-19
//! on every chunk of the test files of a local llvm-project checkout. Nothing of those
//! files is in this repository (see `tests/corpus/README.md`); the test is ignored and
//! needs `MLIR_TEST_ROOT=<llvm-project>/mlir/test`:
//!
//! ```sh
//! MLIR_TEST_ROOT=~/llvm-project/mlir/test \
//!   cargo test -p pdll-tests --release --test corpus -- --ignored --nocapture
//! ```
//!
//! For each chunk mlir-opt-19 accepts, three checks:
//! - (a) custom in, generic out: the chunk as written (custom form) parsed by us,
//!   printed in generic form, equals mlir-opt-19's generic output up to SSA names;
//! - (b) custom out: our default print ([`Ir::print`]) of mlir-opt-19's generic
//!   output equals mlir-opt-19's default output byte for byte;
//! - (c) generic in, generic out: mlir-opt-19's generic output parsed by us and
//!   printed in generic form equals itself up to SSA names.
//!
//! Chunks that use MLIR's test dialect or another registered dialect's C++ syntax are
//! counted apart from those of the core dialects ([`Scope`]).

use pdll::runtime::Ir;
use pdll_tests::custom_form::{
    context_for_chunk, first_difference, first_difference_up_to_names, parse_and_verify,
    split_chunks, FirstDifference,
};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The dialect folders whose every test file is in the corpus (but `*invalid*`
/// files, made of chunks that must fail); of the other folders of `Dialect/`, only
/// `ops.mlir`, `roundtrip.mlir` and `canonicalize.mlir`.
const FULL_DIALECTS: &[&str] = &[
    "Arith",
    "Math",
    "Func",
    "ControlFlow",
    "SCF",
    "Affine",
    "Tensor",
    "MemRef",
    "Vector",
];

/// The dialects whose syntax pdll-rs covers: MLIR's core dialects of the corpus (and
/// the builtin and `ub` dialects they use). A chunk whose ops are all of these, or of
/// dialects mlir-opt-19 does not register either, is a *core* chunk: the ones the
/// `MLIR_CORPUS_STRICT` goal is about.
const CORE_DIALECTS: &[&str] = &[
    "builtin", "arith", "math", "func", "cf", "scf", "affine", "tensor", "memref", "vector",
    "index", "ub",
];

/// Which chunks the totals hold apart.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Scope {
    /// Ops of the core dialects (and unregistered ones) only.
    Core,
    /// An op of MLIR's test dialect, which is C++ in mlir-opt's own test tree: no `.td`
    /// of it is installed, so there is no ODS to read its syntax from.
    TestDialect,
    /// An op of another dialect that mlir-opt-19 registers and prints in a custom form
    /// (`linalg.fill`, `bufferization.alloc_tensor`, `transform.named_sequence`: C++
    /// formats pdll-rs does not implement); the first such op name.
    Other(String),
}

/// The scope of an accepted chunk, from mlir-opt's outputs: the op names of its
/// generic output, and whether its default output prints them in a custom form (an
/// unregistered op prints quoted in both).
fn scope_of(reference: &Reference) -> Scope {
    let default = reference.default.as_deref().unwrap_or("");
    let mut other = None;
    for line in reference.generic.lines() {
        let line = line.trim_start();
        let rest = match line.find("= \"") {
            Some(at) if line.starts_with('%') => &line[at + 2..],
            _ => line,
        };
        let Some(name) = rest.strip_prefix('"').and_then(|r| r.split('"').next()) else {
            continue;
        };
        let Some((dialect, _)) = name.split_once('.') else {
            continue;
        };
        if dialect == "test" {
            return Scope::TestDialect;
        }
        if other.is_none()
            && !CORE_DIALECTS.contains(&dialect)
            && !default.contains(&format!("\"{name}\""))
        {
            other = Some(name.to_string());
        }
    }
    other.map_or(Scope::Core, Scope::Other)
}

/// The files of the corpus under `root` (`mlir/test`), each with its group (`IR` or
/// the dialect folder's name), sorted; only the groups named in `only` when given.
fn corpus_files(root: &Path, only: Option<&[String]>) -> Vec<(String, PathBuf)> {
    let wanted = |group: &str| only.is_none_or(|o| o.iter().any(|g| g.eq_ignore_ascii_case(group)));
    let mlir_files = |dir: &Path| -> Vec<PathBuf> {
        std::fs::read_dir(dir)
            .map(|rd| {
                rd.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "mlir"))
                    .collect()
            })
            .unwrap_or_default()
    };
    let mut files = Vec::new();
    if wanted("IR") {
        files.extend(
            mlir_files(&root.join("IR"))
                .into_iter()
                .map(|p| ("IR".to_string(), p)),
        );
    }
    if let Ok(dialects) = std::fs::read_dir(root.join("Dialect")) {
        for d in dialects.filter_map(|e| e.ok()) {
            let group = d.file_name().to_string_lossy().into_owned();
            if !wanted(&group) {
                continue;
            }
            let in_group: Vec<PathBuf> = if FULL_DIALECTS.contains(&group.as_str()) {
                mlir_files(&d.path())
                    .into_iter()
                    .filter(|p| {
                        !p.file_name()
                            .is_some_and(|n| n.to_string_lossy().contains("invalid"))
                    })
                    .collect()
            } else {
                ["ops.mlir", "roundtrip.mlir", "canonicalize.mlir"]
                    .iter()
                    .map(|n| d.path().join(n))
                    .filter(|p| p.is_file())
                    .collect()
            };
            files.extend(in_group.into_iter().map(|p| (group.clone(), p)));
        }
    }
    files.sort();
    files
}

/// mlir-opt-19's output for `chunk` (written to `scratch`) with `args`: its stdout if
/// it succeeded without a diagnostic, else its stderr (or why it did not run).
fn mlir_opt(opt: &str, args: &[&str], chunk: &str, scratch: &Path) -> Result<String, String> {
    std::fs::write(scratch, chunk).map_err(|e| format!("scratch file: {e}"))?;
    let out = Command::new(opt)
        .arg("--allow-unregistered-dialect")
        .args(args)
        .arg(scratch)
        .output()
        .map_err(|e| format!("{opt}: {e}"))?;
    // A chunk that only passes with diagnostics (warnings, remarks) is left out too:
    // the `expected-error` chunks.
    if out.status.success() && out.stderr.is_empty() {
        String::from_utf8(out.stdout).map_err(|_| "output is not UTF-8".to_string())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The outcome of one check.
#[derive(Debug)]
enum Check {
    Same,
    Differs(FirstDifference),
    /// Our parser or verifier failed (or mlir-opt's default print did, for (b)).
    Error(String),
}

impl Check {
    fn same(&self) -> bool {
        matches!(self, Check::Same)
    }

    fn from_difference(d: Option<FirstDifference>) -> Check {
        d.map_or(Check::Same, Check::Differs)
    }
}

/// What one accepted chunk gave.
struct Checked {
    /// (a) custom in, generic out.
    a: Check,
    /// (b) custom out, byte for byte.
    b: Check,
    /// (c) generic in, generic out.
    c: Check,
}

/// mlir-opt-19's outputs for a chunk it accepts.
struct Reference {
    generic: String,
    /// Its default (custom-form) output, or its error.
    default: Result<String, String>,
}

/// What became of one chunk.
enum Outcome {
    /// mlir-opt-19 rejected it (or accepted it only with a diagnostic).
    Rejected,
    Checked(Reference, Checked),
    /// Our code panicked (with the message).
    Panicked(Reference, String),
}

/// The three checks of one chunk (see the module docs).
fn check_chunk(chunk: &str, reference: &Reference) -> Checked {
    // (a) the chunk as written.
    let mut ctx = context_for_chunk(chunk);
    let a = match parse_and_verify(&mut ctx, chunk) {
        Ok(ir) => Check::from_difference(first_difference_up_to_names(
            &ir.print_generic(&ctx),
            &reference.generic,
        )),
        Err(e) => Check::Error(e),
    };
    // (c) and (b): mlir-opt's generic form read back, printed in both forms.
    let mut ctx = context_for_chunk(chunk);
    let (b, c) = match parse_and_verify(&mut ctx, &reference.generic) {
        Ok(ir) => {
            let c = Check::from_difference(first_difference_up_to_names(
                &ir.print_generic(&ctx),
                &reference.generic,
            ));
            let b = match &reference.default {
                Ok(default) => {
                    Check::from_difference(first_difference(&Ir::print(&ir, &ctx), default))
                }
                Err(e) => Check::Error(format!(
                    "mlir-opt's default print failed: {}",
                    first_line(e)
                )),
            };
            (b, c)
        }
        Err(e) => (
            Check::Error(format!("(generic input) {e}")),
            Check::Error(e),
        ),
    };
    Checked { a, b, c }
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("")
}

thread_local! {
    /// The message of the last panic on this thread (the quiet hook's record).
    static PANIC_MESSAGE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Runs `f`, catching a panic; the panic's message and location on failure. The
/// process's panic hook must be [`quiet_panic_hook`].
fn catching<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|_| {
        PANIC_MESSAGE
            .with(|m| m.borrow_mut().take())
            .unwrap_or_else(|| "panicked".to_string())
    })
}

/// A panic hook that records the message for [`catching`] instead of printing it.
fn quiet_panic_hook(info: &std::panic::PanicHookInfo<'_>) {
    let msg = info
        .payload()
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| info.payload().downcast_ref::<String>().cloned())
        .unwrap_or_default();
    let at = info
        .location()
        .map(|l| format!(" at {}:{}", l.file(), l.line()))
        .unwrap_or_default();
    PANIC_MESSAGE.with(|m| *m.borrow_mut() = Some(format!("{msg}{at}")));
}

/// One chunk of a corpus file.
struct Chunk {
    group: String,
    /// The file, relative to `mlir/test`.
    rel: String,
    index: usize,
    text: String,
}

/// Per-group counts: the table's row.
#[derive(Default)]
struct Row {
    files: usize,
    chunks: usize,
    accepted: usize,
    a_same: usize,
    b_same: usize,
    c_same: usize,
    a_errors: usize,
    c_errors: usize,
    panics: usize,
    /// Accepted chunks of the core dialects, and those of them equal in (a), (b), (c).
    core: usize,
    core_same: usize,
    /// Accepted chunks set apart: using the test dialect, using another dialect.
    test_dialect: usize,
    other_dialect: usize,
}

impl Row {
    fn add(&mut self, o: &Row) {
        self.files += o.files;
        self.chunks += o.chunks;
        self.accepted += o.accepted;
        self.a_same += o.a_same;
        self.b_same += o.b_same;
        self.c_same += o.c_same;
        self.a_errors += o.a_errors;
        self.c_errors += o.c_errors;
        self.panics += o.panics;
        self.core += o.core;
        self.core_same += o.core_same;
        self.test_dialect += o.test_dialect;
        self.other_dialect += o.other_dialect;
    }

    fn line(&self, name: &str) -> String {
        format!(
            "{name:<12} {:>5} {:>6} {:>8} {:>8} {:>8} {:>8} {:>10} {:>6} {:>9} {:>9}",
            self.files,
            self.chunks,
            self.accepted,
            self.a_same,
            self.b_same,
            self.c_same,
            format!("{}/{}", self.a_errors, self.c_errors),
            self.panics,
            format!("{}/{}", self.core_same, self.core),
            format!("{}/{}", self.test_dialect, self.other_dialect),
        )
    }
}

const TABLE_HEADER: &str =
    "group        files chunks accepted (a) same (b) same (c) same errors a/c panics core same test/other";

/// A line of a report, cut to a readable width.
fn clip(line: &str) -> String {
    const MAX: usize = 150;
    if line.chars().count() <= MAX {
        line.to_string()
    } else {
        format!("{}...", line.chars().take(MAX).collect::<String>())
    }
}

/// How a failing check reads in the report.
fn describe(label: &str, check: &Check) -> Option<String> {
    match check {
        Check::Same => None,
        Check::Error(e) => Some(format!("  {label} error: {}", clip(first_line(e)))),
        Check::Differs(d) => Some(format!(
            "  {label} line {}:\n      ours  {}\n      mlir  {}",
            d.line,
            d.ours.as_deref().map_or("(end of text)".to_string(), clip),
            d.theirs
                .as_deref()
                .map_or("(end of text)".to_string(), clip),
        )),
    }
}

/// Writes a failing chunk's input and mlir-opt's two outputs into `dir`.
fn write_case(dir: &Path, chunk: &Chunk, reference: &Reference) {
    let stem = format!(
        "{}.{}",
        chunk.rel.trim_end_matches(".mlir").replace('/', "__"),
        chunk.index
    );
    let _ = std::fs::create_dir_all(dir);
    let _ = std::fs::write(dir.join(format!("{stem}.input.mlir")), &chunk.text);
    let _ = std::fs::write(dir.join(format!("{stem}.generic.mlir")), &reference.generic);
    let default = match &reference.default {
        Ok(t) => t.clone(),
        Err(e) => format!("// mlir-opt-19's default print failed:\n{e}"),
    };
    let _ = std::fs::write(dir.join(format!("{stem}.default.mlir")), default);
}

fn env_list(name: &str) -> Option<Vec<String>> {
    std::env::var(name).ok().map(|v| {
        v.split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    })
}

#[test]
#[ignore = "needs MLIR_TEST_ROOT (an llvm-project mlir/test checkout) and mlir-opt-19"]
fn mlir_test_corpus_against_mlir_opt_19() {
    let start = Instant::now();
    let Some(root) = std::env::var_os("MLIR_TEST_ROOT").map(PathBuf::from) else {
        println!("skipped: set MLIR_TEST_ROOT to an llvm-project checkout's mlir/test");
        return;
    };
    let opt = std::env::var("MLIR_OPT").unwrap_or_else(|_| "mlir-opt-19".to_string());
    if Command::new(&opt).arg("--version").output().is_err() {
        println!("skipped: {opt} is not on PATH (set MLIR_OPT)");
        return;
    }
    let only = env_list("MLIR_CORPUS_DIALECTS");
    let show: usize = std::env::var("MLIR_CORPUS_SHOW")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let write_cases = std::env::var_os("MLIR_CORPUS_WRITE_CASES")
        .or_else(|| std::env::var_os("MLIR_CORPUS_FAILURES"))
        .map(PathBuf::from);
    let jobs: usize = std::env::var("MLIR_CORPUS_JOBS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
        .max(1);

    let files = corpus_files(&root, only.as_deref());
    assert!(
        !files.is_empty(),
        "no corpus files under {} (MLIR_CORPUS_DIALECTS={:?})",
        root.display(),
        only
    );
    let mut rows: BTreeMap<String, Row> = BTreeMap::new();
    let mut work = Vec::new();
    for (group, file) in &files {
        let rel = file
            .strip_prefix(&root)
            .unwrap_or(file)
            .display()
            .to_string();
        let Ok(text) = std::fs::read_to_string(file) else {
            continue;
        };
        rows.entry(group.clone()).or_default().files += 1;
        for (index, text) in split_chunks(&text).into_iter().enumerate() {
            work.push(Chunk {
                group: group.clone(),
                rel: rel.clone(),
                index,
                text,
            });
        }
    }

    // The chunks go to `jobs` threads, each running mlir-opt (twice per accepted
    // chunk) and our checks; panics in our code are caught and recorded quietly.
    let scratch_dir = std::env::temp_dir().join(format!("pdll-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&scratch_dir).expect("scratch directory");
    let next = AtomicUsize::new(0);
    let outcomes: Mutex<Vec<Option<Outcome>>> = Mutex::new((0..work.len()).map(|_| None).collect());
    let mlir_time = Mutex::new(Duration::ZERO);
    let ours_time = Mutex::new(Duration::ZERO);
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(quiet_panic_hook));
    std::thread::scope(|s| {
        for t in 0..jobs {
            let (work, next, outcomes) = (&work, &next, &outcomes);
            let (mlir_time, ours_time, opt) = (&mlir_time, &ours_time, &opt);
            let scratch = scratch_dir.join(format!("chunk{t}.mlir"));
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(chunk) = work.get(i) else { break };
                let t0 = Instant::now();
                // A chunk holding `{-# ... #-}` metadata is printed without
                // `--mlir-print-local-scope`, which drops the metadata (and so the
                // resource blobs) that pdll-rs prints.
                let metadata = chunk.text.contains("{-#");
                let scope: &[&str] = if metadata {
                    &[]
                } else {
                    &["--mlir-print-local-scope"]
                };
                let generic = mlir_opt(
                    opt,
                    &[&["--mlir-print-op-generic"], scope].concat(),
                    &chunk.text,
                    &scratch,
                );
                let outcome = match generic {
                    Err(_) => {
                        *mlir_time.lock().unwrap() += t0.elapsed();
                        Outcome::Rejected
                    }
                    Ok(generic) => {
                        let default = mlir_opt(opt, scope, &chunk.text, &scratch).map(|mut d| {
                            // Without `--mlir-print-local-scope`, mlir-opt ends its
                            // output with one more empty line.
                            if metadata {
                                d.pop();
                            }
                            d
                        });
                        *mlir_time.lock().unwrap() += t0.elapsed();
                        let reference = Reference { generic, default };
                        let t1 = Instant::now();
                        let checked = catching(|| check_chunk(&chunk.text, &reference));
                        *ours_time.lock().unwrap() += t1.elapsed();
                        match checked {
                            Ok(c) => Outcome::Checked(reference, c),
                            Err(msg) => Outcome::Panicked(reference, msg),
                        }
                    }
                };
                outcomes.lock().unwrap()[i] = Some(outcome);
            });
        }
    });
    std::panic::set_hook(default_hook);
    let _ = std::fs::remove_dir_all(&scratch_dir);
    let outcomes = outcomes.into_inner().unwrap();

    let mut failing = Vec::new();
    for (chunk, outcome) in work.iter().zip(&outcomes) {
        let row = rows.entry(chunk.group.clone()).or_default();
        row.chunks += 1;
        let Some(outcome) = outcome else { continue };
        match outcome {
            Outcome::Rejected => {}
            Outcome::Panicked(reference, msg) => {
                row.accepted += 1;
                row.panics += 1;
                failing.push((chunk, reference, format!("  PANIC: {}", clip(msg))));
            }
            Outcome::Checked(reference, c) => {
                row.accepted += 1;
                let scope = scope_of(reference);
                match &scope {
                    Scope::Core => {
                        row.core += 1;
                        row.core_same += usize::from(c.a.same() && c.b.same() && c.c.same());
                    }
                    Scope::TestDialect => row.test_dialect += 1,
                    Scope::Other(_) => row.other_dialect += 1,
                }
                row.a_same += usize::from(c.a.same());
                row.b_same += usize::from(c.b.same());
                row.c_same += usize::from(c.c.same());
                row.a_errors += usize::from(matches!(c.a, Check::Error(_)));
                row.c_errors += usize::from(matches!(c.c, Check::Error(_)));
                let mut lines: Vec<String> = [("(a)", &c.a), ("(b)", &c.b), ("(c)", &c.c)]
                    .into_iter()
                    .filter_map(|(label, check)| describe(label, check))
                    .collect();
                if !lines.is_empty() {
                    match scope {
                        Scope::Core => {}
                        Scope::TestDialect => lines.insert(0, "  [set apart: test dialect]".into()),
                        Scope::Other(op) => lines.insert(0, format!("  [set apart: {op}]")),
                    }
                    failing.push((chunk, reference, lines.join("\n")));
                }
            }
        }
    }

    let mut total = Row::default();
    println!("\n{TABLE_HEADER}");
    for (group, row) in &rows {
        println!("{}", row.line(group));
        total.add(row);
    }
    println!("{}", total.line("total"));
    println!(
        "(a) custom in, generic out (up to SSA names); (b) default print, byte for byte; \
         (c) generic in, generic out (up to SSA names); errors: our parse or verify \
         errors in (a)/(c); core same: chunks of the core dialects (and unregistered ops) \
         equal in all three checks, of all such chunks; test/other: accepted chunks set \
         apart, using MLIR's test dialect (no .td installed) / another registered \
         dialect's C++ syntax"
    );

    // The chunks that count against the goal first.
    failing.sort_by_key(|(_, _, text)| text.contains("[set apart: "));
    if !failing.is_empty() {
        println!(
            "\nfailing chunks: {} (the first {} below; MLIR_CORPUS_SHOW=N for more)",
            failing.len(),
            show.min(failing.len())
        );
        for (chunk, _, text) in failing.iter().take(show) {
            println!("{} chunk {}:\n{text}", chunk.rel, chunk.index);
        }
    }
    if let Some(dir) = &write_cases {
        for (chunk, reference, _) in &failing {
            write_case(dir, chunk, reference);
        }
        println!(
            "\nwrote {} failing chunks to {}",
            failing.len(),
            dir.display()
        );
    }
    println!(
        "\nrun time: {:.1} s wall, {jobs} threads ({:.1} s in mlir-opt-19, {:.1} s in ours, summed over threads)",
        start.elapsed().as_secs_f64(),
        mlir_time.into_inner().unwrap().as_secs_f64(),
        ours_time.into_inner().unwrap().as_secs_f64()
    );
    assert_eq!(
        total.panics, 0,
        "our parser or printers panicked on some chunks"
    );
    if std::env::var_os("MLIR_CORPUS_STRICT").is_some() {
        assert_eq!(
            total.core_same, total.core,
            "some chunks of the core dialects differ from mlir-opt-19"
        );
    }
}

#[test]
fn chunks_split_on_separator_lines() {
    let c = split_chunks("a\n// -----\nb\n  // ----- x\nc\n");
    assert_eq!(c, vec!["a\n", "b\n", "c\n"]);
}

#[test]
fn corpus_groups_and_selection() {
    let root = tempfile::tempdir().expect("temporary directory");
    let mk = |rel: &str| {
        let p = root.path().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, "").unwrap();
    };
    for rel in [
        "IR/parser.mlir",
        "Dialect/Arith/ops.mlir",
        "Dialect/Arith/invalid.mlir",
        "Dialect/Arith/expand-ops.mlir",
        "Dialect/Arith/sub/deep.mlir",
        "Dialect/LLVMIR/roundtrip.mlir",
        "Dialect/LLVMIR/other.mlir",
    ] {
        mk(rel);
    }
    let rels = |only: Option<&[String]>| -> Vec<String> {
        corpus_files(root.path(), only)
            .into_iter()
            .map(|(g, p)| format!("{g}:{}", p.strip_prefix(root.path()).unwrap().display()))
            .collect()
    };
    assert_eq!(
        rels(None),
        vec![
            "Arith:Dialect/Arith/expand-ops.mlir",
            "Arith:Dialect/Arith/ops.mlir",
            "IR:IR/parser.mlir",
            "LLVMIR:Dialect/LLVMIR/roundtrip.mlir",
        ]
    );
    let only = ["arith".to_string(), "IR".to_string()];
    assert_eq!(
        rels(Some(&only)),
        vec![
            "Arith:Dialect/Arith/expand-ops.mlir",
            "Arith:Dialect/Arith/ops.mlir",
            "IR:IR/parser.mlir",
        ]
    );
}
