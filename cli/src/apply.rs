//! `pdll apply [-I DIR]... PATTERNS.pdll INPUT.mlir [-o OUT] [--trace] [--stats]
//! [--max-iterations K]`: loads the patterns at run time (a `DynamicPatternSet` with
//! MLIR's test-pass natives), applies them with the greedy driver as
//! `mlir-opt --test-pdl-bytecode-pass` applies its patterns (to the regions of a
//! single top-level module, else to the top region), and prints the result in generic
//! form, as `pdll ir` prints. So `pdll apply p.pdll in.mlir` does what
//! `mlir-pdll p.pdll -x=mlir` and `mlir-opt --test-pdl-bytecode-pass` do together.

use crate::args::PdllFileArgs;
use clap::Args;
use pdll_core::diag::render_all;
use pdll_core::dynamic::{mlir_test_natives, DynamicPatternSet};
use pdll_core::source::SourceMap;
use pdll_core::syntax::ParseOptions;
use pdll_runtime::{apply_patterns_to_module, Context, DriverReport, GreedyConfig, Ir, PatternSet};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Command-line options of `apply`.
#[derive(Args, Debug, PartialEq)]
pub struct ApplyArgs {
    #[command(flatten)]
    patterns: PdllFileArgs,
    /// The IR to rewrite, in MLIR's generic op form.
    #[arg(value_name = "INPUT.mlir")]
    input: PathBuf,
    /// Writes the result to OUT instead of standard output.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
    /// Prints each rewrite applied (pattern, root op) to standard error.
    #[arg(long)]
    trace: bool,
    /// Prints the rewrites per pattern and the driver's iterations to standard error.
    #[arg(long)]
    stats: bool,
    /// Stops the driver after K sweeps over the IR (MLIR's default: 10).
    #[arg(long, value_name = "K")]
    max_iterations: Option<u32>,
}

/// Runs `pdll apply ...`.
pub fn cmd_apply(args: &ApplyArgs) -> ExitCode {
    let result = match &args.output {
        None => apply(args, &mut std::io::stdout().lock()),
        Some(path) => {
            // Written only once the rewrite succeeded: a failed run leaves no file.
            let mut buf = Vec::new();
            apply(args, &mut buf).and_then(|()| {
                std::fs::write(path, &buf).map_err(|e| {
                    format!("{}: error: cannot write the output: {e}\n", path.display())
                })
            })
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(report) => {
            eprint!("{report}");
            ExitCode::FAILURE
        }
    }
}

/// Loads the patterns, rewrites the input and prints it to `out`; trace and stats go
/// to standard error. On failure, the report to print.
fn apply(args: &ApplyArgs, out: &mut dyn Write) -> Result<(), String> {
    let mut ctx = Context::new();
    let set = load(&args.patterns, &mut ctx)?;
    let file = args.input.display();
    let src = std::fs::read_to_string(&args.input).map_err(|e| format!("{file}: error: {e}\n"))?;
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, &src)
        .map_err(|e| format!("{file}:{}:{}: error: {}\n", e.line, e.col, e.message))?;
    drop(src);
    let mut config = GreedyConfig {
        record_trace: args.trace,
        ..GreedyConfig::default()
    };
    if let Some(k) = args.max_iterations {
        config.max_iterations = Some(k);
    }
    let report = apply_patterns_to_module(&mut ctx, &mut ir, &set, &config);
    let mut err = std::io::stderr().lock();
    // Standard error is for people; a closed one must not fail the rewrite.
    if args.trace {
        for t in &report.trace {
            let _ = writeln!(
                err,
                "pdll: applied {} at op #{} ({})",
                t.pattern_name,
                t.root.index(),
                ctx.op_name_str(t.root_name)
            );
        }
    }
    if args.stats {
        let _ = err.write_all(stats(&set, &report).as_bytes());
    }
    ir.print_generic_to(&ctx, out)
        .and_then(|_| out.write_all(b"\n"))
        .map_err(|e| format!("error: cannot write the output: {e}\n"))
}

/// Builds the dynamic set of the pattern file; on failure, its diagnostics rendered
/// as `pdll check` renders them.
fn load(args: &PdllFileArgs, ctx: &mut Context) -> Result<DynamicPatternSet, String> {
    let options = ParseOptions {
        include_dirs: args.include_dirs.clone(),
        base_dir: None,
    };
    let mut sources = SourceMap::new();
    DynamicPatternSet::from_file(&args.file, &options, mlir_test_natives(), ctx, &mut sources)
        .map_err(|diags| {
            let n = diags.iter().filter(|d| d.is_error()).count();
            let file = args.file.display();
            if diags.is_empty() {
                return format!("{file}: error: cannot load the patterns\n");
            }
            format!(
                "{}error: {n} error{} in `{file}`\n",
                render_all(&diags, &sources),
                if n == 1 { "" } else { "s" }
            )
        })
}

/// The `--stats` text: rewrites per pattern (in set order), the total, the sweeps.
fn stats(set: &DynamicPatternSet, report: &DriverReport) -> String {
    let mut s = String::new();
    for (i, info) in set.patterns().iter().enumerate() {
        let n = report.per_pattern.get(i).copied().unwrap_or(0);
        s.push_str(&format!("{n:>8}  {}\n", info.name));
    }
    s.push_str(&format!(
        "{:>8}  rewrites in {} iteration{}{}\n",
        report.num_rewrites,
        report.iterations,
        if report.iterations == 1 { "" } else { "s" },
        if report.converged {
            ""
        } else {
            " (not converged)"
        }
    ));
    s
}
