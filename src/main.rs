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
    let src = match std::fs::read_to_string(file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{file}: error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut ctx = pdll_runtime::Context::new();
    if let Err(e) = ctx.parse_source(&src) {
        eprintln!("{file}:{}:{}: error: {}", e.line, e.col, e.message);
        return ExitCode::FAILURE;
    }
    // The IR does not refer to the text: free it before printing (a big file's text
    // is a third of the peak memory otherwise).
    drop(src);
    if let Err(errors) = pdll_runtime::verify(&ctx, ctx.top_region()) {
        // Ops keep no source locations, so verifier errors name the op instead.
        for e in errors {
            eprintln!("{file}: error: {e}");
        }
        return ExitCode::FAILURE;
    }
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    // Streamed, not built as one string. mlir-opt ends its output with an empty line;
    // match it so outputs compare as text.
    match ctx
        .print_generic_to(&mut out)
        .and_then(|_| out.write_all(b"\n"))
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{file}: error: cannot write the output: {e}");
            ExitCode::FAILURE
        }
    }
}
