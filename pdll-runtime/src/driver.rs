//! The greedy pattern driver, in the style of MLIR 19's `applyPatternsAndFoldGreedily`.
//!
//! Semantics (matching `GreedyPatternRewriteDriver.cpp` of MLIR 19 where it applies):
//! - Each *iteration* clears the worklist and seeds it with every op nested in the scope
//!   region: by default in post-order (MLIR's default, `useTopDownTraversal = false`),
//!   or in pre-order reversed when [`GreedyConfig::top_down`] is set. Ops are popped
//!   from the back, so the default order is reverse post-order. Adding an op also adds
//!   its ancestors up to the scope (MLIR's `addToWorklist`); an op already queued keeps
//!   its place.
//! - For a popped op: if it is unused and trivially dead, it is erased. By default that
//!   is MLIR's rule over the ops registered in the context (or by the set's
//!   [`PatternSet::op_definitions`], registered at the start of the run): see
//!   [`crate::dialect::is_op_trivially_dead`]; unregistered ops are never trivially
//!   dead. [`GreedyConfig::is_trivially_dead`] replaces the rule.
//!   Otherwise its matches are sorted by benefit, highest first (a stable sort, so ties
//!   keep the order the pattern set reported), and tried in turn; the first rewrite
//!   that succeeds is applied.
//! - Notifications re-queue ops: created, moved and modified ops (with their
//!   ancestors); users of replaced values (as modified ops); for an erased op, the
//!   defining ops of its operands that have at most one other user. Erased ops are
//!   removed from the worklist and never revisited.
//! - If anything changed during an iteration, the whole scope is swept again, up to
//!   [`GreedyConfig::max_iterations`]. The run *converged* when an iteration changed
//!   nothing.
//! - Where MLIR runs that last sweep, which visits every op and changes nothing, this
//!   driver may prove instead that it would change nothing, and skip it: when the set
//!   declares what its matchers read ([`MatchReach::Operands`](crate::pattern::MatchReach::Operands), which generated sets
//!   without native code do) and [`GreedyConfig::prove_fixpoint`] is on. The skipped
//!   sweep counts as an iteration, so the report is the one MLIR's run would give,
//!   plus [`DriverReport::sweeps_proved_empty`]. The argument is in the `fixpoint`
//!   module: an op whose matcher found nothing, and none of whose operand cone changed
//!   since, still matches nothing.
//! - PDLL's `recursion` flag: when [`GreedyConfig::enforce_recursion_flag`] is set (the
//!   default), a pattern without `has_bounded_recursion` is not applied to an op that
//!   its own rewrite created. MLIR 19's greedy driver does not check this (only dialect
//!   conversion does): `mlir-opt-19 --test-pdl-bytecode-pass` with
//!   `replace op<test.loop>(a) with op<test.loop>(a)` never terminates. So the rule only
//!   changes runs on which MLIR would not stop.
//! - [`GreedyConfig::max_rewrites`] caps the number of rewrites of the whole run (MLIR
//!   caps per iteration; by default neither stops a terminating rewrite), so together
//!   with the iteration limit the driver always terminates.
//! - [`GreedyConfig::profile`] counts each pattern's matches and times its rewrites
//!   ([`DriverProfile`]; matching is timed only as a whole, since a set matches all
//!   its patterns at once). Off by default, and then the driver reads no clock.
//! - Folding ([`GreedyConfig::fold`], on by default as in MLIR): a popped op that is
//!   not dead and not `ConstantLike` is folded ([`crate::fold::fold_op`]) before
//!   patterns are tried. A fold in place notifies the op as modified; a fold to
//!   values materializes the constant results before the op, through the op's
//!   dialect ([`Context::register_constant_materializer`]), and replaces the op. Both
//!   count as a change; neither counts as a rewrite (MLIR counts rewrites for its
//!   limit alone).
//! - Constants ([`GreedyConfig::cse_constants`], on by default as in MLIR): seeding a
//!   sweep uniques and hoists the `ConstantLike` ops it meets
//!   ([`crate::fold::constants`]), as MLIR 19 does with its `OperationFolder` when it
//!   fills the worklist; a constant merged into an earlier equal one is not queued.
//!   Constants created during a sweep stay where they were made until the next.
//! - Region simplification ([`GreedyConfig::region_simplification`], MLIR 19's
//!   default level by default): after each sweep the scope's regions are simplified
//!   ([`crate::simplify::simplify_regions`]) through a rewriter that notifies the
//!   driver, and a simplification that changed the IR counts as a change of the
//!   sweep. It is skipped where it cannot change anything: no registered op may be
//!   dead and no region of the IR has ever held two blocks.
//!
//! ```
//! use pdll_runtime::driver::{apply_patterns_greedily, GreedyConfig};
//! use pdll_runtime::pattern::{FnPatternSet, PatternInfo};
//! use pdll_runtime::{Context, Ir};
//!
//! let mut ctx = Context::new();
//! let mut ir = Ir::new();
//! let name = ctx.intern_op_name("test.unused");
//! let op = ir.create_simple_op(name, &[], &[], None);
//! ir.append_op(ir.top_block(), op);
//!
//! let mut patterns = FnPatternSet::new();
//! patterns.add(
//!     PatternInfo::new("erase_unused", 1).with_root("test.unused"),
//!     |_ctx, _ir, _op, _captures| true,
//!     |m, rw| Ok(rw.erase_op(m.root)?),
//! );
//! let top = ir.top_region();
//! let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &patterns, &GreedyConfig::default());
//! assert!(report.converged);
//! assert_eq!(report.num_rewrites, 1);
//! assert!(ir.is_erased(op));
//! ```

mod config;
mod counts;
pub(crate) mod fixpoint;
pub mod parallel;
mod profile;
mod state;
mod worklist;

use crate::fold::constants::{ConstantUniquer, Uniqued};
use crate::fold::{fold_op, is_constant_like, FoldOutcome, OpFoldResult};
use crate::ir::Ir;
use crate::ir::{Op, Region, Value, WalkOrder};
use crate::pattern::{Match, PatternSet};
use crate::rewriter::Listener;
use crate::rewriter::Rewriter;
use crate::Context;
pub use config::{DriverReport, GreedyConfig, RegionSimplification, RewriteLimit, TraceEntry};
use counts::PatternCounts;
use fixpoint::Fixpoint;
pub use parallel::{
    apply_patterns_in_parallel, apply_patterns_in_parallel_where_it_pays, ParallelReport,
    TargetError,
};
pub use profile::{DriverProfile, PatternProfile};
use smallvec::SmallVec;
use state::DriverState;
use std::time::Instant;
use worklist::{CreatedBy, Worklist};

/// Applies `patterns` greedily to the ops nested in `scope` until a fixpoint or a limit
/// (see the module docs). The IR stays consistent whatever the patterns do: every edit
/// goes through a checked [`Rewriter`].
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    ir: &mut Ir,
    scope: Region,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
) -> DriverReport {
    patterns.warm_up();
    let mut counts = PatternCounts::new(patterns.patterns().len());
    let mut report = greedily(ctx, ir, scope, patterns, config, &mut counts);
    report.per_pattern = counts.into_counts();
    report
}

/// [`apply_patterns_greedily`] without [`PatternSet::warm_up`]: for a caller that ran
/// it once before many runs (the parallel driver, one run per op). The rewrites per
/// pattern go to `counts`, not to the report's `per_pattern` (see [`counts`]).
fn greedily(
    ctx: &mut Context,
    ir: &mut Ir,
    scope: Region,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
    counts: &mut PatternCounts,
) -> DriverReport {
    let num_patterns = patterns.patterns().len();
    let mut report = DriverReport {
        profile: config.profile.then(|| DriverProfile::new(num_patterns)),
        ..DriverReport::default()
    };
    let start = config.profile.then(Instant::now);
    run_sweeps(ctx, ir, scope, patterns, config, &mut report, counts);
    if let (Some(start), Some(profile)) = (start, &mut report.profile) {
        profile.total = start.elapsed();
    }
    report
}

/// The body of [`apply_patterns_greedily`]: sweeps until a fixpoint or a limit,
/// filling in `report`.
fn run_sweeps(
    ctx: &mut Context,
    ir: &mut Ir,
    scope: Region,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
    report: &mut DriverReport,
    counts: &mut PatternCounts,
) {
    register_definitions(ctx, patterns, report);
    let erase_dead = config.is_trivially_dead.is_none() && ctx.dialect.any_removable();
    // Folding and constant uniquing cost nothing where no registered op folds (the
    // benchmarks' unregistered ops): checked once here.
    let folding = config.fold && ctx.may_fold();
    let cse_constants = config.cse_constants && ctx.dialect.any_foldable();
    let mut state = DriverState {
        worklist: Worklist::default(),
        scope,
        created_by: CreatedBy::new(ir.ops.next_index().index()),
        current: None,
        nested: false,
        erase_dead,
        folding,
        // An op can become dead without being queued (a use moved away from it), and
        // then only MLIR's last sweep erases it: with dead-op erasure, that sweep runs.
        // Folds and constants change the IR outside patterns, which the proof does
        // not follow.
        fixpoint: if config.prove_fixpoint
            && config.is_trivially_dead.is_none()
            && !erase_dead
            && !folding
            && !cse_constants
            && (config.region_simplification == RegionSimplification::Disabled
                || !ir.ever_had_multi_block_region())
        {
            Fixpoint::new(patterns)
        } else {
            None
        },
    };
    let mut limit = None;
    let mut matches: Vec<Match> = Vec::new();
    let mut proved_empty = false;
    loop {
        if config
            .max_iterations
            .is_some_and(|max| report.iterations >= max)
        {
            return;
        }
        report.iterations += 1;
        if proved_empty {
            report.sweeps_proved_empty += 1;
            report.converged = true;
            return;
        }
        state.worklist.clear();
        // One slot per op of the IR, so that pushes in the sweep do not grow it.
        state.worklist.reserve_ops(ir.ops.len());
        let order = if config.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let seeded = if cse_constants {
            seed_with_constants(ctx, ir, order, &mut state, report)
        } else {
            state.seed(ir, order)
        };
        // The proof's walks, and then its matches, may each visit as many ops as a
        // sweep would (plus a little): a step of a walk costs less than matching an
        // op, so the proof never costs much more than the sweep it may save.
        let proof_budget = 1024 + seeded as usize;
        if let Some(f) = &mut state.fixpoint {
            f.start_sweep(ctx, patterns, proof_budget);
        }
        if config.top_down {
            state.worklist.reverse();
        }
        let limit = *limit.get_or_insert_with(|| match config.max_rewrites {
            RewriteLimit::Unlimited => u64::MAX,
            RewriteLimit::Total(n) => n,
            RewriteLimit::PerOp(n) => n.saturating_mul(seeded).saturating_add(n),
        });
        let mut changed = process_worklist(
            ctx,
            ir,
            patterns,
            config,
            limit,
            &mut state,
            &mut matches,
            report,
            counts,
        );
        let simplified = simplify_scope(ctx, ir, config, &mut state, report);
        changed |= simplified;
        if !changed {
            report.converged = true;
            return;
        }
        if report.hit_rewrite_limit {
            return;
        }
        // The proof follows the patterns' edits only: after a simplification, sweep.
        proved_empty = !simplified
            && state
                .fixpoint
                .as_mut()
                .is_some_and(|f| f.proves_fixpoint(ctx, ir, patterns, &mut matches, proof_budget));
    }
}

/// Simplifies the scope's regions after a sweep, as MLIR 19's driver does (see the
/// module docs); returns whether that changed the IR as MLIR counts it.
fn simplify_scope(
    ctx: &mut Context,
    ir: &mut Ir,
    config: &GreedyConfig,
    state: &mut DriverState,
    report: &mut DriverReport,
) -> bool {
    let merge = match config.region_simplification {
        RegionSimplification::Disabled => return false,
        RegionSimplification::Normal => false,
        RegionSimplification::Aggressive => true,
    };
    // Nothing to erase, merge or prune: no walk.
    if !ctx.dialect.any_removable() && !ir.ever_had_multi_block_region() {
        return false;
    }
    let scope = state.scope;
    let mut rw = Rewriter::with_listener(ctx, ir, state);
    let r = crate::simplify::simplify_regions(&mut rw, &[scope], merge);
    report.region_simplification.add(&r);
    r.changed
}

/// Seeds the worklist as [`DriverState::seed`] does, uniquing and hoisting the
/// constants met (see [`crate::fold::constants`]), as MLIR 19's driver seeds with
/// `cseConstants`: a constant merged into an earlier one is not queued.
fn seed_with_constants(
    ctx: &mut Context,
    ir: &mut Ir,
    order: WalkOrder,
    state: &mut DriverState,
    report: &mut DriverReport,
) -> u64 {
    let mut ops = Vec::new();
    ir.walk_region_into(state.scope, order, &mut ops);
    let mut uniquer = ConstantUniquer::new();
    let mut seeded = 0;
    for op in ops {
        // Merging a constant erases only it; still, never queue an erased op.
        if ir.is_erased(op) {
            continue;
        }
        if is_constant_like(ctx, ir, op) {
            let mut rw = Rewriter::with_listener(ctx, ir, state);
            match uniquer.insert(&mut rw, op) {
                Some(Uniqued::Merged) => {
                    report.constants_merged += 1;
                    continue;
                }
                Some(Uniqued::Kept { moved: true }) => report.constants_hoisted += 1,
                _ => {}
            }
        }
        state.add_to_worklist(ir, op);
        seeded += 1;
    }
    seeded
}

/// Folds `op` and, when it folds to values, materializes its constant results and
/// replaces it (see the module docs); returns whether the IR changed.
fn fold_popped_op(
    ctx: &mut Context,
    ir: &mut Ir,
    op: Op,
    state: &mut DriverState,
    results: &mut Vec<OpFoldResult>,
    report: &mut DriverReport,
) -> bool {
    match fold_op(ctx, ir, op, results) {
        FoldOutcome::Failed => false,
        FoldOutcome::InPlace => {
            state.op_modified(ir, op);
            report.ops_folded_in_place += 1;
            true
        }
        FoldOutcome::Folded => {
            let name = ctx.op_name_str(ir.op_name(op));
            let dialect = name.split_once('.').map_or(name, |d| d.0).to_string();
            let mut rw = Rewriter::with_listener(ctx, ir, state);
            rw.set_insertion_point_before(op);
            let mut with: SmallVec<[Value; 2]> = SmallVec::new();
            let mut created: SmallVec<[Op; 2]> = SmallVec::new();
            for (i, r) in results.iter().enumerate() {
                let ty = rw.value_type(rw.result(op, i));
                let value = match *r {
                    OpFoldResult::Value(v) if rw.value_type(v) == ty => Some(v),
                    // A value of another type: the folder is wrong (MLIR asserts).
                    OpFoldResult::Value(_) => None,
                    OpFoldResult::Attribute(a) => {
                        crate::fold::materialize(&mut rw, &dialect, a, ty).map(|c| {
                            created.push(c);
                            rw.result(c, 0)
                        })
                    }
                };
                match value {
                    Some(v) => with.push(v),
                    None => {
                        // Undo the constants made for the earlier results.
                        for &c in created.iter().rev() {
                            let _ = rw.erase_op(c);
                        }
                        return false;
                    }
                }
            }
            if rw.replace_op_with_values(op, &with).is_err() {
                for &c in created.iter().rev() {
                    let _ = rw.erase_op(c);
                }
                return false;
            }
            report.ops_folded += 1;
            report.constants_materialized += created.len() as u64;
            true
        }
    }
}

/// Registers the set's op definitions in the context; those the context refuses (a
/// different definition of the same name is registered) go to the report, and the
/// context's stay.
fn register_definitions(ctx: &mut Context, patterns: &dyn PatternSet, report: &mut DriverReport) {
    for def in patterns.op_definitions() {
        if let Err(e) = ctx.register_op(def.clone()) {
            report.rejected_definitions.push(e);
        }
    }
}

/// Runs [`apply_patterns_greedily`] on each region of `op` in turn (as MLIR does for an
/// op) and merges the reports.
pub fn apply_patterns_to_op_regions(
    ctx: &mut Context,
    ir: &mut Ir,
    op: Op,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
) -> DriverReport {
    patterns.warm_up();
    let mut counts = PatternCounts::new(patterns.patterns().len());
    let mut report = op_regions(ctx, ir, op, patterns, config, &mut counts);
    report.per_pattern = counts.into_counts();
    report
}

/// [`apply_patterns_to_op_regions`] without [`PatternSet::warm_up`] (see [`greedily`]),
/// counting the rewrites per pattern in `counts`.
pub(crate) fn op_regions(
    ctx: &mut Context,
    ir: &mut Ir,
    op: Op,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
    counts: &mut PatternCounts,
) -> DriverReport {
    let num_patterns = patterns.patterns().len();
    let mut total = DriverReport {
        converged: true,
        profile: config.profile.then(|| DriverProfile::new(num_patterns)),
        ..DriverReport::default()
    };
    let regions: Vec<Region> = ir.regions(op).to_vec();
    for r in regions {
        total.merge(greedily(ctx, ir, r, patterns, config, counts));
    }
    total
}

/// Applies `patterns` to the IR's module, as an MLIR pass on a module does (and
/// `mlir-opt --test-pdl-bytecode-pass` on its input): to the regions of the top-level
/// `builtin.module` when that op is all the top-level block holds, else to the
/// top-level region (a file of bare ops, which MLIR wraps in an implicit module).
pub fn apply_patterns_to_module(
    ctx: &mut Context,
    ir: &mut Ir,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
) -> DriverReport {
    let top = ir.top_block();
    let mut ops = ir.block_ops(top);
    let single_module = match (ops.next(), ops.next()) {
        (Some(op), None) if ctx.op_name_str(ir.op_name(op)) == "builtin.module" => Some(op),
        _ => None,
    };
    match single_module {
        Some(module) => apply_patterns_to_op_regions(ctx, ir, module, patterns, config),
        None => {
            let region = ir.top_region();
            apply_patterns_greedily(ctx, ir, region, patterns, config)
        }
    }
}

/// How many pops ahead the driver prefetches op records. The worklist says which ops
/// come next; matching one reads its record and the records of its operands'
/// producers, which in a sweep are mostly a few hundred ops earlier in the block, so
/// later in the pop order. Fetching every record this far ahead means that such a
/// producer is in cache when its user is matched: on a block too big for the cache,
/// that halves the sweep's time (the bench's M = 1,000,000 workloads).
const PREFETCH_RECORD: usize = 320;
/// How many pops ahead the driver prefetches an op's operand slots and first result
/// (read through its record, fetched [`PREFETCH_RECORD`] pops ahead).
const PREFETCH_PARTS: usize = 256;

/// Processes the worklist until it is empty or the rewrite limit is hit; returns
/// whether the IR changed.
#[allow(clippy::too_many_arguments)] // the driver's state, passed apart for borrows
fn process_worklist(
    ctx: &mut Context,
    ir: &mut Ir,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
    limit: u64,
    state: &mut DriverState,
    matches: &mut Vec<Match>,
    report: &mut DriverReport,
    counts: &mut PatternCounts,
) -> bool {
    let infos = patterns.patterns();
    let mut changed = false;
    let mut fold_results = Vec::new();
    while let Some(op) = state.worklist.pop() {
        if let Some(far) = state.worklist.peek(PREFETCH_RECORD) {
            ir.prefetch_op(far);
        }
        if let Some(near) = state.worklist.peek(PREFETCH_PARTS) {
            ir.prefetch_op_parts(near);
        }
        if report.num_rewrites >= limit {
            report.hit_rewrite_limit = true;
            break;
        }
        // An op erased behind the driver's back (through `Rewriter::ir_mut_unnotified`) was not
        // removed from the worklist; never revisit it.
        if ir.is_erased(op) {
            continue;
        }
        let dead = match config.is_trivially_dead {
            Some(is_dead) => !ir.op_has_uses(op) && is_dead(ctx, ir, op),
            None => state.erase_dead && crate::dialect::is_op_trivially_dead(ctx, ir, op),
        };
        if dead {
            let mut rw = Rewriter::with_listener(ctx, ir, state);
            if rw.erase_op(op).is_ok() {
                report.dead_ops_erased += 1;
                changed = true;
                continue;
            }
        }
        // MLIR does not fold constants: each would fold to its value, be
        // rematerialized and queued again, forever.
        if state.folding
            && !is_constant_like(ctx, ir, op)
            && fold_popped_op(ctx, ir, op, state, &mut fold_results, report)
        {
            // Folded away or in place: either way MLIR goes on to the next op (one
            // folded in place was queued again).
            changed = true;
            continue;
        }
        matches.clear();
        patterns.match_op(ctx, ir, op, matches);
        if matches.is_empty() {
            continue;
        }
        if let Some(f) = &mut state.fixpoint {
            f.matched(op);
        }
        if let Some(profile) = &mut report.profile {
            for m in matches.iter() {
                profile.patterns[m.pattern].matches += 1;
            }
        }
        // `sort_by_key` is stable: equal benefits keep the pattern set's order.
        matches.sort_by_key(|m| std::cmp::Reverse(m.benefit));
        for m in matches.iter() {
            let p = m.pattern;
            // Created-by first: it answers without a memory access for ops that no
            // rewrite of this run created (most), where the info would be a cache miss.
            if config.enforce_recursion_flag
                && state.created_by.get(op) == Some(p as u32)
                && !infos[p].has_bounded_recursion
            {
                continue;
            }
            let root_name = ir.op_name(op);
            state.current = Some((p as u32, ir.ops.next_index().index()));
            let mut rw = Rewriter::with_listener(ctx, ir, state);
            rw.set_insertion_point_before(op);
            // Read the clock only when profiling: a rewrite can take less than two
            // reads of it.
            let started = report.profile.is_some().then(Instant::now);
            let result = patterns.rewrite(m, &mut rw);
            let changes = rw.num_changes();
            if let (Some(started), Some(profile)) = (started, &mut report.profile) {
                let entry = &mut profile.patterns[p];
                entry.rewrites_tried += 1;
                entry.rewrite_time += started.elapsed();
            }
            state.current = None;
            match result {
                Ok(()) => {}
                Err(_) if changes > 0 => report.failed_after_changes += 1,
                Err(_) => continue,
            }
            changed = true;
            report.num_rewrites += 1;
            counts.add(p);
            if config.record_trace {
                report.trace.push(TraceEntry {
                    pattern: p,
                    pattern_name: infos[p].name.clone(),
                    root: op,
                    root_name,
                });
            }
            break;
        }
    }
    changed
}

#[cfg(test)]
mod tests;
