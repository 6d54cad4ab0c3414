//! The `pdll` command-line tool.
//!
//! Subcommands are dispatched from [`main`]; each lives in its own function or module.

mod check;
mod cli;
mod emit;

use std::process::ExitCode;

const USAGE: &str = "usage: pdll <command> [args]\n\ncommands:\n  ir FILE.mlir   parse MLIR (generic op form), verify, print it in generic form\n  check [--one-line] [-I DIR]... FILE.pdll\n                 compile a pattern file and only report its errors (exit 1 on any)\n  emit (pdl | tree [--dot] | rust [--name NAME] [--trace]) [-I DIR]... FILE.pdll\n                 print a pattern file as PDL, as the merged matcher tree, or as Rust\n";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("ir") => cmd_ir(&args[1..]),
        Some("check") => check::cmd_check(&args[1..]),
        Some("emit") => emit::cmd_emit(&args[1..]),
        Some("-h" | "--help" | "help") => {
            print!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("pdll: unknown command '{other}'\n{USAGE}");
            ExitCode::from(2)
        }
        None => {
            eprint!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// `pdll ir FILE`: parse, verify, print in generic form (as `mlir-opt-19
/// --allow-unregistered-dialect --mlir-print-op-generic` prints it).
fn cmd_ir(args: &[String]) -> ExitCode {
    let [file] = args else {
        eprintln!("usage: pdll ir FILE.mlir");
        return ExitCode::from(2);
    };
    match ir(file, &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(report) => {
            eprint!("{report}");
            ExitCode::FAILURE
        }
    }
}

/// Parses and verifies `file` and prints it to `out`; on failure, the report to print
/// (`FILE:LINE:COL: error: ...` lines).
fn ir(file: &str, out: &mut dyn std::io::Write) -> Result<(), String> {
    let src = std::fs::read_to_string(file).map_err(|e| format!("{file}: error: {e}\n"))?;
    let mut ctx = pdll_runtime::Context::new();
    ctx.parse_source(&src)
        .map_err(|e| format!("{file}:{}:{}: error: {}\n", e.line, e.col, e.message))?;
    // The IR does not refer to the text: free it before printing (a big file's text
    // is a third of the peak memory otherwise).
    drop(src);
    if let Err(errors) = pdll_runtime::verify(&ctx, ctx.top_region()) {
        // Ops keep no source locations, so verifier errors name the op instead.
        return Err(errors
            .iter()
            .map(|e| format!("{file}: error: {e}\n"))
            .collect());
    }
    // Streamed, not built as one string. mlir-opt ends its output with an empty line;
    // match it so outputs compare as text.
    ctx.print_generic_to(out)
        .and_then(|_| out.write_all(b"\n"))
        .map_err(|e| format!("{file}: error: cannot write the output: {e}\n"))
}

#[cfg(test)]
mod tests {
    use super::ir;

    /// A writer that always fails.
    struct Full;

    impl std::io::Write for Full {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("no space left"))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn ir_prints_or_reports_where_and_why() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.mlir");
        let name = file.to_str().unwrap();
        std::fs::write(
            &file,
            "%0 = \"x.a\"() : () -> i32\n\"x.b\"(%0) : (i32) -> ()\n",
        )
        .unwrap();
        let mut out = Vec::new();
        ir(name, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("\"builtin.module\"() ({\n"), "{text}");
        assert!(text.ends_with("}) : () -> ()\n\n"), "{text}");

        let e = ir(name, &mut Full).unwrap_err();
        assert_eq!(
            e,
            format!("{name}: error: cannot write the output: no space left\n")
        );

        std::fs::write(&file, "\"x.b\"(%9) : (i32) -> ()\n").unwrap();
        let e = ir(name, &mut Vec::new()).unwrap_err();
        assert!(e.starts_with(&format!("{name}:1:7: error: ")), "{e}");

        let missing = dir.path().join("missing.mlir");
        let e = ir(missing.to_str().unwrap(), &mut Vec::new()).unwrap_err();
        assert!(e.contains("missing.mlir: error: "), "{e}");
    }
}
