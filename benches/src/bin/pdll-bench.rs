//! `pdll-bench`: writes benchmark workloads, applies a pattern set to one, and checks
//! rewritten IR against the expected op histogram.
//!
//! ```text
//! pdll-bench gen -n N -m M [--roots K] [--seed S] [--match-frac F] [--near-frac F]
//!                [--tag T] [-o DIR] [--mlir-pdll PATH] [--force]
//! pdll-bench gen-custom -m M [--seed S] [-o DIR] [--force]
//! pdll-bench custom FILE [--runs R] [-I DIR] [--only parse|print|generic]
//! pdll-bench check PREFIX --output FILE
//! pdll-bench apply PREFIX [--variant merged|unmerged|hand|dynamic] [--output FILE] [--max-iterations K] [--sweep-all]
//! pdll-bench expand -n N [--roots K] [--runs R] [--out FILE]
//! pdll-bench parallel [-f F] [-m M] [-n N] [--roots K] [--runs R] [--threads T,...]
//!                     [--where-it-pays T,...]
//!                     [--variant V] [--write FILE] [--write-only]
//! pdll-bench dynamic -n N [--roots K] [--runs R]
//! ```
//!
//! `pdll-bench help COMMAND` (or `COMMAND --help`) describes each command and flag.
//! Usage errors, and errors reading or writing files, exit 2; a histogram or rewrite
//! count that differs from the expected one exits 1.

use clap::{Args, Parser, Subcommand};
use pdll_bench::gen::{write_files, Workload};
use pdll_bench::hist::{self, Expected};
use pdll_bench::run::Payload;
use pdll_bench::variants::{self, Variant};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// Writes benchmark workloads, applies a pattern set to one, and checks rewritten IR
/// against the expected op histogram.
#[derive(Parser, Debug)]
#[command(
    name = "pdll-bench",
    arg_required_else_help = true,
    // A flag given twice takes its last value, so a script can append an override.
    args_override_self = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
enum Command {
    /// Writes DIR/PREFIX.{pdll,ir.mlir,stats.json} as the reference gen.py does; prints
    /// PREFIX.
    ///
    /// With --mlir-pdll, also PREFIX.pdl.mlir and PREFIX.input.mlir (the layout
    /// `mlir-opt --test-pdl-bytecode-pass` takes). Files already there are kept unless
    /// --force.
    Gen(GenArgs),
    /// Writes DIR/custom_mM.mlir: `func.func`s of real dialect ops (arith, scf, memref,
    /// vector, affine) in MLIR's custom form, about M ops in all; prints the path.
    ///
    /// The workload of the custom-form bench (`--bench custom_form`) and of
    /// `scripts/vs_mlir_custom.sh`. A file already there is kept unless --force.
    GenCustom {
        /// Number of ops M (every op of the functions; the module not counted).
        #[arg(short = 'm', long = "ops", value_name = "M")]
        m: usize,
        /// Seed of the random stream (other than 1: `_sS` in the file name).
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Directory to write to.
        #[arg(
            short = 'o',
            long = "out-dir",
            value_name = "DIR",
            default_value = "benches/gen"
        )]
        dir: PathBuf,
        /// Writes the file even if it is there.
        #[arg(long)]
        force: bool,
    },
    /// Times registering FILE's dialects, parsing and printing it in custom form, and
    /// parsing and printing the same IR in generic form (medians of R runs).
    ///
    /// For profiling the custom form (`--only` runs one phase R times after the
    /// setup); `--bench custom_form` is the measurement.
    Custom {
        /// The IR, in custom form.
        file: PathBuf,
        /// Number of timed runs R.
        #[arg(long, value_name = "R", default_value_t = 5)]
        runs: usize,
        /// MLIR's include tree.
        #[arg(
            short = 'I',
            value_name = "DIR",
            default_value = "/usr/lib/llvm-19/include"
        )]
        include: PathBuf,
        /// Runs only this phase R times: parse (custom), print (custom), generic
        /// (parse and print).
        #[arg(long, value_name = "PHASE")]
        only: Option<String>,
    },
    /// Compares the op histogram of FILE (rewritten IR) with PREFIX.stats.json.
    Check {
        /// The workload: PREFIX.stats.json and PREFIX.ir.mlir are read.
        prefix: String,
        /// The rewritten IR.
        #[arg(long, value_name = "FILE")]
        output: PathBuf,
    },
    /// Parses PREFIX.ir.mlir, applies the compiled pattern set for it, prints parse and
    /// apply times, checks the histogram, optionally writes the result.
    Apply(ApplyArgs),
    /// Applies a set to every function of a module of F functions (each a payload of
    /// M ops), one function after the other and on each number of threads given;
    /// prints the medians, where the parallel runs' time went, an estimate for 8
    /// and 16 cores, and the bound of a driver that rewrote in place (`--ideal`).
    ///
    /// Every run parses the module afresh (not timed); the results of all modes are
    /// checked against the expected histogram and against each other (same printed
    /// IR; `--ideal`, whose IR is split over copies, only for the rewrites). `--write`
    /// also writes the module, for mlir-opt.
    Parallel {
        /// Number of functions F.
        #[arg(short = 'f', long = "funcs", value_name = "F", default_value_t = 1000)]
        funcs: usize,
        /// Ops per function M.
        #[arg(short = 'm', long = "ops", value_name = "M", default_value_t = 1000)]
        m: usize,
        /// Number of patterns N.
        #[arg(short = 'n', value_name = "N", default_value_t = 7)]
        n: usize,
        /// Shared root names K.
        #[arg(long, value_name = "K", value_parser = at_least_one)]
        roots: Option<usize>,
        /// Number of timed runs R of each mode.
        #[arg(long, value_name = "R", default_value_t = 5)]
        runs: usize,
        /// The thread counts to run (besides the plain sequential loop).
        #[arg(
            long,
            value_name = "T,...",
            value_delimiter = ',',
            default_value = "1,2"
        )]
        threads: Vec<usize>,
        /// The thread counts to run `apply_patterns_in_parallel_where_it_pays` with
        /// (it times a sample and uses the threads only where they pay).
        #[arg(long, value_name = "T,...", value_delimiter = ',', default_value = "2")]
        where_it_pays: Vec<usize>,
        /// The thread counts to run the bound of an in-place driver with: each thread
        /// rewrites its share of the functions in a copy of the module of its own
        /// (nothing shared, nothing copied while timed); 0 runs none.
        #[arg(long, value_name = "T,...", value_delimiter = ',', default_value = "2")]
        ideal: Vec<usize>,
        /// Which set: merged (a), unmerged (b), hand (c) or dynamic (d).
        #[arg(long, value_name = "V", default_value = "merged")]
        variant: Variant,
        /// Writes the module there.
        #[arg(long, value_name = "FILE")]
        write: Option<PathBuf>,
        /// Only writes the module (with --write) and prints the number of `bench.*`
        /// ops expected after rewriting; measures nothing.
        #[arg(long, requires = "write")]
        write_only: bool,
    },
    /// Times the build helper (pdll_core::build) on the workload's N-pattern file.
    ///
    /// Prints the median of R runs and the generated code's size; optionally writes
    /// the code.
    Expand {
        #[command(flatten)]
        set: SetArgs,
        /// Writes the generated Rust there.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Times building the run-time set (`DynamicPatternSet`) of the workload's
    /// N-pattern PDLL text: parse, check, lower, merge, compile the match program and
    /// the rewrites, each run in a fresh context.
    ///
    /// Prints the median of R runs.
    Dynamic {
        #[command(flatten)]
        set: SetArgs,
    },
}

/// The pattern set `expand` and `dynamic` time, and how often.
#[derive(clap::Args, Debug)]
struct SetArgs {
    /// Number of patterns N.
    #[arg(short = 'n', value_name = "N")]
    n: usize,
    /// Shared root names K (the patterns spread over K root op names).
    #[arg(long, value_name = "K", value_parser = at_least_one)]
    roots: Option<usize>,
    /// Number of timed runs R (at least 1).
    #[arg(long, value_name = "R", default_value_t = 3)]
    runs: usize,
}

/// The options of `gen` (gen.py's command line).
#[derive(Args, Debug)]
struct GenArgs {
    /// Number of patterns N.
    #[arg(short = 'n', long = "patterns", value_name = "N")]
    n: usize,
    /// Number of payload ops M.
    #[arg(short = 'm', long = "ops", value_name = "M")]
    m: usize,
    /// Shared root names K (the patterns spread over K root op names).
    #[arg(long, value_name = "K", value_parser = at_least_one)]
    roots: Option<usize>,
    /// Seed of the payload's random stream.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Fraction of the ops that are match roots.
    #[arg(long, value_name = "F", default_value_t = 0.10)]
    match_frac: f64,
    /// Fraction of the ops that are near-miss roots.
    #[arg(long, value_name = "F", default_value_t = 0.10)]
    near_frac: f64,
    /// Appended to the file prefix as `_T`.
    #[arg(long, value_name = "T")]
    tag: Option<String>,
    /// Directory to write to.
    #[arg(
        short = 'o',
        long = "out-dir",
        value_name = "DIR",
        default_value = "benches/gen"
    )]
    dir: PathBuf,
    /// The mlir-pdll program to lower the patterns to PDL with.
    #[arg(long, value_name = "PATH")]
    mlir_pdll: Option<PathBuf>,
    /// Writes the files even if they are there.
    #[arg(long)]
    force: bool,
}

/// The options of `apply`.
#[derive(Args, Debug)]
struct ApplyArgs {
    /// The workload: PREFIX.stats.json and PREFIX.ir.mlir are read.
    prefix: String,
    /// Which implementation of the patterns: merged (a), unmerged (b), hand (c) or the
    /// run-time set (dynamic, d).
    #[arg(
        long,
        value_name = "merged|unmerged|hand|dynamic",
        default_value = "merged"
    )]
    variant: Variant,
    /// Writes the rewritten IR there.
    #[arg(long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Stops the greedy driver after K sweeps.
    #[arg(long, value_name = "K")]
    max_iterations: Option<u32>,
    /// Runs every sweep, as MLIR's driver does, instead of proving the last one empty.
    #[arg(long)]
    sweep_all: bool,
}

/// A count of at least 1.
fn at_least_one(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err("must be at least 1".into()),
        Ok(k) => Ok(k),
        Err(e) => Err(e.to_string()),
    }
}

fn path_with(prefix: &str, ext: &str) -> PathBuf {
    PathBuf::from(format!("{prefix}{ext}"))
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn cmd_gen(a: &GenArgs) -> Result<ExitCode, String> {
    let mut w = Workload::new(a.n, a.m);
    w.roots = a.roots;
    w.seed = a.seed;
    w.match_frac = a.match_frac;
    w.near_frac = a.near_frac;
    let dir = &a.dir;
    let tag = a.tag.as_deref();
    let mut prefix = dir.join(w.prefix());
    if let Some(t) = tag.filter(|t| !t.is_empty()) {
        prefix = dir.join(format!("{}_{t}", w.prefix()));
    }
    let mlir_pdll = a.mlir_pdll.as_deref();
    let done = |ext: &str| path_with(&prefix.to_string_lossy(), ext).exists();
    let input = if mlir_pdll.is_some() {
        ".input.mlir"
    } else {
        ".ir.mlir"
    };
    if !a.force && done(input) && done(".stats.json") {
        println!("{}", prefix.display());
        return Ok(ExitCode::SUCCESS);
    }
    let written = write_files(&w, dir, tag, mlir_pdll).map_err(|e| e.to_string())?;
    println!("{}", written.prefix.display());
    Ok(ExitCode::SUCCESS)
}

fn cmd_gen_custom(m: usize, seed: u64, dir: &Path, force: bool) -> Result<ExitCode, String> {
    let path = dir.join(pdll_bench::custom_ir::file_name(m, seed));
    if force || !path.exists() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        std::fs::write(&path, pdll_bench::custom_ir::custom_ir(m, seed))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    println!("{}", path.display());
    Ok(ExitCode::SUCCESS)
}

fn cmd_custom(
    file: &Path,
    runs: usize,
    include: &Path,
    only: Option<&str>,
) -> Result<ExitCode, String> {
    use pdll::core::ods::{namespaces_used, DialectCache, DialectIndex};
    use pdll_runtime::asm::PrintOptions;
    let text = read(file)?;
    let t0 = Instant::now();
    let index = DialectIndex::build(&[include.to_path_buf()]);
    let t_index = t0.elapsed();
    let t0 = Instant::now();
    let namespaces: Vec<String> = namespaces_used(&text).into_iter().collect();
    let t_ns = t0.elapsed();
    let mut cache = DialectCache::new(index);
    let t0 = Instant::now();
    let mut ctx = pdll_runtime::Context::new();
    cache
        .register(&mut ctx, namespaces.iter().cloned())
        .map_err(|e| e.to_string())?;
    let t_reg = t0.elapsed();
    println!(
        "registration: index {:.1} ms, namespaces {:.1} ms, load + register {:.1} ms",
        t_index.as_secs_f64() * 1e3,
        t_ns.as_secs_f64() * 1e3,
        t_reg.as_secs_f64() * 1e3
    );
    let mut fresh = || -> Result<pdll_runtime::Context, String> {
        let mut ctx = pdll_runtime::Context::new();
        cache
            .register(&mut ctx, namespaces.iter().cloned())
            .map_err(|e| e.to_string())?;
        Ok(ctx)
    };
    let parse = |ctx: &mut pdll_runtime::Context, text: &str| {
        let mut ir = pdll_runtime::Ir::new();
        ir.parse_source(ctx, text)
            .map_err(|e| format!("{}:{}:{}: {}", file.display(), e.line, e.col, e.message))?;
        Ok::<_, String>(ir)
    };
    let options = PrintOptions::default();
    let ir = parse(&mut ctx, &text)?;
    let ops = ir
        .walk_region(ir.top_region(), pdll_runtime::WalkOrder::PreOrder)
        .len();
    let generic = ir.print_generic(&ctx);
    let mut buf = Vec::new();
    let (mut tp, mut tq, mut tg, mut th) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..runs.max(1) {
        if only.is_none_or(|o| o == "parse") {
            let mut c = fresh()?;
            let t = Instant::now();
            std::hint::black_box(parse(&mut c, &text)?);
            tp.push(t.elapsed());
        }
        if only.is_none_or(|o| o == "print") {
            buf.clear();
            let t = Instant::now();
            ir.print_to_with(&ctx, &mut buf, &options)
                .map_err(|e| e.to_string())?;
            tq.push(t.elapsed());
        }
        if only.is_none_or(|o| o == "generic") {
            let mut c = fresh()?;
            let t = Instant::now();
            let g = parse(&mut c, &generic)?;
            tg.push(t.elapsed());
            buf.clear();
            let t = Instant::now();
            g.print_generic_to_with(&c, &mut buf, &options)
                .map_err(|e| e.to_string())?;
            th.push(t.elapsed());
        }
    }
    let show = |what: &str, v: &mut Vec<std::time::Duration>| {
        if v.is_empty() {
            return;
        }
        v.sort();
        let m = v[v.len() / 2];
        println!(
            "{what:<14} {:>9.2} ms {:>8.1} ns/op",
            m.as_secs_f64() * 1e3,
            m.as_nanos() as f64 / ops as f64
        );
    };
    println!("{ops} ops; medians of {runs}");
    show("custom parse", &mut tp);
    show("custom print", &mut tq);
    show("generic parse", &mut tg);
    show("generic print", &mut th);
    Ok(ExitCode::SUCCESS)
}

fn cmd_check(prefix: &str, out: &Path) -> Result<ExitCode, String> {
    let expected = Expected::from_stats_json(&read(&path_with(prefix, ".stats.json"))?)?;
    let before = hist::of_text(&read(&path_with(prefix, ".ir.mlir"))?);
    let after = hist::of_text(&read(out)?);
    println!(
        "payload ops before:           {}",
        before.values().sum::<u64>()
    );
    println!(
        "payload ops after:            {}",
        after.values().sum::<u64>()
    );
    println!(
        "payload ops after (expected): {}",
        expected.after.values().sum::<u64>()
    );
    println!("expected rewrites:            {}", expected.rewrites);
    let mut ok = true;
    if let Err(m) = hist::compare(&before, &expected.before) {
        println!("FAIL: payload histogram differs from the generator's record: {m}");
        ok = false;
    }
    if let Err(m) = hist::compare(&after, &expected.after) {
        println!("FAIL: {m}");
        ok = false;
    }
    println!("{}", if ok { "OK" } else { "MISMATCH" });
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn cmd_apply(a: &ApplyArgs) -> Result<ExitCode, String> {
    let mut config = pdll_runtime::GreedyConfig::default();
    if let Some(k) = a.max_iterations {
        config.max_iterations = Some(k);
    }
    // Every sweep run, as MLIR's driver does, none proved empty instead.
    config.prove_fixpoint = !a.sweep_all;
    let prefix = &a.prefix;
    let variant = a.variant;
    let stats = read(&path_with(prefix, ".stats.json"))?;
    let expected = Expected::from_stats_json(&stats)?;
    let (n, roots) = variants::shape_of_stats(&stats)?;
    let t0 = Instant::now();
    let text = read(&path_with(prefix, ".ir.mlir"))?;
    let t_read = t0.elapsed();
    let mut ctx = pdll_runtime::Context::new();
    let set = variants::build(variant, n, roots, &mut ctx)?;
    let t1 = Instant::now();
    let mut payload =
        Payload::parse_into(ctx, &text).map_err(|e| format!("{prefix}.ir.mlir:{e}"))?;
    let t_parse = t1.elapsed();
    // The IR does not refer to the text (unlike MLIR's, whose locations do): free it,
    // as a tool that only needs the IR would.
    drop(text);
    let ops = payload.num_ops();
    let t2 = Instant::now();
    let report = payload.apply_with(&*set, &config);
    let t_apply = t2.elapsed();
    let per_op = |d: std::time::Duration| d.as_nanos() as f64 / ops.max(1) as f64;
    println!(
        "ops: {ops}  rewrites: {}  iterations: {} ({} proved empty)",
        report.num_rewrites, report.iterations, report.sweeps_proved_empty
    );
    println!("read:  {:>10.3} ms", t_read.as_secs_f64() * 1e3);
    println!(
        "parse: {:>10.3} ms  {:>8.1} ns/op",
        t_parse.as_secs_f64() * 1e3,
        per_op(t_parse)
    );
    println!(
        "apply: {:>10.3} ms  {:>8.1} ns/op",
        t_apply.as_secs_f64() * 1e3,
        per_op(t_apply)
    );
    let mut ok = report.num_rewrites == expected.rewrites;
    if !ok {
        println!(
            "FAIL: {} rewrites, expected {}",
            report.num_rewrites, expected.rewrites
        );
    }
    if let Err(m) = hist::compare(&payload.histogram(), &expected.after) {
        println!("FAIL: {m}");
        ok = false;
    }
    if let Some(out) = &a.output {
        std::fs::write(out, payload.ir.print_generic(&payload.ctx))
            .map_err(|e| format!("{}: {e}", out.display()))?;
    }
    println!("{}", if ok { "OK" } else { "MISMATCH" });
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn cmd_parallel(
    w: pdll_bench::parallel::FuncWorkload,
    runs: usize,
    threads: &[usize],
    where_it_pays: &[usize],
    ideal: &[usize],
    variant: Variant,
    write: Option<&Path>,
) -> Result<ExitCode, String> {
    use pdll_bench::parallel::{measure, Mode};
    let (funcs, m, n, roots) = (w.funcs, w.payload.m, w.payload.n, w.payload.roots);
    let module = w.generate();
    if let Some(path) = write {
        std::fs::write(path, &module.text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let mut ctx = pdll_runtime::Context::new();
    let set = variants::build(variant, n, roots, &mut ctx)?;
    let mut modes = vec![Mode::Loop];
    modes.extend(threads.iter().map(|&t| Mode::Threads(t)));
    modes.extend(where_it_pays.iter().map(|&t| Mode::WhereItPays(t)));
    modes.extend(ideal.iter().filter(|&&t| t > 0).map(|&t| Mode::Ideal(t)));
    let results = measure(&module, &ctx, &*set, &modes, runs)?;
    let ops = (funcs * m) as f64;
    let base = results[0].median.as_secs_f64();
    println!(
        "{funcs} functions x {m} ops, N = {n}{}, variant {}, median of {runs}:",
        roots.map_or(String::new(), |k| format!(" (roots {k})")),
        variant.label()
    );
    for r in &results {
        let t = r.median.as_secs_f64();
        println!(
            "  {:<10} {:>9.1} ms {:>7.1} ns/op  {:.3}x the loop",
            r.mode.to_string(),
            t * 1e3,
            t * 1e9 / ops,
            t / base
        );
    }
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    for r in &results {
        let Some((t, s)) = &r.parts else { continue };
        if !matches!(r.mode, Mode::Threads(k) if k > 1) {
            continue;
        }
        println!(
            "  {}: gather {:.1} ms, rewrite {:.1} ms, merge {:.1} ms, scatter {:.1} ms, in place after {:.1} ms",
            r.mode,
            ms(t.gather),
            ms(t.workers),
            ms(t.merge),
            ms(t.scatter),
            ms(t.in_place)
        );
        println!(
            "    per function (rewrite): sum {:.1} ms, median {:.3} ms, p90 {:.3} ms, max {:.3} ms",
            ms(s.sum),
            ms(s.p50),
            ms(s.p90),
            ms(s.max)
        );
        if let Mode::Threads(k) = r.mode {
            let k = k as f64;
            // Gather and scatter copy the ops outside the calling thread's share, (1 -
            // 1/k) of them, on k threads; the rewriting divides over the cores; the
            // merge does not.
            let copy = |d: std::time::Duration, cores: f64| {
                ms(d) * k / (1.0 - 1.0 / k) * (1.0 - 1.0 / cores) / cores
            };
            for cores in [8u32, 16] {
                let c = cores as f64;
                let est = copy(t.gather, c)
                    + ms(s.ideal_phase(cores))
                    + ms(t.merge)
                    + copy(t.scatter, c)
                    + ms(t.in_place);
                println!(
                    "    estimate on {cores} cores: {est:.1} ms ({:.3}x the loop)",
                    est / (base * 1e3)
                );
            }
        }
    }
    if modes.iter().any(|m| matches!(m, Mode::Ideal(_))) {
        println!(
            "OK: every mode gave the expected rewrites, and all but ideal the expected histogram and the same IR"
        );
    } else {
        println!("OK: every mode gave the expected histogram and the same IR");
    }
    Ok(ExitCode::SUCCESS)
}

fn cmd_expand(
    n: usize,
    roots: Option<usize>,
    runs: usize,
    out: Option<&Path>,
) -> Result<ExitCode, String> {
    let runs = runs.max(1);
    let w = Workload::new(n, 0).with_roots(roots);
    // Removed when `dir` drops, on error returns too.
    let dir = tempfile::Builder::new()
        .prefix("pdll-bench-expand-")
        .tempdir()
        .map_err(|e| format!("temporary directory: {e}"))?;
    let file = dir.path().join(format!("{}.pdll", w.prefix()));
    std::fs::write(&file, w.pdll()).map_err(|e| format!("{}: {e}", file.display()))?;
    let config = pdll::core::build::Config::new().cargo_directives(false);
    let mut times = Vec::new();
    let mut code = String::new();
    for _ in 0..runs {
        let t = Instant::now();
        let g = config
            .generate(&file, "Patterns")
            .map_err(|e| format!("{e}\n{}", e.rendered))?;
        times.push(t.elapsed());
        code = g.code;
    }
    times.sort();
    let median = times[times.len() / 2];
    let lines = code.lines().count();
    println!(
        "expand N = {n}{}: {:.1} ms (median of {runs}); {} bytes, {lines} lines of Rust; per pattern: {:.0} bytes, {:.1} lines",
        roots.map_or(String::new(), |k| format!(" (roots {k})")),
        median.as_secs_f64() * 1e3,
        code.len(),
        code.len() as f64 / n.max(1) as f64,
        lines as f64 / n.max(1) as f64,
    );
    if let Some(out) = out {
        std::fs::write(out, &code).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn cmd_dynamic(n: usize, roots: Option<usize>, runs: usize) -> Result<ExitCode, String> {
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..runs.max(1) {
        let mut ctx = pdll_runtime::Context::new();
        let t = Instant::now();
        let set = variants::build_dynamic(n, roots, &mut ctx)?;
        times.push(t.elapsed());
        size = set.program().len();
    }
    times.sort();
    let median = times[times.len() / 2];
    println!(
        "dynamic N = {n}{}: {:.1} ms (median of {}); {size} instructions",
        roots.map_or(String::new(), |k| format!(" (roots {k})")),
        median.as_secs_f64() * 1e3,
        times.len(),
    );
    Ok(ExitCode::SUCCESS)
}

fn main() -> ExitCode {
    // clap prints help to stdout (exit 0) and usage errors to stderr (exit 2); the
    // commands' own errors (unreadable files, a workload not compiled in) exit 2 too.
    let result = match Cli::parse().command {
        Command::Gen(a) => cmd_gen(&a),
        Command::GenCustom {
            m,
            seed,
            dir,
            force,
        } => cmd_gen_custom(m, seed, &dir, force),
        Command::Custom {
            file,
            runs,
            include,
            only,
        } => cmd_custom(&file, runs, &include, only.as_deref()),
        Command::Check { prefix, output } => cmd_check(&prefix, &output),
        Command::Apply(a) => cmd_apply(&a),
        Command::Parallel {
            funcs,
            m,
            n,
            roots,
            runs,
            threads,
            where_it_pays,
            ideal,
            variant,
            write,
            write_only,
        } => {
            let w = pdll_bench::parallel::FuncWorkload {
                funcs,
                payload: Workload::new(n, m).with_roots(roots),
            };
            if write_only {
                let module = w.generate();
                let path = write.as_deref().expect("clap requires --write");
                std::fs::write(path, &module.text)
                    .map_err(|e| format!("{}: {e}", path.display()))
                    .map(|()| {
                        println!("{}", module.after.values().sum::<u64>());
                        ExitCode::SUCCESS
                    })
            } else {
                cmd_parallel(
                    w,
                    runs,
                    &threads,
                    &where_it_pays,
                    &ideal,
                    variant,
                    write.as_deref(),
                )
            }
        }
        Command::Expand { set, out } => cmd_expand(set.n, set.roots, set.runs, out.as_deref()),
        Command::Dynamic { set } => cmd_dynamic(set.n, set.roots, set.runs),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("pdll-bench: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn parse(line: &str) -> Result<Command, clap::Error> {
        Cli::try_parse_from(std::iter::once("pdll-bench").chain(line.split_whitespace()))
            .map(|c| c.command)
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_subcommand_takes_its_flags() {
        let Ok(Command::Gen(g)) = parse("gen -n 10 --ops=1000 --roots 7 --tag x --force") else {
            panic!("gen parses");
        };
        assert_eq!((g.n, g.m, g.roots, g.seed), (10, 1000, Some(7), 1));
        assert_eq!((g.match_frac, g.near_frac), (0.10, 0.10));
        assert_eq!(g.dir, PathBuf::from("benches/gen"));
        assert!(g.force && g.mlir_pdll.is_none());
        assert!(parse("gen -n 10").is_err());
        assert!(parse("gen -n 10 -m 5 --roots 0").is_err());
        let Ok(Command::Apply(a)) = parse("apply p --variant b --sweep-all --variant c") else {
            panic!("apply parses");
        };
        // The last of a repeated flag wins.
        assert_eq!((a.variant, a.sweep_all), (Variant::Hand, true));
        let Ok(Command::Apply(a)) = parse("apply p --variant d") else {
            panic!("apply parses");
        };
        assert_eq!(a.variant, Variant::Dynamic);
        assert!(parse("apply p --variant e").is_err());
        assert!(parse("check p").is_err());
        assert!(matches!(
            parse("expand -n 5"),
            Ok(Command::Expand {
                set: SetArgs {
                    n: 5,
                    runs: 3,
                    roots: None
                },
                out: None
            })
        ));
        assert!(matches!(
            parse("dynamic -n 5 --runs 1"),
            Ok(Command::Dynamic {
                set: SetArgs {
                    n: 5,
                    runs: 1,
                    roots: None
                }
            })
        ));
    }
}
