//! `pdll ir FILE.mlir`: parses IR in MLIR's generic op form, verifies it and prints it
//! back in generic form (as `mlir-opt-19 --allow-unregistered-dialect
//! --mlir-print-op-generic --mlir-print-local-scope` prints it; with `--aliases`, as
//! without `--mlir-print-local-scope`: MLIR's builtin aliases defined and used).

use clap::Args;
use pdll_runtime::asm::PrintOptions;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Command-line options of `ir`.
#[derive(Args, Debug, PartialEq)]
pub struct IrArgs {
    /// The IR file, in MLIR's generic op form.
    #[arg(value_name = "FILE.mlir")]
    file: PathBuf,
    /// Prints MLIR's builtin aliases (`#map = affine_map<...>` above the module,
    /// `#map` where used; also `#set`, `#loc`, `#distinct`, `!tuple`), as mlir-opt-19
    /// does by default; without it, every attribute and type is printed inline.
    #[arg(long)]
    aliases: bool,
}

/// Runs `pdll ir ...`.
pub fn cmd_ir(args: &IrArgs) -> ExitCode {
    let options = PrintOptions::default().with_aliases(args.aliases);
    match ir(&args.file, &options, &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(report) => {
            eprint!("{report}");
            ExitCode::FAILURE
        }
    }
}

/// Parses and verifies `file` and prints it to `out`; on failure, the report to print
/// (`FILE:LINE:COL: error: ...` lines).
fn ir(path: &Path, options: &PrintOptions, out: &mut dyn std::io::Write) -> Result<(), String> {
    let file = path.display();
    let src = std::fs::read_to_string(path).map_err(|e| format!("{file}: error: {e}\n"))?;
    let mut ctx = pdll_runtime::Context::new();
    let mut ir = pdll_runtime::Ir::new();
    ir.parse_source(&mut ctx, &src)
        .map_err(|e| format!("{file}:{}:{}: error: {}\n", e.line, e.col, e.message))?;
    // The IR does not refer to the text: free it before printing (a big file's text
    // is a third of the peak memory otherwise).
    drop(src);
    if let Err(errors) = pdll_runtime::verify(&ctx, &ir, ir.top_region()) {
        // Ops keep no source locations, so verifier errors name the op instead.
        return Err(errors
            .iter()
            .map(|e| format!("{file}: error: {e}\n"))
            .collect());
    }
    // Streamed, not built as one string. mlir-opt ends its output with an empty line;
    // match it so outputs compare as text.
    ir.print_generic_to_with(&ctx, out, options)
        .and_then(|_| out.write_all(b"\n"))
        .map_err(|e| format!("{file}: error: cannot write the output: {e}\n"))
}

#[cfg(test)]
mod tests {
    use super::{ir, PrintOptions};

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
        let name = file.display().to_string();
        std::fs::write(
            &file,
            "%0 = \"x.a\"() : () -> i32\n\"x.b\"(%0) : (i32) -> ()\n",
        )
        .unwrap();
        let mut out = Vec::new();
        ir(&file, &PrintOptions::default(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("\"builtin.module\"() ({\n"), "{text}");
        assert!(text.ends_with("}) : () -> ()\n\n"), "{text}");

        let e = ir(&file, &PrintOptions::default(), &mut Full).unwrap_err();
        assert_eq!(
            e,
            format!("{name}: error: cannot write the output: no space left\n")
        );

        std::fs::write(&file, "\"x.b\"(%9) : (i32) -> ()\n").unwrap();
        let e = ir(&file, &PrintOptions::default(), &mut Vec::new()).unwrap_err();
        assert!(e.starts_with(&format!("{name}:1:7: error: ")), "{e}");

        let missing = dir.path().join("missing.mlir");
        let e = ir(&missing, &PrintOptions::default(), &mut Vec::new()).unwrap_err();
        assert!(e.contains("missing.mlir: error: "), "{e}");
    }
}
