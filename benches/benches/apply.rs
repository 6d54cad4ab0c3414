//! Times the workload's pattern sets, in one run: (a) the generated merged matcher,
//! (b) the same patterns compiled one by one, (c) hand-written Rust (N = 10), (d) the
//! same PDLL loaded at run time (`DynamicPatternSet`, no rustc), all with
//! the greedy driver on the same parsed IR, and (a) once more with the driver's
//! fixpoint proof off (label `a-sweep`: the last sweep is run, as MLIR's driver does);
//! prints ns per IR op and the ratios (a)/(b), (a)/(c), (d)/(a), (a)/(a-sweep), and the scaling of
//! (a) from N = 1 to N = 1000 split at N = 7 (rewrite mix, then pattern count), and
//! writes them to a TSV file for `scripts/vs_mlir.sh` and `scripts/plot.py`.
//!
//! ```text
//! cargo bench -p pdll-bench --bench apply              # M = 100,000
//! PDLL_BENCH_FULL=1 cargo bench -p pdll-bench --bench apply   # and M = 1,000,000
//! ```
//! Environment: `PDLL_BENCH_M=100000,1000000` sets the sizes, `PDLL_BENCH_SAMPLES` the
//! number of timed runs per cell (median reported), `PDLL_BENCH_RESULTS` the TSV path
//! (default `benches/gen/results.tsv`), `PDLL_BENCH_ARMS=a,d` the arms timed (labels a,
//! b, c, d, a-sweep; default all). With (d), the time to build each run-time set from
//! its PDLL text is measured too (median of the samples) and written to
//! `PDLL_BENCH_BUILD_RESULTS` (default `benches/gen/build.tsv`). Without `--bench` (as
//! under `cargo test`) it runs one small check per cell and times nothing.
//!
//! Every variant's rewritten IR is checked against the generator's expected histogram
//! and rewrite count before any timing. Each sample round runs every variant of every
//! cell of one size in turn, so that the machine's drift hits them alike.

use pdll::core::dynamic::{DynamicPatternSet, NativeRegistry};
use pdll::core::source::SourceMap;
use pdll::core::syntax::{parse_str, ParseOptions};
use pdll_bench::gen::Workload;
use pdll_bench::run::Payload;
use pdll_bench::variants::{self, Variant};
use pdll_runtime::{Context, GreedyConfig};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// One cell of the table: a workload and the variants to time on it.
struct Cell {
    n: usize,
    m: usize,
    roots: Option<usize>,
}

/// One timed arm: a variant, and whether the driver proves its last sweep empty.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Arm {
    variant: Variant,
    prove_fixpoint: bool,
}

impl Arm {
    const A: Arm = Arm::proving(Variant::Merged);
    const B: Arm = Arm::proving(Variant::Unmerged);
    const C: Arm = Arm::proving(Variant::Hand);
    const D: Arm = Arm::proving(Variant::Dynamic);
    /// (a) sweeping the IR once more after a sweep that changed it, as MLIR does.
    const A_SWEEP: Arm = Arm {
        variant: Variant::Merged,
        prove_fixpoint: false,
    };

    const fn proving(variant: Variant) -> Arm {
        Arm {
            variant,
            prove_fixpoint: true,
        }
    }

    fn label(self) -> &'static str {
        if self.prove_fixpoint {
            self.variant.label()
        } else {
            "a-sweep"
        }
    }
}

/// The timings of one variant on one cell.
#[derive(Default, Clone)]
struct Timing {
    apply: Vec<Duration>,
    parse: Vec<Duration>,
    rewrites: u64,
    iterations: u32,
}

fn median(v: &[Duration]) -> Duration {
    let mut v = v.to_vec();
    v.sort();
    v[v.len() / 2]
}

fn env_usize_list(name: &str) -> Option<Vec<usize>> {
    let s = std::env::var(name).ok()?;
    Some(
        s.split(',')
            .map(|x| {
                x.trim()
                    .replace('_', "")
                    .parse()
                    .unwrap_or_else(|_| panic!("{name}: bad number `{x}`"))
            })
            .collect(),
    )
}

/// Parses the payload into a context holding `arm`'s set, applies it once, checks
/// the result; returns the parse and apply times.
fn run_once(
    arm: Arm,
    cell: &Cell,
    ir: &str,
    g: &pdll_bench::gen::Generated,
) -> Result<(Duration, Duration, u64, u32), String> {
    let mut ctx = Context::new();
    let set = variants::build(arm.variant, cell.n, cell.roots, &mut ctx)?;
    let config = GreedyConfig {
        prove_fixpoint: arm.prove_fixpoint,
        ..GreedyConfig::default()
    };
    let t0 = Instant::now();
    let mut p = Payload::parse_into(ctx, ir).map_err(|e| e.to_string())?;
    let parse = t0.elapsed();
    let t1 = Instant::now();
    let report = p.apply_with(&*set, &config);
    let apply = t1.elapsed();
    if report.num_rewrites != g.stats.match_roots || !report.converged {
        return Err(format!(
            "{} rewrites (expected {}), converged: {}",
            report.num_rewrites, g.stats.match_roots, report.converged
        ));
    }
    pdll_bench::hist::compare(&p.histogram(), &g.stats.hist_after).map_err(|m| m.to_string())?;
    Ok((parse, apply, report.num_rewrites, report.iterations))
}

/// A cell ready to time: its workload, IR text, the arms available, their timings.
struct Prepared<'c> {
    cell: &'c Cell,
    prefix: String,
    g: pdll_bench::gen::Generated,
    ir: String,
    present: Vec<Arm>,
    t: Vec<Timing>,
}

impl Prepared<'_> {
    /// The median apply time of `arm` in ns per IR op, if it was timed on this cell.
    fn ns_per_op(&self, arm: Arm) -> Option<f64> {
        let k = self.present.iter().position(|&x| x == arm)?;
        let apply = &self.t[k].apply;
        (!apply.is_empty()).then(|| median(apply).as_nanos() as f64 / self.cell.m as f64)
    }
}

/// Appends the row of `p` to the printed table and its lines to the TSV.
fn report_cell(p: &Prepared, table: &mut String, tsv: &mut String) {
    let per_op = |d: Duration| d.as_nanos() as f64 / p.cell.m as f64;
    for (k, &v) in p.present.iter().enumerate() {
        if p.t[k].apply.is_empty() {
            continue;
        }
        let _ = writeln!(
            tsv,
            "{}\t{}\t{}\t{}\t{:.2}\t{:.2}\t{}\t{}\t{}",
            p.cell.n,
            p.cell.m,
            p.cell.roots.map_or(String::from("-"), |r| r.to_string()),
            v.label(),
            per_op(median(&p.t[k].apply)),
            per_op(median(&p.t[k].parse)),
            p.t[k].apply.len(),
            p.t[k].rewrites,
            p.t[k].iterations
        );
    }
    let show = |x: Option<f64>| x.map_or("-".to_string(), |x| format!("{x:.1}"));
    let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
        _ => "-".to_string(),
    };
    let [a, b, c, d, a_sweep] =
        [Arm::A, Arm::B, Arm::C, Arm::D, Arm::A_SWEEP].map(|v| p.ns_per_op(v));
    // Parsing does not depend on the variant: report the first one's.
    let parse =
        p.t.first()
            .filter(|t| !t.parse.is_empty())
            .map(|t| per_op(median(&t.parse)));
    let _ = writeln!(
        table,
        "{:>6} {:>9} {:>5} {:>10} {:>10} {:>10} {:>10} {:>8} {:>8} {:>8} {:>10} {:>10}",
        p.cell.n,
        p.cell.m,
        p.cell.roots.map_or("-".to_string(), |r| r.to_string()),
        show(a),
        show(b),
        show(c),
        show(d),
        ratio(a, b),
        ratio(a, c),
        ratio(d, a),
        ratio(a, a_sweep),
        show(parse)
    );
}

/// The median ns/op of (a) on the default-roots cell with `n` patterns, if timed.
fn merged_ns(prepared: &[Prepared], n: usize) -> Option<f64> {
    prepared
        .iter()
        .find(|p| p.cell.n == n && p.cell.roots.is_none())?
        .ns_per_op(Arm::A)
}

/// Appends the scaling of (a) at size `m`: N = 1000 over N = 1 (the target), split at
/// N = 7. The N = 1 workload rewrites with one pattern family (replace a root by an
/// operand); N = 7 has one pattern of each of the seven families, so the same rewrite mix
/// (ops created, erased, replaced) and the same number of rewrites as N = 1000. N = 7
/// over N = 1 is what that mix costs; N = 1000 over N = 7 what 1000 patterns cost.
fn scaling_summary(prepared: &[Prepared], m: usize, out: &mut String) {
    let (Some(n1), Some(n1000)) = (merged_ns(prepared, 1), merged_ns(prepared, 1000)) else {
        return;
    };
    let _ = write!(
        out,
        "scaling of (a) at M = {m}: N = 1000 / N = 1 = {:.2}",
        n1000 / n1
    );
    if let Some(n7) = merged_ns(prepared, 7) {
        let _ = write!(
            out,
            " = {:.2} (N = 7 / N = 1: rewrite mix) x {:.2} (N = 1000 / N = 7: pattern count)",
            n7 / n1,
            n1000 / n7
        );
    }
    out.push('\n');
}

/// The time to build the run-time set (d) of one shape.
struct BuildTime {
    n: usize,
    roots: Option<usize>,
    /// Median milliseconds from PDLL text to a set ready to match.
    ms: f64,
    /// Of which: parsing the text (median of the same runs).
    parse_ms: f64,
    instructions: usize,
    registers: usize,
}

/// Times building the run-time set of each shape, `samples` times (median), each in a
/// fresh context: parse, check, lower, merge, compile the match program and rewrites.
fn build_times(shapes: &[(usize, Option<usize>)], samples: usize) -> Vec<BuildTime> {
    let mut out = Vec::new();
    for &(n, roots) in shapes {
        let mut times = Vec::with_capacity(samples);
        let mut parses = Vec::with_capacity(samples);
        let mut shape = (0, 0);
        let text = pdll_bench::gen::pdll_file(n, roots);
        for _ in 0..samples {
            let mut ctx = Context::new();
            let mut sources = SourceMap::new();
            // `DynamicPatternSet::from_str` in two steps, to split the time.
            let t = Instant::now();
            let (module, diags) =
                parse_str("bench.pdll", &text, &ParseOptions::default(), &mut sources);
            let parsed = t.elapsed();
            let built = match module {
                Some(m) if diags.is_empty() => {
                    DynamicPatternSet::from_module(&m, NativeRegistry::new(), &mut ctx)
                }
                _ => Err(diags),
            };
            match built {
                Ok(set) => {
                    times.push(t.elapsed());
                    parses.push(parsed);
                    shape = (set.program().len(), set.program().num_registers());
                }
                Err(diags) => {
                    let e = pdll::core::diag::render_all(&diags, &sources);
                    eprintln!("FAIL build (d) N = {n}, roots = {roots:?}: {e}");
                    std::process::exit(1);
                }
            }
        }
        out.push(BuildTime {
            n,
            roots,
            ms: median(&times).as_secs_f64() * 1e3,
            parse_ms: median(&parses).as_secs_f64() * 1e3,
            instructions: shape.0,
            registers: shape.1,
        });
    }
    out
}

fn main() {
    let timing = std::env::args().any(|a| a == "--bench");
    let full = std::env::var_os("PDLL_BENCH_FULL").is_some();
    let sizes = env_usize_list("PDLL_BENCH_M").unwrap_or_else(|| match (timing, full) {
        (false, _) => vec![2_000],
        (true, false) => vec![100_000],
        (true, true) => vec![100_000, 1_000_000],
    });
    let samples = env_usize_list("PDLL_BENCH_SAMPLES")
        .and_then(|v| v.first().copied())
        .unwrap_or(if timing { 7 } else { 1 })
        .max(1);
    // The table's cells, N = 7 (see `scaling_summary`), and any other set compiled in
    // (the small shared-roots set of non-release builds).
    let mut shapes: Vec<(usize, Option<usize>)> = vec![
        (1, None),
        (7, None),
        (10, None),
        (100, None),
        (1000, None),
        (1000, Some(7)),
    ];
    for s in pdll_bench::compiled::AVAILABLE {
        if !shapes.contains(s) {
            shapes.push(*s);
        }
    }
    // PDLL_BENCH_ARMS=a,d times only those arms (labels a, b, c, d, a-sweep).
    let arms: Option<Vec<String>> = std::env::var("PDLL_BENCH_ARMS")
        .ok()
        .map(|s| s.split(',').map(|x| x.trim().to_string()).collect());
    let mut cells = Vec::new();
    for &m in &sizes {
        for &(n, roots) in &shapes {
            cells.push(Cell { n, m, roots });
        }
    }

    let mut table = String::new();
    let _ = writeln!(
        table,
        "{:>6} {:>9} {:>5} {:>10} {:>10} {:>10} {:>10} {:>8} {:>8} {:>8} {:>10} {:>10}",
        "N",
        "M",
        "roots",
        "(a) ns/op",
        "(b) ns/op",
        "(c) ns/op",
        "(d) ns/op",
        "(a)/(b)",
        "(a)/(c)",
        "(d)/(a)",
        "(a)/sweep",
        "parse ns/op"
    );
    let mut tsv = String::from(
        "n\tm\troots\tvariant\tapply_ns_per_op\tparse_ns_per_op\tsamples\trewrites\titerations\n",
    );
    let mut scaling = String::new();
    let mut missing: Vec<String> = Vec::new();
    let mut failed = false;
    // The cells of one size are measured together: each sample round runs every
    // variant of every cell in turn, so that drift of the machine (which moves single
    // cells by 20-30% here) hits the cells alike, and ratios between cells (N = 1000
    // against N = 1) are as fair as ratios between variants.
    for &m in &sizes {
        let group: Vec<&Cell> = cells.iter().filter(|c| c.m == m).collect();
        let mut prepared: Vec<Prepared> = Vec::new();
        for &cell in &group {
            let w = Workload::new(cell.n, cell.m).with_roots(cell.roots);
            let g = w.generate();
            let ir = g.ir_file();
            let all = [Arm::A, Arm::B, Arm::C, Arm::D, Arm::A_SWEEP];
            // Which arms exist for this cell (a build error means "not available").
            let mut present: Vec<Arm> = Vec::new();
            for v in all {
                if !arms
                    .as_ref()
                    .is_none_or(|a| a.iter().any(|l| l == v.label()))
                {
                    continue;
                }
                if v == Arm::C && (cell.n != 10 || cell.roots.is_some()) {
                    continue;
                }
                let mut ctx = Context::new();
                match variants::build(v.variant, cell.n, cell.roots, &mut ctx) {
                    Ok(_) => present.push(v),
                    Err(e) => missing.push(format!("{} {}: {e}", v.label(), w.prefix())),
                }
            }
            let t = vec![Timing::default(); present.len()];
            prepared.push(Prepared {
                cell,
                prefix: w.prefix(),
                g,
                ir,
                present,
                t,
            });
        }
        // Samples interleave the cells and their variants.
        for s in 0..samples {
            for p in &mut prepared {
                for (k, &v) in p.present.iter().enumerate() {
                    match run_once(v, p.cell, &p.ir, &p.g) {
                        Ok((parse, apply, rw, it)) => {
                            p.t[k].parse.push(parse);
                            p.t[k].apply.push(apply);
                            p.t[k].rewrites = rw;
                            p.t[k].iterations = it;
                        }
                        Err(e) => {
                            eprintln!("FAIL {} {} (sample {s}): {e}", v.label(), p.prefix);
                            failed = true;
                        }
                    }
                }
            }
        }
        for p in &prepared {
            report_cell(p, &mut table, &mut tsv);
        }
        scaling_summary(&prepared, m, &mut scaling);
    }
    // Building the run-time set (d): PDLL text to a set ready to match, per shape.
    let builds = if arms.as_ref().is_none_or(|a| a.iter().any(|l| l == "d")) {
        build_times(&shapes, samples)
    } else {
        Vec::new()
    };
    if timing {
        println!("pdll-bench apply: median of {samples} runs, ns per IR op (driver only; parse separate)");
        print!("{table}");
        print!("{scaling}");
        let mut build_tsv = String::from("n\troots\tbuild_ms\tparse_ms\tinstructions\tregisters\n");
        for b in &builds {
            println!(
                "build (d) N = {:>4}{}: {:>7.2} ms, of which parsing {:.2} ms ({} instructions, {} registers)",
                b.n,
                b.roots.map_or(String::new(), |r| format!(" over {r} roots")),
                b.ms,
                b.parse_ms,
                b.instructions,
                b.registers
            );
            let _ = writeln!(
                build_tsv,
                "{}\t{}\t{:.3}\t{:.3}\t{}\t{}",
                b.n,
                b.roots.map_or("-".to_string(), |r| r.to_string()),
                b.ms,
                b.parse_ms,
                b.instructions,
                b.registers
            );
        }
        let build_path = std::env::var("PDLL_BENCH_BUILD_RESULTS")
            .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/gen/build.tsv").to_string());
        if !builds.is_empty() {
            if let Some(dir) = std::path::Path::new(&build_path).parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            if let Err(e) = std::fs::write(&build_path, &build_tsv) {
                eprintln!("cannot write {build_path}: {e}");
            }
        }
        let path = std::env::var("PDLL_BENCH_RESULTS").unwrap_or_else(|_| {
            concat!(env!("CARGO_MANIFEST_DIR"), "/gen/results.tsv").to_string()
        });
        if let Some(dir) = std::path::Path::new(&path).parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        match std::fs::write(&path, &tsv) {
            Ok(()) => println!("results: {path}"),
            Err(e) => eprintln!("cannot write {path}: {e}"),
        }
    } else {
        println!("pdll-bench apply: checked every available variant on M = {sizes:?} (run with --bench to time)");
    }
    for m in &missing {
        println!("missing: {m}");
    }
    if failed {
        std::process::exit(1);
    }
}
