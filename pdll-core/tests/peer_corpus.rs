//! Differential test against MLIR's own `mlir-pdll` tests (`mlir/test/mlir-pdll/**` of
//! llvm-project), with `mlir-pdll-19` itself as the judge. The test data is not in
//! this repository: point `MLIR_TEST_ROOT` at an llvm-project `mlir/test` directory
//! (see `tests/peer_corpus.md`). Ignored by default; run it with
//! `MLIR_TEST_ROOT=... cargo test -p pdll-core --test peer_corpus -- --ignored --nocapture`.
//!
//! Each `.pdll` file is split on its `// -----` lines as `mlir-pdll -split-input-file`
//! does, and each chunk is written to a file of its own and classified:
//! - **C++**: it holds a `[{ ... }]` native body, which is C++ in MLIR and Rust here:
//!   out of scope, only counted;
//! - **ODS**: it includes a `.td` file; run like any other chunk once our front end
//!   reads `.td` includes, counted as pending while it reports them unsupported;
//! - otherwise `mlir-pdll-19` runs on it (`-I` the file's directory and MLIR's include
//!   directory; `-x=mlir` under `CodeGen/MLIR`), and:
//!   - when it fails, our check (what `pdll check` runs) must fail with its first error
//!     on the same line as mlir-pdll's first error (**errors**);
//!   - when it passes, our check must pass (**accepted**), and under `CodeGen/MLIR`
//!     our PDL must equal mlir-pdll's once both went through `mlir-opt-19`
//!     (**codegen**).
//! - Chunks that MLIR 19 does not handle as their test expects (a test newer than
//!   MLIR 19: a passing test it rejects, or a failing test whose `CHECK` text its first
//!   error does not contain) are listed and skipped.
//!
//! The test prints the counts per category and every disagreement, and fails on a
//! disagreement that [`KNOWN_DIFFERENCES`] does not list with its reason.

use pdll_core::build::Config;
use pdll_core::diag::Diagnostic;
use pdll_core::pdl;
use pdll_core::sema;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{self, ParseOptions};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const MLIR_PDLL: &str = "mlir-pdll-19";
#[path = "support/mlir_opt.rs"]
mod mlir_opt;
use mlir_opt::{mlir_opt, MLIR_OPT};

/// Where MLIR's ODS `.td` files are (the Debian/Ubuntu `libmlir-19-dev` location),
/// unless `MLIR_INCLUDE_DIR` says otherwise.
const DEFAULT_MLIR_INCLUDE: &str = "/usr/lib/llvm-19/include";

/// Chunks where we differ from mlir-pdll 19 on purpose: (file relative to
/// `mlir-pdll/`, a text that picks the chunk out of its file, why).
const KNOWN_DIFFERENCES: &[(&str, &str, &str)] = &[
    (
        "Parser/stmt-failure.pdll",
        "  erase _: Op\n}",
        "a missing `;` is reported right after the statement it should end, with a help \
         to add it there (as rustc does; issue 17); mlir-pdll reports it at the next token, \
         the `}` on the next line",
    ),
    (
        "Parser/stmt-failure.pdll",
        "  return arg\n}",
        "a missing `;` is reported right after the statement it should end (as above)",
    ),
    (
        "Parser/rewrite-failure.pdll",
        "Rewrite Foo() -> Value => erase",
        "a lambda body that returns nothing is reported at the body; mlir-pdll reports the \
         missing return at the token after the declaration (here the end of the input, two \
         lines further)",
    ),
];

/// One `// -----` chunk of a test file.
struct Chunk {
    /// The test file, relative to the `mlir-pdll` directory.
    file: String,
    /// 1-based position of the chunk in its file.
    index: usize,
    /// The chunk's text, as `-split-input-file` gives it to the parser.
    text: String,
    /// The directory of the test file (for `-I`).
    dir: PathBuf,
    /// Under `CodeGen/MLIR`: its PDL output is compared too.
    codegen: bool,
    /// The test file expects failure (its `RUN:` line starts with `not`).
    expects_failure: bool,
}

impl Chunk {
    fn name(&self) -> String {
        format!("{} #{}", self.file, self.index)
    }

    /// The texts its `CHECK` lines look for, without a leading `:L:C: error: `.
    fn check_texts(&self) -> Vec<String> {
        self.text
            .lines()
            .filter_map(|l| {
                let l = l.trim_start().strip_prefix("//")?.trim_start();
                let rest = l.strip_prefix("CHECK:")?.trim();
                let rest = match rest.find("error: ") {
                    Some(i) => &rest[i + "error: ".len()..],
                    None => rest,
                };
                Some(rest.trim().to_owned())
            })
            .filter(|s| !s.is_empty())
            .collect()
    }

    /// The index and reason of its entry in [`KNOWN_DIFFERENCES`].
    fn known_difference(&self) -> Option<(usize, &'static str)> {
        KNOWN_DIFFERENCES
            .iter()
            .position(|(file, needle, _)| *file == self.file && self.text.contains(needle))
            .map(|i| (i, KNOWN_DIFFERENCES[i].2))
    }
}

/// What mlir-pdll said about a chunk.
enum MlirResult {
    /// It failed; its first error's line and message, and whether that error came from
    /// the PDL verifier after lowering (`loc(...): error:`) rather than the front end.
    Failed {
        line: usize,
        message: String,
        at_lowering: bool,
    },
    /// It passed; its stdout.
    Passed(String),
    /// It crashed every time it was tried (mlir-pdll 19 has memory bugs).
    Crashed(String),
}

/// The splitting of `-split-input-file`: the marker line ends the chunk before it,
/// the next chunk starts with the rest of the marker's line (its newline), so line
/// numbers inside a chunk are those mlir-pdll reports.
fn split(text: &str) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            chunks.push(std::mem::take(&mut current));
            current.push('\n');
        } else {
            current.push_str(line);
        }
    }
    chunks.push(current);
    chunks
}

fn pdll_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            pdll_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "pdll") {
            out.push(path);
        }
    }
}

fn chunks(root: &Path) -> Vec<Chunk> {
    let mut files = Vec::new();
    pdll_files(root, &mut files);
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let rel = path
            .strip_prefix(root)
            .expect("under the root")
            .to_string_lossy()
            .replace('\\', "/");
        let expects_failure = text.lines().any(|l| l.contains("RUN: not "));
        for (i, chunk) in split(&text).into_iter().enumerate() {
            out.push(Chunk {
                file: rel.clone(),
                index: i + 1,
                text: chunk,
                dir: path.parent().expect("a directory").to_path_buf(),
                codegen: rel.starts_with("CodeGen/MLIR/"),
                expects_failure,
            });
        }
    }
    out
}

fn tool_present(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The first error of mlir's stderr: its line, its message, and whether it is a PDL
/// verifier error (`loc("FILE":LINE:COL): error: ...`) rather than the front end's
/// (`FILE:LINE:COL: error: ...`).
fn first_mlir_error(stderr: &str) -> Option<(usize, String, bool)> {
    stderr.lines().find_map(|l| {
        let (pos, message) = l.split_once(": error: ")?;
        let verifier = pos.starts_with("loc(");
        let pos = pos.trim_end_matches(')');
        let mut parts = pos.rsplitn(3, ':');
        let _col: usize = parts.next()?.parse().ok()?;
        let line: usize = parts.next()?.parse().ok()?;
        Some((line, message.to_owned(), verifier))
    })
}

/// Runs mlir-pdll as the chunk's test does (AST dump, or `-x=mlir` under
/// `CodeGen/MLIR`); when that passes, also to PDL (`-x=mlir`), as `pdll check`
/// compiles everything: what only the PDL verifier rejects fails there.
fn run_mlir_pdll(chunk: &Chunk, file: &Path, include: &Path) -> MlirResult {
    let first = run_mlir_pdll_as(chunk, file, include, chunk.codegen);
    match first {
        MlirResult::Passed(_) if !chunk.codegen => {
            match run_mlir_pdll_as(chunk, file, include, true) {
                MlirResult::Passed(_) => first,
                lowered => lowered,
            }
        }
        _ => first,
    }
}

fn run_mlir_pdll_as(chunk: &Chunk, file: &Path, include: &Path, to_pdl: bool) -> MlirResult {
    let mut last = String::new();
    // mlir-pdll 19 crashes on some runs of some inputs (see tests/pdl/regen.sh).
    for _ in 0..10 {
        let mut cmd = Command::new(MLIR_PDLL);
        cmd.arg(file)
            .arg("-I")
            .arg(&chunk.dir)
            .arg("-I")
            .arg(include);
        if to_pdl {
            cmd.arg("-x=mlir");
        }
        let out = cmd.output().expect("mlir-pdll-19 runs");
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        if out.status.success() {
            return MlirResult::Passed(String::from_utf8_lossy(&out.stdout).into_owned());
        }
        if out.status.code() == Some(1) {
            if let Some((line, message, at_lowering)) = first_mlir_error(&stderr) {
                return MlirResult::Failed {
                    line,
                    message,
                    at_lowering,
                };
            }
        }
        last = stderr;
    }
    MlirResult::Crashed(last.lines().next().unwrap_or_default().to_owned())
}

/// Our verdict on a chunk file, as `pdll check` gives it: `Ok`, or the first error's
/// line (in the chunk file, `None` when it is elsewhere) and its one-line text.
fn run_ours(file: &Path, dir: &Path, include: &Path) -> Result<(), (Option<usize>, String)> {
    let config = Config::new()
        .cargo_directives(false)
        .include_dir(dir)
        .include_dir(include);
    let err = match config.generate(file, "Patterns") {
        Ok(_) => return Ok(()),
        Err(e) => e,
    };
    let Some(first) = err.diagnostics.iter().find(|d| d.is_error()) else {
        return Err((None, err.summary));
    };
    Err(first_error(first, &err.sources, file))
}

fn first_error(d: &Diagnostic, sources: &SourceMap, file: &Path) -> (Option<usize>, String) {
    let loc = sources.location(d.span);
    let in_chunk = loc.as_ref().is_some_and(|l| {
        Path::new(&l.file).file_name() == file.file_name()
            && !l.file.ends_with(".td")
            && !l.file.contains("include/")
    });
    let line = loc.filter(|_| in_chunk).map(|l| l.line);
    (
        line,
        d.one_line(sources).lines().next().unwrap_or("").to_owned(),
    )
}

/// Our PDL for a chunk (front end, lowering, printing).
fn our_pdl(file: &Path, dir: &Path, include: &Path) -> Result<String, String> {
    let options = ParseOptions {
        include_dirs: vec![dir.to_path_buf(), include.to_path_buf()],
        ..ParseOptions::default()
    };
    let (module, diags) = syntax::parse_file(file, &options, &mut SourceMap::new());
    let module = module
        .filter(|_| !diags.iter().any(Diagnostic::is_error))
        .ok_or("syntax errors")?;
    let (program, _) = sema::check(&module);
    let program = program.ok_or("semantic errors")?;
    let module = pdl::lower(&program).map_err(|d| format!("lowering errors: {d:?}"))?;
    Ok(module.to_mlir_string())
}

/// The text as `mlir-opt-19` prints it, locations dropped.
fn normalize(text: &str) -> Result<String, String> {
    mlir_opt(
        text,
        &[
            "--allow-unregistered-dialect",
            "--mlir-print-debuginfo=false",
        ],
    )
}

/// Counts of one category: chunks where we agree, out of those compared.
#[derive(Default)]
struct Tally {
    agree: usize,
    total: usize,
}

#[derive(Default)]
struct Report {
    tallies: BTreeMap<&'static str, Tally>,
    cpp: usize,
    ods_pending: usize,
    skipped: Vec<String>,
    known: Vec<String>,
    /// The [`KNOWN_DIFFERENCES`] entries that matched a disagreement.
    known_hit: std::collections::BTreeSet<usize>,
    unexpected: Vec<String>,
}

impl Report {
    fn record(&mut self, category: &'static str, chunk: &Chunk, disagreement: Option<String>) {
        let tally = self.tallies.entry(category).or_default();
        tally.total += 1;
        match disagreement {
            None => tally.agree += 1,
            Some(what) => {
                let line = format!("{} [{category}]: {what}", chunk.name());
                match chunk.known_difference() {
                    Some((i, why)) => {
                        self.known_hit.insert(i);
                        self.known.push(format!("{line}\n    known: {why}"));
                    }
                    None => self.unexpected.push(line),
                }
            }
        }
    }
}

/// Compares one chunk (not C++, not a pending ODS chunk) with mlir-pdll.
fn compare(
    chunk: &Chunk,
    file: &Path,
    include: &Path,
    report: &mut Report,
    category: &'static str,
) {
    let mlir = run_mlir_pdll(chunk, file, include);
    let ours = run_ours(file, &chunk.dir, include);
    if category == "ODS" {
        if let Err((_, msg)) = &ours {
            if msg.contains("includes are not supported") {
                report.ods_pending += 1;
                return;
            }
        }
    }
    match mlir {
        MlirResult::Crashed(why) => report
            .skipped
            .push(format!("{}: mlir-pdll-19 crashes: {why}", chunk.name())),
        MlirResult::Failed {
            line,
            message,
            at_lowering: true,
        } => {
            // Only the PDL verifier rejects it (these tests dump the AST, so they do
            // not expect that): our check must fail on the same line.
            let category = if category == "ODS" {
                category
            } else {
                "errors (PDL verifier)"
            };
            let disagreement = match ours {
                Ok(()) => Some(format!("accepted; mlir-pdll -x=mlir: {line}: {message}")),
                Err((Some(ours_line), _)) if ours_line == line => None,
                Err((_, ours_msg)) => Some(format!(
                    "first error differs; mlir-pdll -x=mlir: {line}: {message}; ours: {ours_msg}"
                )),
            };
            report.record(category, chunk, disagreement);
        }
        MlirResult::Failed {
            line,
            message,
            at_lowering: false,
        } => {
            if !chunk.expects_failure {
                report.skipped.push(format!(
                    "{}: newer than MLIR 19 (it fails: {line}: {message})",
                    chunk.name()
                ));
                return;
            }
            let checks = chunk.check_texts();
            if !checks.iter().any(|c| message.contains(c.as_str())) {
                report.skipped.push(format!(
                    "{}: newer than MLIR 19 (its first error `{message}` is not the CHECKed one)",
                    chunk.name()
                ));
                return;
            }
            let category = if category == "ODS" {
                category
            } else {
                "errors"
            };
            let disagreement = match ours {
                Ok(()) => Some(format!("accepted; mlir-pdll: {line}: {message}")),
                Err((Some(ours_line), _)) if ours_line == line => None,
                Err((_, ours_msg)) => Some(format!(
                    "first error differs; mlir-pdll: {line}: {message}; ours: {ours_msg}"
                )),
            };
            report.record(category, chunk, disagreement);
        }
        MlirResult::Passed(pdl) => {
            let accepted_category = if category == "ODS" {
                category
            } else {
                "accepted"
            };
            if let Err((_, msg)) = ours {
                report.record(accepted_category, chunk, Some(format!("rejected: {msg}")));
                return;
            }
            report.record(accepted_category, chunk, None);
            if chunk.codegen {
                let disagreement = match (normalize(&pdl), our_pdl(file, &chunk.dir, include)) {
                    (Err(e), _) => Some(format!("mlir-opt rejects mlir-pdll's PDL: {e}")),
                    (_, Err(e)) => Some(format!("our lowering fails: {e}")),
                    (Ok(want), Ok(ours)) => match normalize(&ours) {
                        Err(e) => Some(format!("mlir-opt rejects our PDL: {e}")),
                        Ok(got) if got == want => None,
                        Ok(got) => Some(format!(
                            "PDL differs:\n{}",
                            similar::TextDiff::from_lines(&want, &got)
                                .unified_diff()
                                .header("mlir-pdll-19", "ours")
                        )),
                    },
                };
                report.record("codegen", chunk, disagreement);
            }
        }
    }
}

#[test]
#[ignore = "needs llvm-project's mlir/test in MLIR_TEST_ROOT and mlir-pdll-19, mlir-opt-19"]
fn mlir_pdll_tests_agree() {
    let Some(root) = std::env::var_os("MLIR_TEST_ROOT") else {
        println!("peer_corpus: MLIR_TEST_ROOT is not set (an llvm-project `mlir/test` directory); skipped");
        return;
    };
    let root = PathBuf::from(root).join("mlir-pdll");
    assert!(root.is_dir(), "{} is not a directory", root.display());
    for tool in [MLIR_PDLL, MLIR_OPT] {
        if !tool_present(tool) {
            println!("peer_corpus: `{tool}` is not installed; skipped");
            return;
        }
    }
    let include = std::env::var_os("MLIR_INCLUDE_DIR")
        .map_or_else(|| PathBuf::from(DEFAULT_MLIR_INCLUDE), PathBuf::from);
    let tmp = tempfile::tempdir().expect("a temporary directory");

    let all = chunks(&root);
    assert!(!all.is_empty(), "no .pdll files under {}", root.display());
    let mut report = Report::default();
    for chunk in &all {
        if chunk.text.contains("[{") {
            report.cpp += 1;
            continue;
        }
        let file = tmp.path().join(format!(
            "{}-{}.pdll",
            chunk.file.replace(['/', '.'], "_"),
            chunk.index
        ));
        std::fs::write(&file, &chunk.text).expect("the chunk file is written");
        let is_ods = chunk
            .text
            .lines()
            .any(|l| l.trim_start().starts_with("#include") && l.contains(".td\""));
        let category = if is_ods { "ODS" } else { "plain" };
        compare(chunk, &file, &include, &mut report, category);
    }

    println!("peer_corpus: {} chunks in {}", all.len(), root.display());
    for (category, t) in &report.tallies {
        println!("  {category}: {} / {} agree", t.agree, t.total);
    }
    println!(
        "  ODS pending (`.td` includes unsupported): {}",
        report.ods_pending
    );
    println!("  C++ bodies (out of scope): {}", report.cpp);
    println!(
        "  skipped (not handled by MLIR 19): {}",
        report.skipped.len()
    );
    for s in &report.skipped {
        println!("    {s}");
    }
    println!("  known differences: {}", report.known.len());
    for s in &report.known {
        println!("    {s}");
    }
    // Entries that matched nothing: fixed since, or another version of the tests.
    for (i, (file, needle, _)) in KNOWN_DIFFERENCES.iter().enumerate() {
        if !report.known_hit.contains(&i) {
            println!("  note: known difference {file} `{needle}` was not seen");
        }
    }
    println!("  unexpected disagreements: {}", report.unexpected.len());
    for s in &report.unexpected {
        println!("    {s}");
    }
    assert!(
        report.unexpected.is_empty(),
        "{} disagreements with mlir-pdll-19 not in KNOWN_DIFFERENCES (listed above)",
        report.unexpected.len()
    );
}
