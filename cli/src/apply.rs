//! `pdll apply [-I DIR]... PATTERNS.pdll INPUT.mlir [-o OUT] [--trace] [--stats]
//! [--max-iterations K] [--deny-warnings] [--nested OP|isolated [--threads N]]`: loads
//! the patterns at run time (a
//! `DynamicPatternSet` with MLIR's test-pass natives), applies them with the greedy
//! driver as
//! `mlir-opt --test-pdl-bytecode-pass` applies its patterns (to the regions of a
//! single top-level module, else to the top region), and prints the result as `pdll
//! ir` prints it: the dialects the input uses are registered from MLIR's ODS (found
//! through `-I`, `PDLL_INCLUDE_PATH` or the usual install locations), their ops read
//! and printed in custom form (`--generic`: every op in generic form). So `pdll apply p.pdll in.mlir` does what
//! `mlir-pdll p.pdll -x=mlir` and `mlir-opt --test-pdl-bytecode-pass` do together.
//! The warnings of the pattern analysis go to standard error first, as `pdll check`
//! prints them (`--deny-warnings` makes them errors, and nothing is rewritten).
//! `--nested` applies the patterns inside each op of the module instead, as MLIR's pass
//! manager runs a nested pass (`builtin.module(func.func(...))`), on all cores where
//! they pay, or on `--threads N` (see `pdll_runtime::driver::parallel`): the result does
//! not depend on the number of threads.

mod stats;

use crate::args::PdllFileArgs;
use crate::dialects::{parse_error_report, register_input_dialects};
use clap::Args;
use pdll_core::diag::{render_all, Diagnostic, Severity};
use pdll_core::dynamic::{mlir_test_natives, DynamicPatternSet};
use pdll_core::source::SourceMap;
use pdll_core::syntax::ParseOptions;
use pdll_runtime::asm::PrintOptions;
use pdll_runtime::driver::parallel;
use pdll_runtime::{apply_patterns_to_module, Context, GreedyConfig, Ir, PatternSet};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Command-line options of `apply`.
#[derive(Args, Debug, PartialEq)]
pub struct ApplyArgs {
    #[command(flatten)]
    patterns: PdllFileArgs,
    /// The IR to rewrite, in MLIR's custom or generic op form.
    #[arg(value_name = "INPUT.mlir")]
    input: PathBuf,
    /// Writes the result to OUT instead of standard output.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
    /// Prints each rewrite applied (pattern, root op) to standard error.
    #[arg(long)]
    trace: bool,
    /// Prints a table of the patterns (rewrites applied and failed, matches, time in
    /// their rewrites and its share of the run; matching is timed only as a whole, since
    /// all patterns match at once), the driver's iterations and the time of each step
    /// (load the patterns, parse, apply, print) to standard error.
    #[arg(long)]
    stats: bool,
    /// Stops the driver after K sweeps over the IR (MLIR's default: 10).
    #[arg(long, value_name = "K")]
    max_iterations: Option<u32>,
    /// Prints every op in generic form, as `mlir-opt --mlir-print-op-generic`.
    #[arg(long)]
    generic: bool,
    /// Prints the result with MLIR's builtin aliases (`#map = ...`), as `pdll ir
    /// --aliases` does.
    #[arg(long)]
    aliases: bool,
    /// Makes the warnings of the pattern analysis (printed to standard error, as
    /// `pdll check` prints them) errors: exit 1 without rewriting when there are any.
    #[arg(long)]
    deny_warnings: bool,
    /// Applies the patterns inside each op directly in the module instead of to the
    /// module: the ops named OP (`func.func`), or with `isolated` every op whose
    /// definition is IsolatedFromAbove, one op at a time as MLIR's pass manager runs a
    /// nested pass, on several threads.
    #[arg(long, value_name = "OP|isolated")]
    nested: Option<String>,
    /// Threads for --nested. Without it, up to the number of cores, where they pay: a
    /// few ops are rewritten first to time the rewriting against copying an op's regions
    /// out to another thread and back, and with cheap patterns on few cores everything
    /// is rewritten on one thread. The result is the same for any number.
    #[arg(long, value_name = "N", requires = "nested", value_parser = clap::value_parser!(u32).range(1..))]
    threads: Option<u32>,
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
    let mut times = Times::default();
    let mut ctx = Context::new();
    let t = Instant::now();
    let (set, warnings) = load(&args.patterns, args.deny_warnings, &mut ctx)?;
    times.load = t.elapsed();
    // Standard error is for people; a closed one must not fail the rewrite.
    let _ = std::io::stderr().lock().write_all(warnings.as_bytes());
    let file = args.input.display();
    let src = std::fs::read_to_string(&args.input).map_err(|e| format!("{file}: error: {e}\n"))?;
    let mut progress = Progress::new(src.len());
    progress.step(&format!("parsing {file} ({} MB)", src.len() / 1_000_000));
    let t = Instant::now();
    // With the dialects MLIR loads with them: folds materialize constants of those.
    let dialects = register_input_dialects(
        &mut ctx,
        &src,
        &args.patterns.include_dirs,
        &args.input,
        true,
    )?;
    let mut ir = Ir::new();
    ir.parse_source_with(
        &mut ctx,
        &src,
        &pdll_runtime::asm::ParseOptions::default().with_threads(0),
    )
    .map_err(|e| {
        progress.done();
        parse_error_report(&args.input, &e, &dialects, &ctx)
    })?;
    times.parse = t.elapsed();
    drop(src);
    let mut config = GreedyConfig {
        record_trace: args.trace,
        // Per-pattern times cost two reads of the clock per rewrite: only when asked.
        profile: args.stats,
        ..GreedyConfig::default()
    };
    if let Some(k) = args.max_iterations {
        config.max_iterations = Some(k);
    }
    progress.step(&format!("applying {} patterns", set.patterns().len()));
    let t = Instant::now();
    let mut nested = None;
    let report = match &args.nested {
        None => apply_patterns_to_module(&mut ctx, &mut ir, &set, &config),
        Some(which) => {
            let body = parallel::module_body(&ctx, &ir);
            let targets = if which == "isolated" {
                parallel::isolated_ops_in(&ctx, &ir, body)
            } else {
                let name = ctx.intern_op_name(which);
                parallel::ops_named_in(&ir, body, name)
            };
            let report = match args.threads {
                Some(n) => parallel::apply_patterns_in_parallel(
                    &mut ctx,
                    &mut ir,
                    &targets,
                    set.sync_set(),
                    &config,
                    n as usize,
                ),
                None => parallel::apply_patterns_in_parallel_where_it_pays(
                    &mut ctx,
                    &mut ir,
                    &targets,
                    set.sync_set(),
                    &config,
                    0,
                ),
            }
            // The ops are distinct children of one block: never refused.
            .map_err(|e| format!("error: {e}\n"))?;
            let total = report.total();
            nested = Some(report);
            total
        }
    };
    times.apply = t.elapsed();
    progress.step("printing");
    let t = Instant::now();
    let options = PrintOptions::default()
        .with_aliases(args.aliases)
        .with_threads(0);
    let printed = if args.generic {
        ir.print_generic_to_with(&ctx, out, &options)
    } else {
        ir.print_to_with(&ctx, out, &options)
    };
    let printed = printed
        .and_then(|_| out.write_all(b"\n"))
        .map_err(|e| format!("error: cannot write the output: {e}\n"));
    times.print = t.elapsed();
    progress.done();
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
        let text = stats::render(set.patterns(), &report, nested.as_ref(), &times);
        let _ = err.write_all(text.as_bytes());
    }
    printed
}

/// How long each step of `apply` took.
#[derive(Debug, Default)]
struct Times {
    load: Duration,
    parse: Duration,
    apply: Duration,
    print: Duration,
}

/// Which step `apply` is at, on one line of standard error that each step overwrites,
/// when standard error is a terminal and the input is large (a million ops is about
/// 50 MB of text and a few seconds of parsing); nothing otherwise.
struct Progress {
    on: bool,
    start: Instant,
}

impl Progress {
    /// Inputs from this size on show their progress.
    const MIN_BYTES: usize = 4_000_000;

    fn new(input_bytes: usize) -> Progress {
        Progress {
            on: input_bytes >= Self::MIN_BYTES && std::io::stderr().is_terminal(),
            start: Instant::now(),
        }
    }

    fn step(&mut self, what: &str) {
        if self.on {
            let secs = self.start.elapsed().as_secs_f64();
            let mut err = std::io::stderr().lock();
            // `\r` and erase-line: the step replaces the one before.
            let _ = write!(err, "\r\x1b[Kpdll: {what}... ({secs:.1} s)");
            let _ = err.flush();
        }
    }

    fn done(&mut self) {
        if self.on {
            let _ = write!(std::io::stderr().lock(), "\r\x1b[K");
            self.on = false;
        }
    }
}

/// Builds the dynamic set of the pattern file, with the warnings of the pattern
/// analysis rendered as `pdll check` renders them (empty when there are none); on
/// failure, its diagnostics rendered so, and the warnings too with `deny_warnings`.
fn load(
    args: &PdllFileArgs,
    deny_warnings: bool,
    ctx: &mut Context,
) -> Result<(DynamicPatternSet, String), String> {
    let options = ParseOptions {
        include_dirs: args.include_dirs.clone(),
        base_dir: None,
    };
    let mut sources = SourceMap::new();
    let set =
        DynamicPatternSet::from_file(&args.file, &options, mlir_test_natives(), ctx, &mut sources)
            .map_err(|diags| {
                if diags.is_empty() {
                    return format!("{}: error: cannot load the patterns\n", args.file.display());
                }
                let n = diags.iter().filter(|d| d.is_error()).count();
                report(&diags, n, "error", &sources, &args.file)
            })?;
    let mut warnings: Vec<Diagnostic> = set
        .warnings(&sources)
        .into_iter()
        .map(|w| w.diagnostic)
        .collect();
    if warnings.is_empty() {
        return Ok((set, String::new()));
    }
    let n = warnings.len();
    if deny_warnings {
        for d in &mut warnings {
            d.severity = Severity::Error;
        }
        return Err(report(&warnings, n, "error", &sources, &args.file));
    }
    Ok((set, report(&warnings, n, "warning", &sources, &args.file)))
}

/// The diagnostics rendered, then a line `{what}: N {what}s in `FILE``.
fn report(diags: &[Diagnostic], n: usize, what: &str, sources: &SourceMap, file: &Path) -> String {
    format!(
        "{}{what}: {n} {what}{} in `{}`\n",
        render_all(diags, sources),
        if n == 1 { "" } else { "s" },
        file.display()
    )
}
