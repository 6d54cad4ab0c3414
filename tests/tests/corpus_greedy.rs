//! The greedy driver's own work on real MLIR: every chunk of the `.mlir` files of a
//! local directory (another project's IR, MLIR's test files, ...; nothing of them is in
//! this repository), run through our driver with a pattern set that matches nothing and
//! through `mlir-opt-19 --test-pdl-bytecode-pass` with a PDL pattern that matches
//! nothing (what `mlir-pdll-19` lowers a no-match PDLL pattern to), must come out the
//! same. The test is ignored and needs `MLIR_GREEDY_CORPUS=<dir>`:
//!
//! ```sh
//! MLIR_GREEDY_CORPUS=~/llvm-project/mlir/test/Dialect/Arith \
//!   cargo test -p pdll-tests --release --test corpus_greedy -- --ignored --nocapture
//! ```
//!
//! Files are split on `// -----` lines; a chunk counts when mlir-opt-19 reads it
//! without a diagnostic, it uses no op of MLIR's test dialect (C++ only, registered in
//! mlir-opt: counted apart), and we read it too (in a context with its dialects and those
//! MLIR loads with them, as `pdll apply` registers them). Both outputs are printed in
//! mlir-opt's default form with `--mlir-print-local-scope` and compared byte for byte.
//! Each file's line says how many chunks are equal, and for the others which of the
//! driver's effects differ, judged from the ops each output has
//! ([`classify`]): `constants` (the same ops, in another order: hoisting), `merged`
//! (constant ops more or fewer), `folded/dead` (other ops more or fewer), `blocks`
//! (block labels more or fewer), `other`. `MLIR_GREEDY_DIFFS=1` prints the first
//! differing line of each chunk.

use pdll::runtime::driver::{apply_patterns_to_module, GreedyConfig};
use pdll::runtime::pattern::FnPatternSet;
use pdll_tests::custom_form::{
    context_with_dependents_for_chunk, first_difference, parse_and_verify, split_chunks,
};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The pattern module the reference run uses: one PDL pattern that matches nothing.
const NO_MATCH_PATTERNS: &str = "module @patterns {
  pdl.pattern @matches_nothing : benefit(1) {
    %root = pdl.operation \"pdll_corpus.matches_nothing\"
    pdl.rewrite %root { pdl.erase %root }
  }
}
";

/// Runs mlir-opt-19 on `input` (written to `scratch`) with `args`: stdout on success
/// without a diagnostic.
fn mlir_opt(args: &[&str], input: &str, scratch: &Path) -> Option<String> {
    std::fs::write(scratch, input).ok()?;
    let out = Command::new("mlir-opt-19")
        .arg("--allow-unregistered-dialect")
        .args(args)
        .arg(scratch)
        .output()
        .ok()?;
    (out.status.success() && out.stderr.is_empty())
        .then(|| String::from_utf8(out.stdout).ok())
        .flatten()
}

/// What mlir-opt-19's driver makes of `chunk` (a module's body or bare ops): the body
/// of `module @ir` after the test pass, as a plain module.
fn reference(chunk: &str, scratch: &Path) -> Option<String> {
    // The chunk as one module's body: a chunk that is one `module { ... }` is read
    // back through mlir-opt's own print, which writes it as bare ops inside one.
    let printed = mlir_opt(&["--mlir-print-local-scope"], chunk, scratch)?;
    let body: Vec<&str> = printed.lines().collect();
    if body.first() != Some(&"module {") {
        return None;
    }
    let end = body.iter().rposition(|l| *l == "}")?;
    let mut combined = String::from("module {\n");
    combined.push_str(NO_MATCH_PATTERNS);
    combined.push_str("module @ir {\n");
    for l in &body[1..end] {
        combined.push_str(l);
        combined.push('\n');
    }
    combined.push_str("}\n}\n");
    let out = mlir_opt(
        &["--test-pdl-bytecode-pass", "--mlir-print-local-scope"],
        &combined,
        scratch,
    )?;
    let mut result = String::new();
    let mut inside = false;
    for line in out.lines() {
        if line == "  module @ir {" {
            inside = true;
            result.push_str("module {\n");
        } else if inside && line == "  }" {
            result.push_str("}\n");
            inside = false;
        } else if inside {
            result.push_str(line.strip_prefix("  ").unwrap_or(line));
            result.push('\n');
        }
    }
    Some(result)
}

/// Our driver's output for `chunk`, or `None` when we do not read it.
fn ours(chunk: &str) -> Option<String> {
    let mut ctx = context_with_dependents_for_chunk(chunk);
    let mut ir = parse_and_verify(&mut ctx, chunk).ok()?;
    let patterns = FnPatternSet::new();
    apply_patterns_to_module(&mut ctx, &mut ir, &patterns, &GreedyConfig::default());
    // The module alone: the reference, made from mlir-opt's `--mlir-print-local-scope`
    // print, has no `{-# ... #-}` metadata, which ours prints after the module.
    let text = ir.print(&ctx);
    Some(match text.find("\n{-#") {
        Some(i) => text[..=i].to_string(),
        None => text,
    })
}

/// The op names of `text` (the word after `= ` or at a line's start), counted.
fn op_counts(text: &str) -> BTreeMap<String, i64> {
    let mut counts = BTreeMap::new();
    for line in text.lines() {
        let l = line.trim_start();
        let rest = match l.split_once(" = ") {
            Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
            _ => l,
        };
        let name: String = rest
            .trim_start_matches('"')
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '.' || *c == '_')
            .collect();
        if name.contains('.') || name == "return" || name == "module" {
            *counts.entry(name).or_default() += 1;
        }
    }
    counts
}

/// Which of the driver's effects make `ours` and `theirs` differ (see the module
/// docs).
fn classify(ours: &str, theirs: &str) -> Vec<&'static str> {
    let (a, b) = (op_counts(ours), op_counts(theirs));
    let mut kinds = Vec::new();
    let names: std::collections::BTreeSet<&String> = a.keys().chain(b.keys()).collect();
    let mut constants = false;
    let mut others = false;
    for n in names {
        let d = a.get(n).copied().unwrap_or(0) - b.get(n).copied().unwrap_or(0);
        if d != 0 {
            if n.ends_with(".constant") || n.ends_with("constant") {
                constants = true;
            } else {
                others = true;
            }
        }
    }
    if constants {
        kinds.push("merged");
    }
    if others {
        kinds.push("folded/dead");
    }
    let labels = |t: &str| {
        t.lines()
            .filter(|l| l.trim_start().starts_with("^bb"))
            .count()
    };
    if labels(ours) != labels(theirs) {
        kinds.push("blocks");
    }
    if kinds.is_empty() {
        let mut x: Vec<&str> = ours.lines().collect();
        let mut y: Vec<&str> = theirs.lines().collect();
        x.sort_unstable();
        y.sort_unstable();
        kinds.push(if x == y { "constants" } else { "other" });
    }
    kinds
}

fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
#[ignore = "needs MLIR_GREEDY_CORPUS=<dir of .mlir files> and mlir-opt-19"]
fn the_greedy_driver_ends_real_ir_as_mlir_opt_19_does() {
    let Some(root) = std::env::var_os("MLIR_GREEDY_CORPUS").map(PathBuf::from) else {
        eprintln!("skipped: set MLIR_GREEDY_CORPUS to a directory of .mlir files");
        return;
    };
    if Command::new("mlir-opt-19")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("skipped: mlir-opt-19 is not installed");
        return;
    }
    let show = std::env::var_os("MLIR_GREEDY_DIFFS").is_some();
    let scratch_dir = tempfile::tempdir().expect("scratch dir");
    let scratch = scratch_dir.path().join("chunk.mlir");
    let (mut total, mut equal) = (0usize, 0usize);
    let mut by_kind: BTreeMap<&str, usize> = BTreeMap::new();
    for file in mlir_files(&root) {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        let (mut n, mut same, mut test_dialect) = (0usize, 0usize, 0usize);
        let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
        for (k, chunk) in split_chunks(&text).iter().enumerate() {
            let Some(theirs) = reference(chunk, &scratch) else {
                continue;
            };
            // MLIR's test dialect (registered in mlir-opt, with C++ interfaces such as
            // `test.br`'s branch operands) is no dialect of ODS data: counted apart.
            if pdll::core::ods::namespaces_used(chunk).contains("test") {
                test_dialect += 1;
                continue;
            }
            let Some(ours) = ours(chunk) else { continue };
            n += 1;
            if ours == theirs {
                same += 1;
                continue;
            }
            for kind in classify(&ours, &theirs) {
                *kinds.entry(kind).or_default() += 1;
                *by_kind.entry(kind).or_default() += 1;
            }
            if show {
                if let Some(d) = first_difference(&ours, &theirs) {
                    println!(
                        "  {}#{k}: line {}\n    ours  {}\n    mlir  {}",
                        file.display(),
                        d.line,
                        d.ours.as_deref().unwrap_or("(end)"),
                        d.theirs.as_deref().unwrap_or("(end)")
                    );
                }
            }
        }
        if n + test_dialect == 0 {
            continue;
        }
        total += n;
        equal += same;
        let rel = file.strip_prefix(&root).unwrap_or(&file);
        let kinds: Vec<String> = kinds.iter().map(|(k, c)| format!("{k} {c}")).collect();
        println!(
            "{:<60} {same}/{n} equal{}{}",
            rel.display(),
            if kinds.is_empty() {
                String::new()
            } else {
                format!("; differ: {}", kinds.join(", "))
            },
            if test_dialect > 0 {
                format!(" ({test_dialect} more use MLIR's test dialect)")
            } else {
                String::new()
            }
        );
    }
    let kinds: Vec<String> = by_kind.iter().map(|(k, c)| format!("{k} {c}")).collect();
    println!(
        "{equal}/{total} chunks equal; differing chunks by effect: {}",
        kinds.join(", ")
    );
}

#[test]
fn chunks_and_op_counts() {
    assert_eq!(split_chunks("a\n// -----\nb\n"), ["a\n", "b\n"]);
    let counts = op_counts(
        "module {\n  %0 = arith.constant 1 : i32\n  \"u.x\"(%0) : (i32) -> ()\n  return\n}\n",
    );
    assert_eq!(counts.get("arith.constant"), Some(&1));
    assert_eq!(counts.get("u.x"), Some(&1));
    assert_eq!(
        classify(
            "a\n%0 = arith.constant 1 : i32\n",
            "%0 = arith.constant 1 : i32\na\n"
        ),
        ["constants"]
    );
    assert_eq!(
        classify(
            "%0 = arith.constant 1 : i32\n%1 = arith.constant 1 : i32\n",
            "%0 = arith.constant 1 : i32\n"
        ),
        ["merged"]
    );
    assert_eq!(
        classify("%0 = arith.addi %a, %b : i32\n", ""),
        ["folded/dead"]
    );
}
