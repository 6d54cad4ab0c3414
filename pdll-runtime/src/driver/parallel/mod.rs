//! Applying a set inside many ops at once, one worker thread per core: what MLIR's pass
//! manager does when it runs a function pass on every `IsolatedFromAbove` op of a
//! module.
//!
//! [`apply_patterns_in_parallel`] gives the same IR as applying the set to each op's
//! regions in turn ([`super::apply_patterns_to_op_regions`], op by op, in the order
//! given), whatever the number of threads: the same ops, values and blocks with the same
//! handles, so the same printed text. How:
//!
//! - Each worker forks the [`Context`] once (everything interned and registered so far,
//!   handles valid in both) and takes ops from a shared counter. For each it gathers
//!   the op's regions into an IR of its own (a shard: `ir::shard`), runs the ordinary
//!   greedy driver there, and keeps the result. The main IR is only read meanwhile.
//! - Then, on the calling thread, what each fork interned is interned into the main
//!   context (only entries the workers added: a few constants, usually), and the
//!   shards are scattered back, on all workers again: every gathered entity to the slot
//!   it came from, every created one to the end of its arena, shard after shard in the
//!   order of their ops, which is where a sequential run would have put it.
//! - An op whose regions are not closed (a value crosses their boundary, or its
//!   registered definition is not `IsolatedFromAbove`, so that constants would be
//!   hoisted out of it), or whose rewrites reached outside its regions, is not sharded:
//!   it is rewritten in place after the others, in order. Ops whose regions are closed
//!   cannot see or change each other, so the order of those runs does not matter.
//!
//! Handles of types and attributes that the workers interned are given in the order
//! the forks are absorbed, which depends on which worker took which op: the same
//! entities, possibly other numbers. Nothing printed depends on those numbers.

use super::{apply_patterns_to_op_regions, DriverReport, GreedyConfig};
use crate::dialect::OpTrait;
use crate::ir::shard::{ArenaCounts, Shard, ShardMaps};
use crate::ir::{Block, Ir, Op, OpName};
use crate::pattern::PatternSet;
use crate::Context;
use std::sync::atomic::{AtomicUsize, Ordering};
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
    /// One report per op, in the order of the ops given.
    pub per_op: Vec<DriverReport>,
    /// Worker threads used (1: the sequential path).
    pub threads: usize,
    /// Ops rewritten in shards on the workers.
    pub sharded: usize,
    /// Ops rewritten in place after the workers, because their regions are not closed
    /// or their rewrites reached outside them (see the module docs).
    pub in_place: usize,
    /// Where the time went (wall clock), for estimating how the run scales.
    pub timings: ParallelTimings,
}

impl ParallelReport {
    /// The per-op reports merged into one (counts summed, `converged` if every run
    /// converged, the most iterations of any run).
    pub fn total(&self) -> DriverReport {
        let mut total = DriverReport {
            converged: true,
            ..DriverReport::default()
        };
        for r in &self.per_op {
            total.merge(r.clone());
        }
        total
    }
}

/// Wall-clock times of the parts of a parallel run.
#[derive(Clone, Debug, Default)]
pub struct ParallelTimings {
    /// The workers' phase: gathering, rewriting (all workers at once).
    pub workers: Duration,
    /// Per op given (zero for ops rewritten in place): its gather and rewrite time on
    /// its worker. Their sum over the threads is the phase's ideal time.
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

/// Applies `patterns` greedily to the regions of each op of `targets`, on up to
/// `threads` threads (0: [`default_threads`]); the result is the one of
/// [`apply_patterns_to_op_regions`] on each op in turn (see the module docs). With one
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
    let threads = if threads == 0 {
        default_threads()
    } else {
        threads
    };
    let threads = threads.min(targets.len()).max(1);
    let mut report = ParallelReport {
        per_op: vec![DriverReport::default(); targets.len()],
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
            report.per_op[i] = apply_patterns_to_op_regions(ctx, ir, op, patterns, config);
        }
        report.in_place = targets.len();
        report.timings.in_place = start.elapsed();
        return Ok(report);
    }

    // Registered once here, so the forks and the main context agree (each run
    // registers them again, as a sequential run does, which changes nothing).
    super::register_definitions(ctx, patterns, &mut DriverReport::default());
    let (shardable, mut in_place): (Vec<usize>, Vec<usize>) =
        (0..targets.len()).partition(|&i| may_shard(ctx, ir, targets[i]));

    // The workers: gather and rewrite.
    let start = Instant::now();
    let marks = ctx.interner.marks();
    let next = AtomicUsize::new(0);
    let work = Worker {
        ctx,
        ir,
        targets,
        shardable: &shardable,
        next: &next,
        patterns,
        config,
    };
    let outcomes: Vec<WorkerOutcome> = std::thread::scope(|s| {
        let spawned: Vec<_> = (1..threads).map(|_| s.spawn(|| work.run())).collect();
        let mut all = vec![work.run()];
        all.extend(
            spawned
                .into_iter()
                .map(|h| h.join().expect("pdll-runtime: worker panicked")),
        );
        all
    });
    report.timings.workers = start.elapsed();

    // Absorb the forks, order the shards by op, place what they created.
    let start = Instant::now();
    let mut names = Vec::with_capacity(outcomes.len());
    let mut done: Vec<(usize, usize, Shard, DriverReport)> = Vec::new();
    for (w, outcome) in outcomes.into_iter().enumerate() {
        names.push(ctx.interner.absorb(&outcome.ctx.interner, marks));
        in_place.extend(outcome.refused);
        for (i, shard, run, time) in outcome.done {
            report.timings.per_op[i] = time;
            done.push((i, w, shard, run));
        }
    }
    done.sort_unstable_by_key(|d| d.0);
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

    // Scatter, all workers at once, each a run of consecutive shards.
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
                        // none nested in another (`check_targets`), and `take_range`
                        // gave each its own range of the grown arenas.
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
        report.per_op[i] = apply_patterns_to_op_regions(ctx, ir, targets[i], patterns, config);
    }
    report.in_place = in_place.len();
    report.timings.in_place = start.elapsed();
    Ok(report)
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

/// What the workers share.
struct Worker<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    targets: &'a [Op],
    shardable: &'a [usize],
    next: &'a AtomicUsize,
    patterns: &'a (dyn PatternSet + Sync),
    config: &'a GreedyConfig,
}

/// What one worker did: its fork of the context, its shards (index in `targets`, the
/// shard, the run's report, the time), and the ops it could not shard.
struct WorkerOutcome {
    ctx: Context,
    done: Vec<(usize, Shard, DriverReport, Duration)>,
    refused: Vec<usize>,
}

impl Worker<'_> {
    fn run(&self) -> WorkerOutcome {
        let mut ctx = self.ctx.fork();
        let mut maps = ShardMaps::new(self.ir);
        let (mut done, mut refused) = (Vec::new(), Vec::new());
        loop {
            let k = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(&i) = self.shardable.get(k) else {
                break;
            };
            let start = Instant::now();
            let Ok(mut shard) = Shard::gather(self.ir, self.targets[i], &mut maps) else {
                refused.push(i);
                continue;
            };
            let shell = shard.shell();
            let run = apply_patterns_to_op_regions(
                &mut ctx,
                &mut shard.ir,
                shell,
                self.patterns,
                self.config,
            );
            if shard.stayed_inside() {
                done.push((i, shard, run, start.elapsed()));
            } else {
                refused.push(i);
            }
        }
        WorkerOutcome { ctx, done, refused }
    }
}

#[cfg(test)]
mod tests;
