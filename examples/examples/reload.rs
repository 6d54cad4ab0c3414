//! The edit loop without a cargo build: loads a `.pdll` file at run time, registers the
//! one native it declares as a Rust closure, applies the patterns to an IR file and
//! prints the result; with `--watch`, does it again whenever the pattern file changes.
//!
//! ```text
//! cargo run -p pdll-examples --example reload                  # once, on the bundled files
//! cargo run -p pdll-examples --example reload -- --watch       # and on every save
//! cargo run -p pdll-examples --example reload -- PATTERNS.pdll INPUT.mlir [--watch]
//! ```
//!
//! A pattern file with errors prints the diagnostics (as `pdll check` does) and, when
//! watching, waits for the next save.

use pdll::core::diag::render_all;
use pdll::core::dynamic::{DynamicPatternSet, Kind, NativeRegistry};
use pdll::core::source::SourceMap;
use pdll::core::syntax::ParseOptions;
use pdll::runtime::{apply_patterns_to_module, Context, GreedyConfig, Ir, PatternSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, SystemTime};

/// The natives the pattern file may call: `is_one(value: Attr)` holds for a float
/// attribute equal to 1.
fn natives() -> NativeRegistry {
    let mut natives = NativeRegistry::new();
    natives.constraint("is_one", &[Kind::Attr], &[], |ctx, _ir, args| {
        let value = args.first()?.as_attribute()?;
        (ctx.float_attr_value(value) == Some(1.0)).then(Vec::new)
    });
    natives
}

/// Loads the patterns, applies them to a fresh parse of `input` and returns the text
/// to show: the rewritten IR and a count per pattern, or the diagnostics.
fn run_once(patterns: &Path, input: &str) -> Result<String, String> {
    let (mut ctx, mut ir) = (Context::new(), Ir::new());
    ir.parse_source(&mut ctx, input)
        .map_err(|e| format!("input:{}:{}: error: {}\n", e.line, e.col, e.message))?;
    let mut sources = SourceMap::new();
    let set = DynamicPatternSet::from_file(
        patterns,
        &ParseOptions::default(),
        natives(),
        &mut ctx,
        &mut sources,
    )
    .map_err(|diags| render_all(&diags, &sources))?;
    let report = apply_patterns_to_module(&mut ctx, &mut ir, &set, &GreedyConfig::default());
    let mut out = ir.print_generic(&ctx);
    for (info, n) in set.patterns().iter().zip(&report.per_pattern) {
        out.push_str(&format!("// {:<20} fired {n} time(s)\n", info.name));
    }
    Ok(out)
}

/// The modification time of `path`, if it can be read.
fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

fn main() -> ExitCode {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let watch = args.iter().any(|a| a == "--watch");
    args.retain(|a| a != "--watch");
    let (patterns, input) = match args.as_slice() {
        [] => (dir.join("patterns/toy.pdll"), dir.join("data/toy.mlir")),
        [p, i] => (PathBuf::from(p), PathBuf::from(i)),
        _ => {
            eprintln!("usage: reload [PATTERNS.pdll INPUT.mlir] [--watch]");
            return ExitCode::from(2);
        }
    };
    let input = match std::fs::read_to_string(&input) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{}: error: {e}", input.display());
            return ExitCode::FAILURE;
        }
    };
    let mut seen = None;
    loop {
        let stamp = modified(&patterns);
        if seen.is_none() || stamp != seen {
            seen = stamp.or(Some(SystemTime::UNIX_EPOCH));
            match run_once(&patterns, &input) {
                Ok(text) => print!("{text}"),
                Err(diagnostics) if watch => eprint!("{diagnostics}"),
                Err(diagnostics) => {
                    eprint!("{diagnostics}");
                    return ExitCode::FAILURE;
                }
            }
            if watch {
                eprintln!("// watching {} (Ctrl-C stops)", patterns.display());
            }
        }
        if !watch {
            return ExitCode::SUCCESS;
        }
        std::thread::sleep(Duration::from_millis(300));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_patterns_fold_the_toy_function() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        let input = std::fs::read_to_string(dir.join("data/toy.mlir")).unwrap();
        let out = run_once(&dir.join("patterns/toy.pdll"), &input).unwrap();
        assert!(
            out.contains("// TransposeTranspose   fired 1 time(s)"),
            "{out}"
        );
        assert!(
            out.contains("// MulByOne             fired 1 time(s)"),
            "{out}"
        );
        assert!(!out.contains("\"toy.transpose\"(%0)"), "{out}");
    }

    #[test]
    fn an_edited_file_is_loaded_again_and_errors_are_diagnostics() {
        let dir = tempfile::tempdir().unwrap();
        let patterns = dir.path().join("p.pdll");
        let input = "%0 = \"toy.a\"() : () -> f64\n\"toy.use\"(%0) : (f64) -> ()\n";
        std::fs::write(&patterns, "Pattern { erase op<toy.nothing>; }\n").unwrap();
        assert!(run_once(&patterns, input)
            .unwrap()
            .contains("fired 0 time(s)"));
        std::fs::write(&patterns, "Pattern A { let r = op<toy.use>; erase r; }\n").unwrap();
        let out = run_once(&patterns, input).unwrap();
        assert!(
            out.contains("// A                    fired 1 time(s)"),
            "{out}"
        );
        std::fs::write(&patterns, "Pattern { is_two(op<toy.use>); }\n").unwrap();
        let err = run_once(&patterns, input).unwrap_err();
        assert!(err.contains("is_two"), "{err}");
    }
}
