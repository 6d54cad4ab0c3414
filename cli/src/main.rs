//! The `pdll` command-line tool: the command line (clap) and its dispatch; each command
//! lives in its own module.
//!
//! Exit codes: 0 when the command succeeded, 1 when it found errors (in the input file,
//! or writing the output), 2 for a usage error (clap's code for those).

mod apply;
mod args;
mod check;
mod dialects;
mod emit;
mod explain;
mod ir;
mod tablegen;

use clap::{CommandFactory, Parser, Subcommand};
use std::process::ExitCode;

/// Compiles MLIR's PDLL pattern language: checks pattern files, prints their PDL, their
/// merged matcher tree or the generated Rust, applies them to MLIR, and parses and
/// prints MLIR.
#[derive(Parser, Debug)]
#[command(
    name = "pdll",
    version,
    arg_required_else_help = true,
    args_override_self = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
enum Command {
    /// Parses MLIR (custom or generic op form), verifies it, prints it back.
    ///
    /// Prints as `mlir-opt-19 --allow-unregistered-dialect --mlir-print-local-scope`
    /// does: ops whose dialect is known in their custom form, others in generic form
    /// (`--generic`: every op in generic form, as `--mlir-print-op-generic`); exits 1
    /// with `FILE:LINE:COL: error: ...` lines when the file does not parse or verify.
    Ir(ir::IrArgs),
    /// Compiles a pattern file and only reports its errors (exit 1 on any).
    ///
    /// Runs the whole compiler (parse, checks, PDL lowering, matcher tree, Rust
    /// generation) without writing anything: prints nothing and exits 0 when the file
    /// is good, prints every diagnostic and exits 1 otherwise.
    Check(check::CheckArgs),
    /// Applies a pattern file to MLIR, loading the patterns at run time.
    ///
    /// Does what `mlir-pdll PATTERNS.pdll -x=mlir | mlir-opt --test-pdl-bytecode-pass`
    /// does (with MLIR's test-pass natives), with the greedy driver, and prints the
    /// result as mlir-opt does (custom form where the op is known; `--generic`: generic
    /// form); exits 1 with the diagnostics when the patterns do not
    /// compile or the input does not parse. The patterns' warnings go to standard
    /// error, as `pdll check` prints them.
    Apply(apply::ApplyArgs),
    /// Prints a pattern file as PDL, as the merged matcher tree, or as Rust.
    #[command(subcommand, arg_required_else_help = true)]
    Emit(emit::EmitArgs),
    /// Reads a TableGen file and prints its records as `mlir-tblgen-19 --print-records`.
    ///
    /// Pure Rust (no LLVM needed); exits 1 with the diagnostics, each with its place
    /// in the .td file, when the file does not evaluate.
    Tablegen(tablegen::TablegenArgs),
    /// Runs the language server over standard input and output (for editors).
    ///
    /// Speaks the Language Server Protocol: diagnostics, hover, go to definition,
    /// references, symbols, completion, signature help, inlay hints, semantic tokens,
    /// quick fixes and `pdll/viewOutput` (the PDL, tree or Rust of a file). Include
    /// directories come from the client's `initializationOptions.includeDirs`.
    Lsp(args::LspArgs),
    /// Explains a diagnostic code (`pdll explain E0020`), as `rustc --explain` does.
    ///
    /// `pdll check` shows each diagnostic's code (`error[E0020]: ...`); without a code,
    /// lists every code with its title.
    Explain {
        /// The code, e.g. `E0020` or `W0001`.
        #[arg(value_name = "CODE")]
        code: Option<String>,
    },
    /// Prints a completion script for SHELL to standard output.
    ///
    /// For example, for bash: `pdll completions bash > ~/.local/share/bash-completion/completions/pdll`.
    Completions {
        /// The shell to write the script for.
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
}

fn main() -> ExitCode {
    // clap prints help and version to stdout (exit 0) and usage errors to stderr (exit 2).
    match Cli::parse().command {
        Command::Ir(args) => ir::cmd_ir(&args),
        Command::Check(args) => check::cmd_check(&args),
        Command::Apply(args) => apply::cmd_apply(&args),
        Command::Emit(args) => emit::cmd_emit(&args),
        Command::Tablegen(args) => tablegen::cmd_tablegen(&args),
        Command::Lsp(_) => match pdll_lsp::run_stdio() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("pdll lsp: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Explain { code } => explain::cmd_explain(code.as_deref()),
        Command::Completions { shell } => {
            clap_complete::generate(shell, &mut Cli::command(), "pdll", &mut std::io::stdout());
            ExitCode::SUCCESS
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::PdllFileArgs;
    use crate::emit::EmitArgs;
    use std::path::PathBuf;

    fn parse(line: &str) -> Result<Command, clap::Error> {
        Cli::try_parse_from(std::iter::once("pdll").chain(line.split_whitespace()))
            .map(|c| c.command)
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn check_arguments() {
        let Ok(Command::Check(a)) = parse("check --one-line -I inc x.pdll -I more") else {
            panic!("check parses");
        };
        assert_eq!(
            format!("{a:?}"),
            "CheckArgs { one_line: true, deny_warnings: false, input: PdllFileArgs { file: \"x.pdll\", \
             include_dirs: [\"inc\", \"more\"] } }"
        );
        assert!(parse("check").is_err());
        assert!(parse("check --dot x.pdll").is_err());
        assert!(parse("check a.pdll b.pdll").is_err());
        assert!(parse("check x.pdll -I").is_err());
    }

    #[test]
    fn apply_arguments() {
        let Ok(Command::Apply(a)) =
            parse("apply -I inc p.pdll in.mlir -o out.mlir --trace --stats --max-iterations 3")
        else {
            panic!("apply parses");
        };
        let text = format!("{a:?}");
        for part in [
            "file: \"p.pdll\"",
            "include_dirs: [\"inc\"]",
            "input: \"in.mlir\"",
            "output: Some(\"out.mlir\")",
            "trace: true",
            "stats: true",
            "max_iterations: Some(3)",
        ] {
            assert!(text.contains(part), "{text}");
        }
        assert!(parse("apply p.pdll").is_err());
        assert!(parse("apply p.pdll a.mlir b.mlir").is_err());
        assert!(parse("apply --max-iterations x p.pdll a.mlir").is_err());
    }

    #[test]
    fn emit_arguments() {
        let Ok(Command::Emit(a)) =
            parse("emit rust --name Foo --trace --runtime-path rt -I inc x.pdll")
        else {
            panic!("emit parses");
        };
        let input = PdllFileArgs {
            file: PathBuf::from("x.pdll"),
            include_dirs: vec![PathBuf::from("inc")],
        };
        assert_eq!(
            a,
            EmitArgs::Rust {
                name: "Foo".into(),
                trace: true,
                runtime_path: "rt".into(),
                input
            }
        );
        assert!(matches!(
            parse("emit tree --dot x.pdll"),
            Ok(Command::Emit(EmitArgs::Tree { dot: true, .. }))
        ));
        assert!(matches!(
            parse("emit rust x.pdll"),
            Ok(Command::Emit(EmitArgs::Rust { name, trace: false, runtime_path, .. }))
                if name == "Patterns" && runtime_path == "::pdll::runtime"
        ));
        assert!(parse("emit rust --dot x.pdll").is_err());
        assert!(parse("emit asm x.pdll").is_err());
        assert!(parse("emit pdl").is_err());
        assert!(parse("emit pdl a b").is_err());
    }
}
