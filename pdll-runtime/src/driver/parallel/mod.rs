//! Applying a set inside many ops at once, one worker thread per core: what MLIR's pass
//! manager does when it runs a function pass on every `IsolatedFromAbove` op of a
//! module.
//!
//! [`apply_patterns_in_parallel`] gives the same IR as applying the set to each op's
//! regions in turn ([`super::apply_patterns_to_op_regions`], op by op, in the order
//! given), whatever the number of threads: the same ops, values and blocks, so the
//! same printed text, and the same handles too, except for what the ops rewritten in
//! place after the others (below) create. How, in three phases:
//!
//! 1. All threads gather the regions of the ops after a prefix into IRs of their own
//!    (shards: `ir::shard`), and all but the calling thread fork the [`Context`]
//!    (everything interned and registered so far, handles valid in both). The main IR
//!    is only read.
//! 2. The calling thread rewrites the prefix's ops in place, in the main IR and
//!    context, as a sequential run would, while the other threads take the shards one
//!    by one and run the ordinary greedy driver on each, in their forks. The prefix is
//!    about one thread's share of the ops: its ops cost no copy.
//! 3. What the forks interned is interned into the main context (only what the workers
//!    added: a few constants, usually), and all threads scatter the shards back: every
//!    gathered entity to the slot it came from, every created one to the end of its
//!    arena, shard after shard in the order of their ops, after what the prefix
//!    created, which is where a sequential run would have put it.
//!
//! An op whose regions are not closed (a value crosses their boundary, or its
//! registered definition is not `IsolatedFromAbove`, so that constants would be hoisted
//! out of it), or whose rewrites reached outside its regions, is not sharded: it is
//! rewritten in place after the others, in order. Ops whose regions are closed cannot
//! see or change each other, so the order of those runs does not matter.
//!
//! Copying an op's regions out and back costs about what the greedy driver spends on
//! them when few ops match (a few hundred instructions an op each way), so the threads
//! pay off when rewriting costs more than that or when there are more than two of them:
//! the bench (`pdll-bench parallel`) measures it and estimates more cores.
//! [`apply_patterns_in_parallel_where_it_pays`] decides by measuring: it times the
//! rewriting of the first ops (in place, in order) against gathering the next one, and
//! uses the threads only when [`parallel_pays`] says so.
//!
//! Handles of types and attributes that the workers interned are given in the order
//! the forks are absorbed: the same entities as a sequential run's, possibly other
//! numbers. Nothing printed depends on those numbers.

use super::counts::{add_run, PatternCounts};
use super::{op_regions, DriverReport, GreedyConfig};
use crate::dialect::OpTrait;
use crate::ir::shard::{ArenaCounts, Shard, ShardMaps};
use crate::ir::{Block, Ir, Op, OpName};
use crate::pattern::PatternSet;
use crate::Context;
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Why [`apply_patterns_in_parallel`] refused its list of ops (before changing
/// anything).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TargetError {
    /// The op was erased.
    Erased(Op),
    /// The op is in the list twice.
    Repeated(Op),
    /// `inner` is nested in `outer`, and both are in the list: the run inside `outer`
    /// would rewrite `inner`'s regions too.
    Nested {
        /// The enclosing op.
        outer: Op,
        /// The op nested in it.
        inner: Op,
    },
}

impl std::fmt::Display for TargetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TargetError::Erased(op) => write!(f, "op {} was erased", op.index()),
            TargetError::Repeated(op) => write!(f, "op {} is listed twice", op.index()),
            TargetError::Nested { outer, inner } => write!(
                f,
                "op {} is nested in op {}, which is also listed",
                inner.index(),
                outer.index()
            ),
        }
    }
}

impl std::error::Error for TargetError {}

/// What [`apply_patterns_in_parallel`] did.
#[derive(Clone, Debug, Default)]
pub struct ParallelReport {
    /// One report per op, in the order of the ops given, with an empty
    /// [`DriverReport::per_pattern`]: the rewrites per pattern are counted for all ops
    /// together, in [`ParallelReport::per_pattern`] (a set of 10,000 patterns would
    /// otherwise keep 10,000 counts per op).
    pub per_op: Vec<DriverReport>,
    /// Rewrites applied per pattern, over all ops (indexed like
    /// [`PatternSet::patterns`]).
    pub per_pattern: Vec<u64>,
    /// Worker threads used (1: the sequential path).
    pub threads: usize,
    /// Ops rewritten in place on the calling thread while the other threads rewrote
    /// shards (a prefix of the ops given).
    pub prefix: usize,
    /// Ops rewritten in shards on the other threads.
    pub sharded: usize,
    /// Of those, the ops whose run changed nothing: their shards were dropped, not
    /// written back.
    pub unchanged: usize,
    /// Ops rewritten in place after the workers, because their regions are not closed
    /// or their rewrites reached outside them (see the module docs), and, with
    /// [`apply_patterns_in_parallel_where_it_pays`], the sample and every op after it
    /// when the threads would not pay.
    pub in_place: usize,
    /// With [`apply_patterns_in_parallel_where_it_pays`]: the ops rewritten in place
    /// first, in order, to time the rewriting (counted in `in_place` too).
    pub sampled: usize,
    /// Where the time went (wall clock), for estimating how the run scales.
    pub timings: ParallelTimings,
}

impl ParallelReport {
    /// The per-op reports merged into one (counts summed, `converged` if every run
    /// converged, the most iterations of any run; a count for each pattern).
    pub fn total(&self) -> DriverReport {
        let mut total = DriverReport {
            converged: true,
            ..DriverReport::default()
        };
        for r in &self.per_op {
            total.merge(r.clone());
        }
        total.per_pattern = self.per_pattern.clone();
        total
    }
}

/// Wall-clock times of the parts of a parallel run.
#[derive(Clone, Debug, Default)]
pub struct ParallelTimings {
    /// Gathering the shards (all threads at once).
    pub gather: Duration,
    /// Rewriting: the calling thread in place, the others in shards (all at once).
    pub workers: Duration,
    /// Per op given: its rewrite time (zero for ops rewritten in place after the
    /// others). Their sum over the threads is the rewriting phase's ideal time.
    pub per_op: Vec<Duration>,
    /// On the calling thread: interning what the forks interned, growing the arenas.
    pub merge: Duration,
    /// Scattering the shards back (all workers at once).
    pub scatter: Duration,
    /// The ops rewritten in place after the workers.
    pub in_place: Duration,
}

/// The ops directly in `block` whose registered definition has the
/// `IsolatedFromAbove` trait (a `func.func`, say): what MLIR's pass manager runs an
/// op-agnostic nested pass on.
pub fn isolated_ops_in(ctx: &Context, ir: &Ir, block: Block) -> Vec<Op> {
    ir.block_ops(block)
        .filter(|&op| {
            ctx.op_definition(ir.op_name(op))
                .is_some_and(|d| d.has_trait(&OpTrait::IsolatedFromAbove))
        })
        .collect()
}

/// The ops directly in `block` named `name`.
pub fn ops_named_in(ir: &Ir, block: Block, name: OpName) -> Vec<Op> {
    ir.block_ops(block)
        .filter(|&op| ir.op_name(op) == name)
        .collect()
}

/// The block whose ops a pass nested in a module runs on: the body of the top-level
/// `builtin.module` when it is the only top-level op, else the top-level block.
pub fn module_body(ctx: &Context, ir: &Ir) -> Block {
    let top = ir.top_block();
    let mut ops = ir.block_ops(top);
    if let (Some(op), None) = (ops.next(), ops.next()) {
        if ctx.op_name_str(ir.op_name(op)) == "builtin.module" && ir.num_regions(op) == 1 {
            if let Some(&body) = ir.region_blocks(ir.region(op, 0)).first() {
                return body;
            }
        }
    }
    top
}

/// The number of threads to use when the caller says 0: the machine's cores.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The threads to use for `ops` ops when the caller asks for `threads` (0: every core):
/// never more than the ops, at least one.
fn thread_count(threads: usize, ops: usize) -> usize {
    let threads = match threads {
        0 => default_threads(),
        n => n,
    };
    threads.min(ops).max(1)
}

/// Applies `patterns` greedily to the regions of each op of `targets`, on up to
/// `threads` threads (0: [`default_threads`]); the result is the one of
/// [`super::apply_patterns_to_op_regions`] on each op in turn (see the module docs). With one
/// thread, or one op, that is what runs.
pub fn apply_patterns_in_parallel(
    ctx: &mut Context,
    ir: &mut Ir,
    targets: &[Op],
    patterns: &(dyn PatternSet + Sync),
    config: &GreedyConfig,
    threads: usize,
) -> Result<ParallelReport, TargetError> {
    check_targets(ir, targets)?;
    // Once for all the runs of this thread (the workers warm up on theirs).
    patterns.warm_up();
    let threads = thread_count(threads, targets.len());
    let num_patterns = patterns.patterns().len();
    // The calling thread's runs all count (none is undone).
    let mut counts = PatternCounts::new(num_patterns);
    let mut report = ParallelReport {
        per_op: vec![DriverReport::default(); targets.len()],
        per_pattern: vec![0; num_patterns],
        threads,
        timings: ParallelTimings {
            per_op: vec![Duration::ZERO; targets.len()],
            ..Default::default()
        },
        ..Default::default()
    };
    if threads == 1 {
        let start = Instant::now();
        for (i, &op) in targets.iter().enumerate() {
            report.per_op[i] = op_regions(ctx, ir, op, patterns, config, &mut counts);
        }
        report.per_pattern = counts.into_counts();
        report.in_place = targets.len();
        report.timings.in_place = start.elapsed();
        return Ok(report);
    }

    // Registered once here, so the forks and the main context agree (each run
    // registers them again, as a sequential run does, which changes nothing).
    super::register_definitions(ctx, patterns, &mut DriverReport::default());
    let shardable: Vec<usize> = (0..targets.len())
        .filter(|&i| may_shard(ctx, ir, targets[i]))
        .collect();
    let mut in_place: Vec<usize> = (0..targets.len())
        .filter(|i| shardable.binary_search(i).is_err())
        .collect();
    // The calling thread rewrites a prefix of the ops in place (no copy), about a
    // thread's share of them; the other threads rewrite the rest in shards.
    let split = prefix_len(targets, &shardable, threads);
    let (prefix, suffix) = shardable.split_at(split);

    // Phase 1, all threads: gather the suffix's shards and fork the contexts.
    let start = Instant::now();
    let marks = ctx.interner.marks();
    let gathered: Vec<Mutex<Option<Shard>>> = suffix.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let forks: Vec<Context> = {
        let (ctx, ir) = (&*ctx, &*ir);
        let gather = || {
            let mut maps = ShardMaps::default();
            loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(&i) = suffix.get(k) else { break };
                if let Ok(shard) = Shard::gather(ir, targets[i], &mut maps) {
                    *lock(&gathered[k]) = Some(shard);
                }
            }
        };
        std::thread::scope(|s| {
            let spawned: Vec<_> = (1..threads)
                .map(|_| {
                    s.spawn(|| {
                        let fork = ctx.fork();
                        gather();
                        fork
                    })
                })
                .collect();
            gather();
            spawned.into_iter().map(join).collect()
        })
    };
    report.timings.gather = start.elapsed();

    // Phase 2: the calling thread rewrites the prefix in place, the others the shards.
    let start = Instant::now();
    let next = AtomicUsize::new(0);
    let outcomes: Vec<WorkerOutcome> = std::thread::scope(|s| {
        let spawned: Vec<_> = forks
            .into_iter()
            .map(|fork| {
                let (gathered, next) = (&gathered, &next);
                s.spawn(move || rewrite_shards(fork, suffix, gathered, next, patterns, config))
            })
            .collect();
        for &i in prefix {
            let started = Instant::now();
            report.per_op[i] = op_regions(ctx, ir, targets[i], patterns, config, &mut counts);
            report.timings.per_op[i] = started.elapsed();
        }
        spawned.into_iter().map(join).collect()
    });
    report.timings.workers = start.elapsed();
    report.prefix = prefix.len();

    // Absorb the forks, order the shards by op, place what they created.
    let start = Instant::now();
    let mut names = Vec::with_capacity(outcomes.len());
    let mut done: Vec<(usize, usize, Shard, DriverReport)> = Vec::new();
    let mut settled = Vec::new();
    for (w, outcome) in outcomes.into_iter().enumerate() {
        names.push(ctx.interner.absorb(&outcome.ctx.interner, marks));
        for (run, shard) in outcome.done {
            report.timings.per_op[run.op] = run.time;
            add_run(&mut report.per_pattern, &run.counts);
            done.push((run.op, w, shard, run.report));
        }
        for run in outcome.unchanged {
            let i = run.op;
            report.timings.per_op[i] = run.time;
            add_run(&mut report.per_pattern, &run.counts);
            report.per_op[i] = run.report;
            report.sharded += 1;
            report.unchanged += 1;
            settled.push(i);
        }
    }
    done.sort_unstable_by_key(|d| d.0);
    settled.extend(done.iter().map(|d| d.0));
    settled.sort_unstable();
    // Ops whose shard was not taken or not kept.
    let mut kept = settled.iter().copied().peekable();
    for &i in suffix {
        if kept.peek() == Some(&i) {
            kept.next();
        } else {
            in_place.push(i);
        }
    }
    in_place.sort_unstable();
    let start_lengths = ir.arena_lengths();
    let mut end = start_lengths;
    let bases: Vec<ArenaCounts> = done.iter().map(|d| d.2.take_range(&mut end)).collect();
    let grow = ArenaCounts {
        ops: end.ops - start_lengths.ops,
        values: end.values - start_lengths.values,
        slots: end.slots - start_lengths.slots,
        blocks: end.blocks - start_lengths.blocks,
        regions: end.regions - start_lengths.regions,
        extras: end.extras - start_lengths.extras,
    };
    report.timings.merge = start.elapsed();

    // Phase 3, all threads: scatter, each thread a run of consecutive shards.
    let start = Instant::now();
    {
        let writers = ir.grow_for_shards(grow);
        let chunk = done.len().div_ceil(threads).max(1);
        let writers = &writers;
        let names = &names;
        std::thread::scope(|s| {
            for (shards, bases) in done.chunks(chunk).zip(bases.chunks(chunk)) {
                s.spawn(move || {
                    for ((_, w, shard, _), base) in shards.iter().zip(bases) {
                        // SAFETY: the shards were gathered from distinct ops of `ir`,
                        // none nested in another (`check_targets`), none rewritten in
                        // place, and `take_range` gave each its own range of the grown
                        // arenas.
                        unsafe { shard.scatter(writers, base, &names[*w]) };
                    }
                });
            }
        });
    }
    for ((i, w, shard, mut run), base) in done.into_iter().zip(&bases) {
        ir.absorb_shard_counts(&shard);
        for t in &mut run.trace {
            t.root = shard.op_to_main(t.root, base);
            t.root_name = OpName(names[w].ident(t.root_name.0));
        }
        report.per_op[i] = run;
        report.sharded += 1;
    }
    report.timings.scatter = start.elapsed();

    // The ops not sharded, in place, in order.
    let start = Instant::now();
    for &i in &in_place {
        report.per_op[i] = op_regions(ctx, ir, targets[i], patterns, config, &mut counts);
    }
    add_run(&mut report.per_pattern, &counts.take_run());
    report.in_place = in_place.len();
    report.timings.in_place = start.elapsed();
    Ok(report)
}

/// [`apply_patterns_in_parallel`] on up to `threads` threads (0: [`default_threads`]),
/// where the threads pay: what a caller that did not choose the number of threads
/// wants (`pdll apply --nested` without `--threads`).
///
/// Rewriting an op's regions in a shard costs copying them out and back, about as much
/// as rewriting them when few patterns match (see ARCHITECTURE.md, "Applying on every
/// core"); on few cores the copies then cost more than the other threads save. So this
/// first rewrites a few of the ops in place, in order, timing them, and times gathering
/// the regions of the next one; when the model of [`parallel_pays`] says the threads
/// would not pay, it rewrites the rest in place, in order (and reports 1 thread), else it
/// runs [`apply_patterns_in_parallel`] on the rest. The IR is the same either way: the
/// one of applying the set to each op's regions in turn.
pub fn apply_patterns_in_parallel_where_it_pays(
    ctx: &mut Context,
    ir: &mut Ir,
    targets: &[Op],
    patterns: &(dyn PatternSet + Sync),
    config: &GreedyConfig,
    threads: usize,
) -> Result<ParallelReport, TargetError> {
    check_targets(ir, targets)?;
    // Once for all the runs of this thread (the workers warm up on theirs).
    patterns.warm_up();
    let threads = thread_count(threads, targets.len());
    if threads == 1 {
        return apply_patterns_in_parallel(ctx, ir, targets, patterns, config, 1);
    }
    // The sample: about 2% of the ops, in place, in order, as a sequential run starts.
    let sample = (targets.len() / 50).clamp(1, targets.len() - 1);
    let mut per_op = Vec::with_capacity(targets.len());
    let mut counts = PatternCounts::new(patterns.patterns().len());
    let mut times = Vec::with_capacity(targets.len());
    let mut walked = Vec::new();
    let mut sample_ops = 0;
    for &op in &targets[..sample] {
        walked.clear();
        ir.walk_into(op, crate::ir::WalkOrder::PreOrder, &mut walked);
        sample_ops += walked.len().saturating_sub(1);
        let started = Instant::now();
        per_op.push(op_regions(ctx, ir, op, patterns, config, &mut counts));
        times.push(started.elapsed());
    }
    // The rewriting alone (the walks that counted the ops are not part of it).
    let rewrite: Duration = times.iter().sum();
    // One gather, of the next op that may be sharded (its copy is dropped).
    let copy = targets[sample..]
        .iter()
        .find(|&&op| may_shard(ctx, ir, op))
        .and_then(|&op| {
            walked.clear();
            ir.walk_into(op, crate::ir::WalkOrder::PreOrder, &mut walked);
            let ops = walked.len().saturating_sub(1);
            let mut maps = ShardMaps::default();
            let started = Instant::now();
            let shard = Shard::gather(ir, op, &mut maps).ok()?;
            let elapsed = started.elapsed();
            drop(shard);
            Some((elapsed, ops))
        });
    let per_op_ns = |d: Duration, ops: usize| d.as_nanos() as f64 / ops.max(1) as f64;
    let pays = match copy {
        Some((elapsed, ops)) => parallel_pays(
            per_op_ns(rewrite, sample_ops),
            per_op_ns(elapsed, ops),
            threads,
        ),
        // Nothing to shard: the threads would have nothing to do.
        None => false,
    };
    // The rest is checked again: a rewrite in the sample may have reached another op.
    let rest = &targets[sample..];
    let mut report = if pays {
        apply_patterns_in_parallel(ctx, ir, rest, patterns, config, threads)?
    } else {
        apply_patterns_in_parallel(ctx, ir, rest, patterns, config, 1)?
    };
    report.sampled = sample;
    add_run(&mut report.per_pattern, &counts.take_run());
    report.in_place += sample;
    report.timings.in_place += rewrite;
    per_op.append(&mut report.per_op);
    report.per_op = per_op;
    times.append(&mut report.timings.per_op);
    report.timings.per_op = times;
    Ok(report)
}

/// Whether `threads` threads pay, when rewriting an op in place costs `rewrite_ns`
/// (per op of its regions) and copying its regions into a shard costs `copy_ns` (one
/// way; writing them back is taken to cost the same). The calling thread rewrites
/// `1 / threads` of the ops in place and the others the rest in shards, the copies
/// split over all threads: `2 c (1 - 1/k) / k + r / k` against `r` for the loop, so
/// the threads pay when `2 c / k < r`; asked with a margin of a fifth, since a sample
/// is noisy and a wrong "yes" costs more than a wrong "no".
pub fn parallel_pays(rewrite_ns: f64, copy_ns: f64, threads: usize) -> bool {
    threads >= 2 && 2.0 * copy_ns / (threads as f64) < 0.8 * rewrite_ns
}

/// How many of the shardable ops (a prefix) the calling thread rewrites in place: about
/// `1 / threads` of their ops. An op's size is estimated from the handles: ops are
/// numbered as they are created, so a parsed op's regions hold about the ops numbered
/// between it and the op listed before it (any estimate only moves the balance).
fn prefix_len(targets: &[Op], shardable: &[usize], threads: usize) -> usize {
    let sizes: Vec<u64> = shardable
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let prev = if k == 0 {
                0
            } else {
                targets[shardable[k - 1]].index()
            };
            u64::from(targets[i].index().saturating_sub(prev)).max(1)
        })
        .collect();
    // An op joins the prefix if its middle falls within the share.
    let share = 2 * sizes.iter().sum::<u64>() / threads as u64;
    let mut sum = 0;
    sizes
        .iter()
        .position(|&n| {
            let middle = 2 * sum + n;
            sum += n;
            middle > share
        })
        .unwrap_or(sizes.len())
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

fn join<T>(h: std::thread::ScopedJoinHandle<'_, T>) -> T {
    h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))
}

/// A worker of phase 2: rewrites gathered shards until none is left, in its fork.
fn rewrite_shards(
    mut ctx: Context,
    suffix: &[usize],
    gathered: &[Mutex<Option<Shard>>],
    next: &AtomicUsize,
    patterns: &(dyn PatternSet + Sync),
    config: &GreedyConfig,
) -> WorkerOutcome {
    patterns.warm_up();
    let (mut done, mut unchanged) = (Vec::new(), Vec::new());
    let mut counts = PatternCounts::new(patterns.patterns().len());
    let patterns = ShardPatterns {
        inner: patterns,
        ir_error: Cell::new(false),
    };
    loop {
        let k = next.fetch_add(1, Ordering::Relaxed);
        let Some(slot) = gathered.get(k) else { break };
        let Some(mut shard) = lock(slot).take() else {
            continue;
        };
        let start = Instant::now();
        let shell = shard.shell();
        patterns.ir_error.set(false);
        let run = op_regions(
            &mut ctx,
            &mut shard.ir,
            shell,
            &patterns,
            config,
            &mut counts,
        );
        // This run's counts alone: a run dropped here is run again in place.
        let run_counts = counts.take_run();
        if !shard.stayed_inside() || patterns.ir_error.get() {
            continue;
        }
        let untouched = changed_nothing(&run) && shard.untouched();
        let run = ShardRun {
            op: suffix[k],
            report: run,
            counts: run_counts,
            time: start.elapsed(),
        };
        if untouched {
            // The main IR already holds what the shard holds: nothing to write back.
            unchanged.push(run);
        } else {
            done.push((run, shard));
        }
    }
    WorkerOutcome {
        ctx,
        done,
        unchanged,
    }
}

/// A worker's view of the set: notes whether a rewrite failed on an IR error. A
/// rewrite that reaches outside the op's regions (an op moved before the op itself,
/// say) fails in a shard, where the op is in no block, and may succeed in the main IR:
/// then the shard is dropped and the op rewritten in place, as a sequential run would.
struct ShardPatterns<'a> {
    inner: &'a (dyn PatternSet + Sync),
    ir_error: Cell<bool>,
}

impl PatternSet for ShardPatterns<'_> {
    fn patterns(&self) -> &[crate::PatternInfo] {
        self.inner.patterns()
    }
    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<crate::Match>) {
        self.inner.match_op(ctx, ir, op, out)
    }
    fn rewrite(
        &self,
        m: &crate::Match,
        rw: &mut crate::Rewriter<'_>,
    ) -> Result<(), crate::RewriteError> {
        let result = self.inner.rewrite(m, rw);
        if let Err(crate::RewriteError::Ir(_)) = result {
            self.ir_error.set(true);
        }
        result
    }
    fn match_reach(&self) -> crate::MatchReach {
        self.inner.match_reach()
    }
    fn footprints(&self) -> &[crate::__private::MatchFootprint] {
        self.inner.footprints()
    }
    fn root_cones(&self) -> Option<std::sync::Arc<crate::__private::RootCones>> {
        self.inner.root_cones()
    }
    fn op_definitions(&self) -> &[crate::dialect::OpDefinition] {
        self.inner.op_definitions()
    }
    fn warm_up(&self) {
        self.inner.warm_up()
    }
}

/// Whether a run reports no change at all (the usual case for an op that nothing
/// matches).
fn changed_nothing(r: &DriverReport) -> bool {
    let s = &r.region_simplification;
    r.num_rewrites == 0
        && r.failed_after_changes == 0
        && r.dead_ops_erased == 0
        && r.ops_folded == 0
        && r.ops_folded_in_place == 0
        && r.constants_materialized == 0
        && r.constants_merged == 0
        && r.constants_hoisted == 0
        && !s.changed
        && s.unreachable_blocks == 0
        && s.dead_ops == 0
        && s.dead_arguments == 0
        && s.dead_successor_operands == 0
        && s.merged_blocks == 0
        && s.pruned_arguments == 0
        && s.redundant_arguments == 0
}

/// Refuses erased, repeated and nested ops.
fn check_targets(ir: &Ir, targets: &[Op]) -> Result<(), TargetError> {
    let mut listed = rustc_hash::FxHashSet::default();
    for &op in targets {
        if ir.is_erased(op) {
            return Err(TargetError::Erased(op));
        }
        if !listed.insert(op) {
            return Err(TargetError::Repeated(op));
        }
    }
    for &inner in targets {
        let mut at = ir.parent_op(inner);
        while let Some(outer) = at {
            if listed.contains(&outer) {
                return Err(TargetError::Nested { outer, inner });
            }
            at = ir.parent_op(outer);
        }
    }
    Ok(())
}

/// Whether `op`'s registered definition (if any) keeps constants inside its regions:
/// `IsolatedFromAbove`, or unregistered (which the constant folder treats alike).
fn may_shard(ctx: &Context, ir: &Ir, op: Op) -> bool {
    ctx.op_definition(ir.op_name(op))
        .is_none_or(|d| d.has_trait(&OpTrait::IsolatedFromAbove))
}

/// What one worker of phase 2 did: its fork of the context and its shards (index in
/// `targets`, the shard, the run's report, the time).
struct WorkerOutcome {
    ctx: Context,
    /// Ops whose shards are kept.
    done: Vec<(ShardRun, Shard)>,
    /// Ops whose run changed nothing: their shards are dropped, not scattered.
    unchanged: Vec<ShardRun>,
}

/// A worker's run of one op.
struct ShardRun {
    /// The op's index in the targets.
    op: usize,
    report: DriverReport,
    /// Rewrites per pattern ([`PatternCounts::take_run`]).
    counts: Vec<(u32, u64)>,
    time: Duration,
}

#[cfg(test)]
mod tests;
