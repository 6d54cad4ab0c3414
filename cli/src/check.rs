//! `pdll check [--one-line] [--deny-warnings] [-I DIR]... FILE.pdll`: runs the whole
//! compiler (parse, checks, PDL lowering, matcher tree, Rust generation, then the
//! pattern analysis) and only reports. Prints nothing and exits 0 when the file is
//! good; prints its warnings and exits 0 when it only has warnings (1 with
//! `--deny-warnings`, which makes them errors); prints every error and exits 1
//! otherwise.

use crate::args::PdllFileArgs;
use clap::Args;
use pdll_core::build::Config;
use pdll_core::diag::{one_line_all, render_all};
use std::process::ExitCode;

/// Command-line options of `check`.
#[derive(Args, Debug, Default, PartialEq)]
pub struct CheckArgs {
    /// Prints `FILE:LINE:COL: error: message` lines instead of source snippets (for
    /// editors and scripts).
    #[arg(long)]
    one_line: bool,
    /// Makes the warnings of the pattern analysis (shadowed, duplicate and unused
    /// items, unbounded recursion) errors: exit 1 when there are any.
    #[arg(long)]
    deny_warnings: bool,
    #[command(flatten)]
    input: PdllFileArgs,
}

/// Runs `pdll check ...`.
pub fn cmd_check(args: &CheckArgs) -> ExitCode {
    match check(args) {
        Ok(warnings) => {
            eprint!("{warnings}");
            ExitCode::SUCCESS
        }
        Err(report) => {
            eprint!("{report}");
            ExitCode::FAILURE
        }
    }
}

/// Compiles the file as the build helper would, without writing anything; returns the
/// warnings to print (empty when there are none), or on failure the report to print.
fn check(args: &CheckArgs) -> Result<String, String> {
    let file = &args.input.file;
    let config = args.input.include_dirs.iter().fold(
        Config::new()
            .cargo_directives(false)
            .deny_warnings(args.deny_warnings),
        |c, dir| c.include_dir(dir),
    );
    let err = match config.generate(file, "Patterns") {
        Ok(g) if g.warnings.is_empty() => return Ok(String::new()),
        Ok(g) if args.one_line => return Ok(one_line_all(&g.warnings, &g.sources)),
        Ok(g) => {
            let n = g.warnings.len();
            return Ok(format!(
                "{}warning: {n} warning{} in `{}`\n",
                render_all(&g.warnings, &g.sources),
                if n == 1 { "" } else { "s" },
                file.display()
            ));
        }
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
                deny_warnings: false,
                input: PdllFileArgs {
                    file: file.clone(),
                    include_dirs: Vec::new(),
                },
            })
        };

        std::fs::write(&file, "Pattern Dead => erase op<test.dead>;\n").unwrap();
        assert_eq!(run(false), Ok(String::new()));

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

        // Warnings: printed, exit 0; denied: errors, exit 1.
        std::fs::write(
            &file,
            "Pattern A => erase op<test.a>;\nPattern B => erase op<test.a>;\n",
        )
        .unwrap();
        let warned = run(true).unwrap();
        assert_eq!(
            warned.lines().next().unwrap(),
            format!(
                "{}:2:1: warning: pattern `B` duplicates `A`: the same checks and the same \
                 rewrite",
                file.display()
            )
        );
        assert!(run(false).unwrap().contains("warning: 1 warning in"));
        let denied = check(&CheckArgs {
            one_line: true,
            deny_warnings: true,
            input: PdllFileArgs {
                file: file.clone(),
                include_dirs: Vec::new(),
            },
        })
        .unwrap_err();
        assert!(
            denied.starts_with(&format!("{}:2:1: error: pattern `B`", file.display())),
            "{denied}"
        );

        // A missing file is an error with the file's name, not a panic.
        std::fs::remove_file(&file).unwrap();
        let missing = run(true).unwrap_err();
        assert!(missing.contains("p.pdll"), "{missing}");
    }
}
