//! `pdll check [--one-line] [-I DIR]... FILE.pdll`: runs the whole compiler (parse,
//! checks, PDL lowering, matcher tree, Rust generation) and only reports. Prints
//! nothing (but its warnings, as mlir-pdll prints them) and exits 0 when the file is
//! good; prints every diagnostic and exits 1 otherwise.

use crate::args::PdllFileArgs;
use clap::Args;
use pdll_core::build::Config;
use pdll_core::diag::{one_line_all, render_all, Severity};
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_file, ParseOptions};
use std::process::ExitCode;

/// Command-line options of `check`.
#[derive(Args, Debug, Default, PartialEq)]
pub struct CheckArgs {
    /// Prints `FILE:LINE:COL: error: message` lines instead of source snippets (for
    /// editors and scripts).
    #[arg(long)]
    one_line: bool,
    #[command(flatten)]
    input: PdllFileArgs,
}

/// Runs `pdll check ...`.
pub fn cmd_check(args: &CheckArgs) -> ExitCode {
    match check(args) {
        Ok(()) => {
            eprint!("{}", warnings(args));
            ExitCode::SUCCESS
        }
        Err(report) => {
            eprint!("{report}");
            ExitCode::FAILURE
        }
    }
}

/// The warnings of a good file (e.g. an op created without result types that its ODS
/// definition cannot infer), in the form asked for; empty when there are none.
fn warnings(args: &CheckArgs) -> String {
    let options = ParseOptions {
        include_dirs: args.input.include_dirs.clone(),
        base_dir: None,
    };
    let mut sources = SourceMap::new();
    let (module, mut diags) = parse_file(&args.input.file, &options, &mut sources);
    if let Some(module) = module {
        diags.extend(pdll_core::sema::check(&module).1);
    }
    diags.retain(|d| d.severity == Severity::Warning);
    if args.one_line {
        one_line_all(&diags, &sources)
    } else {
        render_all(&diags, &sources)
    }
}

/// Compiles the file as the build helper would, without writing anything; on failure
/// returns the report to print.
fn check(args: &CheckArgs) -> Result<(), String> {
    let file = &args.input.file;
    let config = args
        .input
        .include_dirs
        .iter()
        .fold(Config::new().cargo_directives(false), |c, dir| {
            c.include_dir(dir)
        });
    let err = match config.generate(file, "Patterns") {
        Ok(_) => return Ok(()),
        Err(e) => e,
    };
    Err(if err.diagnostics.is_empty() {
        format!("{}: error: {err}\n", file.display())
    } else if args.one_line {
        one_line_all(&err.diagnostics, &err.sources)
    } else {
        format!("{}error: {err}\n", err.rendered)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_every_error_in_both_forms() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("p.pdll");
        let run = |one_line: bool| {
            check(&CheckArgs {
                one_line,
                input: PdllFileArgs {
                    file: file.clone(),
                    include_dirs: Vec::new(),
                },
            })
        };

        std::fs::write(&file, "Pattern Dead => erase op<test.dead>;\n").unwrap();
        assert_eq!(run(false), Ok(()));

        // Two independent errors: both reported, each at its line and column.
        std::fs::write(
            &file,
            "Pattern A {\n  erase y;\n}\nPattern B {\n  let x: Op;\n  erase z;\n}\n",
        )
        .unwrap();
        let lines = run(true).unwrap_err();
        let errors: Vec<&str> = lines.lines().filter(|l| l.contains(": error: ")).collect();
        assert_eq!(errors.len(), 2, "{lines}");
        assert!(
            errors[0].starts_with(&format!("{}:2:9: error: ", file.display())),
            "{lines}"
        );
        assert!(
            errors[1].starts_with(&format!("{}:6:9: error: ", file.display())),
            "{lines}"
        );
        let rendered = run(false).unwrap_err();
        assert!(
            rendered.contains("erase y;") && rendered.contains("erase z;"),
            "{rendered}"
        );
        assert!(rendered.contains("2 errors in"), "{rendered}");

        // A missing file is an error with the file's name, not a panic.
        std::fs::remove_file(&file).unwrap();
        let missing = run(true).unwrap_err();
        assert!(missing.contains("p.pdll"), "{missing}");
    }
}
