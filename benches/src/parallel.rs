//! The workload of the parallel driver: F functions, each a payload of the reference
//! generator (its own seed), so that a pass over every function has F independent,
//! equal-sized pieces of work, as a function pass over a big module has.
//!
//! The functions are written in generic form (`"func.func"() ({...})`), which reads
//! with or without the `func` dialect registered, in our parser and in `mlir-opt-19`.

use crate::gen::Workload;
use crate::hist::Histogram;
use std::time::Duration;

/// F functions of M ops each, N patterns (K shared roots).
#[derive(Clone, Debug)]
pub struct FuncWorkload {
    /// Number of functions.
    pub funcs: usize,
    /// The per-function payload (its `m` is the ops per function).
    pub payload: Workload,
}

/// The module text and what rewriting it must give.
#[derive(Clone, Debug)]
pub struct FuncModule {
    /// `module @ir { "func.func"() ({ ... }) ... }`.
    pub text: String,
    /// Expected rewrites in all.
    pub rewrites: u64,
    /// Expected `bench.*` histogram after rewriting.
    pub after: Histogram,
}

impl FuncWorkload {
    /// Writes the module: function `i` holds the payload of seed `payload.seed + i`.
    pub fn generate(&self) -> FuncModule {
        let mut text = String::from("module @ir {\n");
        let mut rewrites = 0;
        let mut after = Histogram::new();
        for i in 0..self.funcs {
            let w = Workload {
                seed: self.payload.seed + i as u64,
                ..self.payload.clone()
            };
            let g = w.generate();
            text.push_str("  \"func.func\"() ({\n");
            text.push_str(&g.ops);
            text.push_str("    \"func.return\"() : () -> ()\n");
            text.push_str(&format!(
                "  }}) {{function_type = () -> (), sym_name = \"f{i}\"}} : () -> ()\n"
            ));
            rewrites += g.stats.match_roots;
            for (name, n) in &g.stats.hist_after {
                *after.entry(name.clone()).or_default() += n;
            }
        }
        text.push_str("}\n");
        FuncModule {
            text,
            rewrites,
            after,
        }
    }
}

/// Quantiles of the per-function work of a parallel run, and what they let one
/// estimate for more cores.
#[derive(Clone, Debug)]
pub struct Spread {
    /// Sum of the per-function rewrite times, the work the threads share.
    pub sum: Duration,
    /// Median, 90th percentile and largest per-function time.
    pub p50: Duration,
    /// 90th percentile.
    pub p90: Duration,
    /// Largest.
    pub max: Duration,
}

impl Spread {
    /// The spread of `times` (zero entries, ops not sharded, left out).
    pub fn of(times: &[Duration]) -> Spread {
        let mut t: Vec<Duration> = times.iter().copied().filter(|d| !d.is_zero()).collect();
        t.sort_unstable();
        let at = |q: f64| {
            t.get(((t.len() as f64 - 1.0) * q).round() as usize)
                .copied()
                .unwrap_or_default()
        };
        Spread {
            sum: t.iter().sum(),
            p50: at(0.5),
            p90: at(0.9),
            max: t.last().copied().unwrap_or_default(),
        }
    }

    /// The workers' phase on `k` cores if the work divides evenly (no piece is larger
    /// than a core's share) and nothing else slows them: `sum / k`, at least `max`.
    pub fn ideal_phase(&self, k: u32) -> Duration {
        (self.sum / k).max(self.max)
    }
}

/// [`Mode::Ideal`]: `t` threads, thread `k` rewriting the `k`-th share of `targets` in
/// its own copy of the module (`p` for the calling thread, `copies[k - 1]` for the
/// others; the copies hold the same ops under the same handles). The rewrites in all.
fn ideal(
    p: &mut crate::run::Payload,
    copies: &mut [crate::run::Payload],
    targets: &[pdll_runtime::Op],
    set: &(dyn pdll_runtime::PatternSet + Sync),
    config: &pdll_runtime::GreedyConfig,
    t: usize,
) -> u64 {
    use pdll_runtime::driver::apply_patterns_to_op_regions;
    let share = targets.len().div_ceil(t.max(1)).max(1);
    let mut shares = targets.chunks(share);
    let run = |p: &mut crate::run::Payload, ops: &[pdll_runtime::Op]| -> u64 {
        ops.iter()
            .map(|&f| {
                apply_patterns_to_op_regions(&mut p.ctx, &mut p.ir, f, set, config).num_rewrites
            })
            .sum()
    };
    let mine = shares.next().unwrap_or_default();
    std::thread::scope(|s| {
        let spawned: Vec<_> = copies
            .iter_mut()
            .zip(shares)
            .map(|(c, ops)| s.spawn(move || run(c, ops)))
            .collect();
        let here = run(p, mine);
        here + spawned
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .sum::<u64>()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn functions_hold_their_own_payloads() {
        let w = FuncWorkload {
            funcs: 3,
            payload: Workload::new(7, 50),
        };
        let m = w.generate();
        assert_eq!(m.text.matches("\"func.func\"").count(), 3);
        assert_eq!(m.text.matches("sym_name = \"f2\"").count(), 1);
        let single = Workload::new(7, 50).generate();
        assert!(m.rewrites >= single.stats.match_roots);
        let mut ctx = pdll_runtime::Context::new();
        let mut ir = pdll_runtime::Ir::new();
        ir.parse_source(&mut ctx, &m.text).unwrap();
    }

    /// Every mode on a small module: each gives the expected rewrites (and all but
    /// `Ideal` the expected histogram and the loop's IR), or `measure` says which did not.
    #[test]
    fn every_mode_gives_the_loop_s_result() {
        let w = FuncWorkload {
            funcs: 6,
            payload: Workload::new(7, 60),
        };
        let module = w.generate();
        let mut ctx = pdll_runtime::Context::new();
        let set = crate::variants::build(crate::variants::Variant::Merged, 7, None, &mut ctx)
            .expect("the N = 7 set is compiled in");
        let modes = [
            Mode::Loop,
            Mode::Threads(2),
            Mode::WhereItPays(2),
            Mode::Ideal(2),
            Mode::Ideal(3),
        ];
        let results = measure(&module, &ctx, &*set, &modes, 2).unwrap();
        assert_eq!(results.len(), modes.len());
        assert!(results.iter().all(|r| r.runs.len() == 2));
        assert_eq!(Mode::Ideal(2).to_string(), "ideal=2");
    }

    #[test]
    fn spread_quantiles() {
        let ms = Duration::from_millis;
        let s = Spread::of(&[ms(1), ms(0), ms(3), ms(2)]);
        assert_eq!((s.sum, s.p50, s.max), (ms(6), ms(2), ms(3)));
        assert_eq!(s.ideal_phase(2), ms(3));
        assert_eq!(s.ideal_phase(1), ms(6));
    }
}

/// How one mode of [`measure`] applies the set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Today's sequential path, written out: the greedy driver on each function's
    /// regions in turn (`apply_patterns_to_op_regions`).
    Loop,
    /// `apply_patterns_in_parallel` on this many threads.
    Threads(usize),
    /// `apply_patterns_in_parallel_where_it_pays` on up to this many threads.
    WhereItPays(usize),
    /// The bound of any driver that rewrites in place on this many threads: each
    /// thread (the calling one and the spawned ones) runs the loop on its share of the
    /// functions (consecutive, equal counts) in a copy of the module of its own, parsed
    /// before the clock starts. Nothing is shared and nothing is copied while timed, so
    /// this is what workers that wrote into one IR at once, with no copy and no
    /// contention, could reach on this machine. Checked: the rewrites in all; the
    /// histogram and the IR are not (each copy holds only its share rewritten).
    Ideal(usize),
}

impl std::fmt::Display for Mode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mode::Loop => write!(f, "loop"),
            Mode::Threads(t) => write!(f, "threads={t}"),
            Mode::WhereItPays(t) => write!(f, "auto={t}"),
            Mode::Ideal(t) => write!(f, "ideal={t}"),
        }
    }
}

/// One mode's medians and, for a parallel mode, where its time went.
#[derive(Clone, Debug)]
pub struct ModeResult {
    /// The mode.
    pub mode: Mode,
    /// Median apply time over the runs.
    pub median: Duration,
    /// Every run's apply time, in run order.
    pub runs: Vec<Duration>,
    /// Of the median run: the workers' phase, the merge, the scatter, the ops run in
    /// place, and the spread of the per-function times.
    pub parts: Option<(pdll_runtime::driver::parallel::ParallelTimings, Spread)>,
}

/// Parses `module` afresh for every run and mode (parsing not timed), applies `set` to
/// every `func.func` in each mode, alternating the order of the modes from run to run,
/// and checks every result: the expected rewrites and histogram, and the same printed
/// IR in every mode.
pub fn measure(
    module: &FuncModule,
    ctx: &pdll_runtime::Context,
    set: &(dyn pdll_runtime::PatternSet + Sync),
    modes: &[Mode],
    runs: usize,
) -> Result<Vec<ModeResult>, String> {
    use pdll_runtime::driver::parallel::{
        apply_patterns_in_parallel, apply_patterns_in_parallel_where_it_pays, ops_named_in,
    };
    use pdll_runtime::driver::{apply_patterns_to_op_regions, GreedyConfig};
    let config = GreedyConfig::default();
    let mut times: Vec<
        Vec<(
            Duration,
            Option<pdll_runtime::driver::parallel::ParallelTimings>,
        )>,
    > = vec![Vec::new(); modes.len()];
    let mut reference: Option<String> = None;
    for run in 0..runs.max(1) {
        for k in 0..modes.len() {
            let i = (k + run) % modes.len();
            let mut p = crate::run::Payload::parse_into(ctx.clone(), &module.text)
                .map_err(|e| format!("the module does not parse: {e}"))?;
            let func = p.ctx.intern_op_name("func.func");
            let body = p.ir.region_blocks(p.body)[0];
            let targets = ops_named_in(&p.ir, body, func);
            // The other threads' copies, for `Ideal` (parsed before the clock starts).
            let mut copies = match modes[i] {
                Mode::Ideal(t) => (1..t.max(1))
                    .map(|_| crate::run::Payload::parse_into(ctx.clone(), &module.text))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|e| format!("the module does not parse: {e}"))?,
                _ => Vec::new(),
            };
            let start = std::time::Instant::now();
            let (rewrites, timings) = match modes[i] {
                Mode::Loop => {
                    let mut n = 0;
                    for &f in &targets {
                        n += apply_patterns_to_op_regions(&mut p.ctx, &mut p.ir, f, set, &config)
                            .num_rewrites;
                    }
                    (n, None)
                }
                Mode::Threads(t) => {
                    let r = apply_patterns_in_parallel(
                        &mut p.ctx, &mut p.ir, &targets, set, &config, t,
                    )
                    .map_err(|e| e.to_string())?;
                    (r.total().num_rewrites, Some(r.timings))
                }
                Mode::WhereItPays(t) => {
                    let r = apply_patterns_in_parallel_where_it_pays(
                        &mut p.ctx, &mut p.ir, &targets, set, &config, t,
                    )
                    .map_err(|e| e.to_string())?;
                    (r.total().num_rewrites, Some(r.timings))
                }
                Mode::Ideal(t) => (ideal(&mut p, &mut copies, &targets, set, &config, t), None),
            };
            let elapsed = start.elapsed();
            times[i].push((elapsed, timings));
            if run == 0 {
                if rewrites != module.rewrites {
                    return Err(format!(
                        "{}: {rewrites} rewrites, expected {}",
                        modes[i], module.rewrites
                    ));
                }
                if let Mode::Ideal(_) = modes[i] {
                    continue;
                }
                crate::hist::compare(&p.histogram(), &module.after)
                    .map_err(|m| format!("{}: {m}", modes[i]))?;
                let printed = p.ir.print_generic(&p.ctx);
                match &reference {
                    None => reference = Some(printed),
                    Some(r) if *r != printed => {
                        return Err(format!("{}: the IR differs from {}'s", modes[i], modes[0]))
                    }
                    Some(_) => {}
                }
            }
        }
    }
    Ok(modes
        .iter()
        .zip(times)
        .map(|(&mode, runs)| {
            let mut order: Vec<usize> = (0..runs.len()).collect();
            order.sort_by_key(|&r| runs[r].0);
            let mid = order[order.len() / 2];
            ModeResult {
                mode,
                median: runs[mid].0,
                parts: runs[mid].1.clone().map(|t| {
                    let spread = Spread::of(&t.per_op);
                    (t, spread)
                }),
                runs: runs.iter().map(|r| r.0).collect(),
            }
        })
        .collect())
}
