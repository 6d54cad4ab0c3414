//! `pdll ir [-I DIR]... FILE.mlir`: parses IR, verifies it and prints it back as
//! `mlir-opt-19 --allow-unregistered-dialect --mlir-print-local-scope` prints it: the
//! ops of the dialects it uses (registered from MLIR's ODS, see [`crate::dialects`]) in
//! their custom form, other ops in generic form. `--generic` prints the generic form
//! (mlir-opt's `--mlir-print-op-generic`); `--aliases` prints MLIR's aliases, as
//! mlir-opt does without `--mlir-print-local-scope`. The file's `{-# ... #-}`
//! resources are printed after the module either way (local scope drops them): see
//! [`pdll_runtime::asm::resources`].

use crate::dialects::{parse_error_report, read_and_register};
use clap::Args;
use pdll_runtime::asm::{ParseOptions, PrintOptions};
use std::path::PathBuf;
use std::process::ExitCode;

/// Command-line options of `ir`.
#[derive(Args, Debug, PartialEq)]
pub struct IrArgs {
    /// The IR file, in MLIR's custom or generic op form.
    #[arg(value_name = "FILE.mlir")]
    file: PathBuf,
    /// A directory holding MLIR's include tree (`mlir/IR/OpBase.td`, the dialects'
    /// `.td` files), where the dialects the file uses are found (repeatable; also
    /// `PDLL_INCLUDE_PATH`; without either, the usual install locations).
    #[arg(short = 'I', value_name = "DIR")]
    include_dirs: Vec<PathBuf>,
    /// Prints every op in generic form, as `mlir-opt --mlir-print-op-generic`.
    #[arg(long)]
    generic: bool,
    /// Prints MLIR's builtin aliases (`#map = affine_map<...>` above the module,
    /// `#map` where used; also `#set`, `#loc`, `#distinct`, `!tuple`), as mlir-opt-19
    /// does by default; without it, every attribute and type is printed inline.
    #[arg(long)]
    aliases: bool,
}

/// Runs `pdll ir ...`.
pub fn cmd_ir(args: &IrArgs) -> ExitCode {
    match ir(args, &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(report) => {
            eprint!("{report}");
            ExitCode::FAILURE
        }
    }
}

/// Parses and verifies the file and prints it to `out`; on failure, the report to print
/// (`FILE:LINE:COL: error: ...` lines).
fn ir(args: &IrArgs, out: &mut dyn std::io::Write) -> Result<(), String> {
    ir_with(args, out, PARALLEL_OPS)
}

/// [`ir`], verifying and printing at once from `parallel_ops` ops on (when the machine
/// has two cores).
fn ir_with(args: &IrArgs, out: &mut dyn std::io::Write, parallel_ops: usize) -> Result<(), String> {
    let path = args.file.as_path();
    let options = PrintOptions::default()
        .with_aliases(args.aliases)
        .with_threads(0);
    let file = path.display();
    let mut ctx = pdll_runtime::Context::new();
    let (src, dialects) = read_and_register(&mut ctx, path, &args.include_dirs, false)?;
    let mut ir = pdll_runtime::Ir::new();
    ir.parse_source_with(&mut ctx, &src, &ParseOptions::default().with_threads(0))
        .map_err(|e| parse_error_report(path, &e, &dialects, &ctx))?;
    // The IR does not refer to the text: its memory becomes the printed text's (the
    // output is about as long as the input; memory the process already touched costs
    // no page faults, and a big file's text is a third of the peak memory).
    let mut buf = src.into_bytes();
    buf.clear();
    let report = |errors: Vec<pdll_runtime::VerifyError>| -> String {
        // Ops keep no source locations, so verifier errors name the op instead.
        errors
            .iter()
            .map(|e| format!("{file}: error: {e}\n"))
            .collect()
    };
    let print = |out: &mut dyn std::io::Write| {
        if args.generic {
            ir.print_generic_to_with(&ctx, out, &options)
        } else {
            ir.print_to_with(&ctx, out, &options)
        }
    };
    let write_error = |e: std::io::Error| format!("{file}: error: cannot write the output: {e}\n");
    // mlir-opt ends its output with an empty line; match it so outputs compare as text.
    let parallel = std::thread::available_parallelism().is_ok_and(|n| n.get() > 1);
    if parallel && ir.num_live_ops() >= parallel_ops {
        // Verify on a second core while printing into memory; the text goes out only
        // once the IR verified (both read the IR, which nothing changes).
        let (verified, printed) = std::thread::scope(|scope| {
            let verifier = scope.spawn(|| pdll_runtime::verify(&ctx, &ir, ir.top_region()));
            let printed = print(&mut buf);
            (verifier.join(), printed)
        });
        let verified = verified.map_err(|_| format!("{file}: error: the verifier panicked\n"))?;
        verified.map_err(report)?;
        printed.map_err(write_error)?;
        out.write_all(&buf)
            .and_then(|_| out.write_all(b"\n"))
            .map_err(write_error)
    } else {
        drop(buf);
        pdll_runtime::verify(&ctx, &ir, ir.top_region()).map_err(report)?;
        // Streamed, not built as one string.
        print(out)
            .and_then(|_| out.write_all(b"\n"))
            .map_err(write_error)
    }
}

/// From this many ops on, `pdll ir` verifies and prints at once on two cores (below, a
/// thread costs more than it saves).
const PARALLEL_OPS: usize = 50_000;

#[cfg(test)]
mod tests {
    use super::{ir, ir_with, IrArgs};
    use std::path::{Path, PathBuf};

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

    /// `pdll ir FILE` with an include directory that holds no MLIR tree (so the test
    /// does not depend on what is installed) or `dirs`, and `--generic`.
    fn args(file: &Path, dirs: Vec<PathBuf>, generic: bool) -> IrArgs {
        IrArgs {
            file: file.to_path_buf(),
            include_dirs: dirs,
            generic,
            aliases: false,
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
        ir(&args(&file, vec![], true), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("\"builtin.module\"() ({\n"), "{text}");
        assert!(text.ends_with("}) : () -> ()\n\n"), "{text}");
        // The default form: unregistered ops in generic form, in a `module`.
        let mut out = Vec::new();
        ir(&args(&file, vec![], false), &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "module {\n  %0 = \"x.a\"() : () -> i32\n  \"x.b\"(%0) : (i32) -> ()\n}\n\n"
        );

        let e = ir(&args(&file, vec![], true), &mut Full).unwrap_err();
        assert_eq!(
            e,
            format!("{name}: error: cannot write the output: no space left\n")
        );

        std::fs::write(&file, "\"x.b\"(%9) : (i32) -> ()\n").unwrap();
        let e = ir(&args(&file, vec![], true), &mut Vec::new()).unwrap_err();
        assert!(e.starts_with(&format!("{name}:1:7: error: ")), "{e}");

        let missing = dir.path().join("missing.mlir");
        let e = ir(&args(&missing, vec![], true), &mut Vec::new()).unwrap_err();
        assert!(e.contains("missing.mlir: error: "), "{e}");
    }

    #[test]
    fn verifying_while_printing_gives_the_same_text_and_errors() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("p.mlir");
        let name = file.display().to_string();
        std::fs::write(
            &file,
            "%0 = \"x.a\"() : () -> i32\n\"x.b\"(%0) : (i32) -> ()\n",
        )
        .unwrap();
        for generic in [false, true] {
            let (mut one, mut two) = (Vec::new(), Vec::new());
            ir_with(&args(&file, vec![], generic), &mut one, usize::MAX).unwrap();
            ir_with(&args(&file, vec![], generic), &mut two, 0).unwrap();
            assert_eq!(one, two);
        }
        let e = ir_with(&args(&file, vec![], true), &mut Full, 0).unwrap_err();
        assert_eq!(
            e,
            format!("{name}: error: cannot write the output: no space left\n")
        );
        // Parsed (graph-region style forward use), then refused by the verifier: the
        // text printed meanwhile is not written.
        std::fs::write(
            &file,
            "\"x.b\"(%0) : (i32) -> ()\n%0 = \"x.a\"() : () -> i32\n",
        )
        .unwrap();
        let mut out = Vec::new();
        let e = ir_with(&args(&file, vec![], true), &mut out, 0).unwrap_err();
        assert!(e.contains("used before its definition"), "{e}");
        assert!(out.is_empty());
    }

    #[test]
    fn an_op_whose_syntax_mlir_writes_in_cpp_gets_a_note_saying_so() {
        let Some(inc) = mlir_include() else {
            eprintln!("skipped: no MLIR 19 include tree");
            return;
        };
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("l.mlir");
        std::fs::write(
            &file,
            "func.func @f(%a: f32, %t: tensor<4xf32>) -> tensor<4xf32> {\n  \
             %0 = linalg.fill ins(%a : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>\n  \
             return %0 : tensor<4xf32>\n}\n",
        )
        .unwrap();
        let e = ir(&args(&file, vec![inc], false), &mut Vec::new()).unwrap_err();
        let name = file.display();
        assert!(
            e.starts_with(&format!(
                "{name}:2:8: error: custom op 'linalg.fill' is unknown\n"
            )),
            "{e}"
        );
        assert!(
            e.contains("note: `linalg.fill` is defined by its dialect's ODS, but MLIR writes its custom syntax in C++"),
            "{e}"
        );
    }

    #[test]
    fn a_dialect_named_only_after_the_first_lines_is_registered_too() {
        // The dialects of the first 64 KiB are loaded while the rest is scanned; `math`
        // appears only after them.
        let Some(inc) = mlir_include() else {
            eprintln!("skipped: no MLIR 19 include tree");
            return;
        };
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("late.mlir");
        let mut text = String::from("func.func @f(%a: f32) -> f32 {\n");
        for i in 0..2_000 {
            text.push_str(&format!("  %{i} = arith.addf %a, %a : f32\n"));
        }
        text.push_str("  %s = math.sqrt %a : f32\n  return %s : f32\n}\n");
        assert!(text.find("math.").unwrap() > 64 << 10);
        std::fs::write(&file, &text).unwrap();
        let mut out = Vec::new();
        ir(&args(&file, vec![inc], false), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("    %2000 = math.sqrt %arg0 : f32\n"), "{out}");
    }

    /// MLIR's include tree of libmlir-19-dev, when installed.
    fn mlir_include() -> Option<PathBuf> {
        let dir = PathBuf::from("/usr/lib/llvm-19/include");
        dir.join("mlir/IR/OpBase.td").is_file().then_some(dir)
    }

    #[test]
    fn the_custom_form_reads_and_prints_with_the_dialects_from_ods() {
        let Some(inc) = mlir_include() else {
            eprintln!("skipped: no MLIR 19 include tree");
            return;
        };
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f.mlir");
        std::fs::write(
            &file,
            "func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 1 : i32\n  \
             %0 = arith.addi %a, %c : i32\n  return %0 : i32\n}\n",
        )
        .unwrap();
        // Expected: `mlir-opt-19 --mlir-print-local-scope f.mlir`.
        let mut out = Vec::new();
        ir(&args(&file, vec![inc.clone()], false), &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %c1_i32 = arith.constant 1 : \
             i32\n    %0 = arith.addi %arg0, %c1_i32 : i32\n    return %0 : i32\n  }\n}\n\n"
        );
        let mut out = Vec::new();
        ir(&args(&file, vec![inc], true), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("<{overflowFlags = #arith.overflow<none>}>"),
            "{text}"
        );
    }

    #[test]
    fn an_op_of_an_unknown_dialect_says_how_to_provide_it() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f.mlir");
        std::fs::write(&file, "  toy.print %0 : i32\n").unwrap();
        // An include directory that holds no MLIR tree.
        let e = ir(
            &args(&file, vec![dir.path().to_path_buf()], false),
            &mut Vec::new(),
        )
        .unwrap_err();
        let name = file.display();
        assert!(
            e.starts_with(&format!(
                "{name}:1:3: error: Dialect `toy' not found for custom op 'toy.print' \n\
                 {name}:1:3: note: the custom form of an op needs its dialect's ODS definitions"
            )),
            "{e}"
        );
        assert!(e.contains("-I DIR or PDLL_INCLUDE_PATH"), "{e}");
    }
}
