//! The greedy pattern driver, in the style of MLIR 19's `applyPatternsAndFoldGreedily`.
//!
//! Semantics (matching `GreedyPatternRewriteDriver.cpp` of MLIR 19 where it applies):
//! - Each *iteration* clears the worklist and seeds it with every op nested in the scope
//!   region: by default in post-order (MLIR's default, `useTopDownTraversal = false`),
//!   or in pre-order reversed when [`GreedyConfig::top_down`] is set. Ops are popped
//!   from the back, so the default order is reverse post-order. Adding an op also adds
//!   its ancestors up to the scope (MLIR's `addToWorklist`); an op already queued keeps
//!   its place.
//! - For a popped op: if [`GreedyConfig::is_trivially_dead`] says it is dead and its
//!   results are unused, it is erased. (MLIR erases only registered side-effect-free
//!   ops; unregistered ops are never trivially dead, so by default nothing is.)
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
//! - Not modelled: folding, constant CSE, and region simplification (MLIR does these
//!   for registered ops and multi-block regions).
//!
//! ```
//! use pdll_runtime::driver::{apply_patterns_greedily, GreedyConfig};
//! use pdll_runtime::pattern::{FnPatternSet, PatternInfo};
//! use pdll_runtime::Context;
//!
//! let mut ctx = Context::new();
//! let name = ctx.op_name("test.unused");
//! let op = ctx.create_simple_op(name, &[], &[], None);
//! ctx.append_op(ctx.top_block(), op);
//!
//! let mut patterns = FnPatternSet::new();
//! patterns.add(
//!     PatternInfo::new("erase_unused", 1).with_root("test.unused"),
//!     |_ctx, _op, _captures| true,
//!     |m, rw| Ok(rw.erase_op(m.root)?),
//! );
//! let top = ctx.top_region();
//! let report = apply_patterns_greedily(&mut ctx, top, &patterns, &GreedyConfig::default());
//! assert!(report.converged);
//! assert_eq!(report.num_rewrites, 1);
//! assert!(ctx.is_erased(op));
//! ```

mod fixpoint;

use crate::ir::storage::NONE;
use crate::ir::{Op, OpName, Region, WalkOrder};
use crate::pattern::{Match, PatternSet};
use crate::rewriter::{Listener, Rewriter};
use crate::Context;
use fixpoint::{Change, Fixpoint};
use smallvec::SmallVec;
use std::borrow::Cow;

/// A limit on the number of rewrites of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RewriteLimit {
    /// No limit (termination then relies on the patterns and the iteration limit).
    Unlimited,
    /// At most this many rewrites.
    Total(u64),
    /// At most this many rewrites per op in the scope at the start, plus this many.
    PerOp(u64),
}

/// Configuration of [`apply_patterns_greedily`].
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Maximum number of sweeps over the scope (`None`: no limit). MLIR's default: 10.
    pub max_iterations: Option<u32>,
    /// Limit on rewrites of the whole run. Default: `PerOp(100)`.
    pub max_rewrites: RewriteLimit,
    /// Seed the worklist in pre-order (processed top-down) instead of post-order.
    pub top_down: bool,
    /// Enforce PDLL's `recursion` flag (see the module docs). Default: true.
    pub enforce_recursion_flag: bool,
    /// Record a [`TraceEntry`] per applied rewrite.
    pub record_trace: bool,
    /// Which unused ops may be erased as trivially dead (MLIR: registered ops without
    /// side effects). Default `None`: none, as MLIR treats unregistered ops.
    pub is_trivially_dead: Option<fn(&Context, Op) -> bool>,
    /// Skip a sweep proved to change nothing (see the module docs). Default: true. It
    /// applies only to sets declaring [`MatchReach::Operands`](crate::pattern::MatchReach::Operands) and without
    /// `is_trivially_dead`; turning it off sweeps exactly as MLIR does.
    pub prove_fixpoint: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_iterations: Some(10),
            max_rewrites: RewriteLimit::PerOp(100),
            top_down: false,
            enforce_recursion_flag: true,
            record_trace: false,
            is_trivially_dead: None,
            prove_fixpoint: true,
        }
    }
}

/// One applied rewrite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceEntry {
    /// Index of the pattern in [`PatternSet::patterns`].
    pub pattern: usize,
    /// The pattern's name.
    pub pattern_name: Cow<'static, str>,
    /// The root op it was applied to (possibly erased since).
    pub root: Op,
    /// The root op's name at that time.
    pub root_name: OpName,
}

/// What a run of the driver did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DriverReport {
    /// Whether the last iteration changed nothing (a fixpoint was reached).
    pub converged: bool,
    /// Number of sweeps started, counting those proved empty.
    pub iterations: u32,
    /// Sweeps not run because the driver proved they would change nothing (see
    /// [`GreedyConfig::prove_fixpoint`]); at most one per run.
    pub sweeps_proved_empty: u32,
    /// Number of rewrites applied.
    pub num_rewrites: u64,
    /// Rewrites applied per pattern (indexed like [`PatternSet::patterns`]).
    pub per_pattern: Vec<u64>,
    /// Ops erased as trivially dead.
    pub dead_ops_erased: u64,
    /// Rewrites that returned `Err` after editing the IR (a pattern bug; counted as
    /// applied, since their edits were made and notified).
    pub failed_after_changes: u64,
    /// Whether the run stopped because of [`GreedyConfig::max_rewrites`].
    pub hit_rewrite_limit: bool,
    /// Applied rewrites in order, if [`GreedyConfig::record_trace`] was set.
    pub trace: Vec<TraceEntry>,
}

impl DriverReport {
    fn merge(&mut self, other: DriverReport) {
        self.converged &= other.converged;
        self.iterations = self.iterations.max(other.iterations);
        self.sweeps_proved_empty += other.sweeps_proved_empty;
        self.num_rewrites += other.num_rewrites;
        if self.per_pattern.len() < other.per_pattern.len() {
            self.per_pattern.resize(other.per_pattern.len(), 0);
        }
        for (a, b) in self.per_pattern.iter_mut().zip(other.per_pattern) {
            *a += b;
        }
        self.dead_ops_erased += other.dead_ops_erased;
        self.failed_after_changes += other.failed_after_changes;
        self.hit_rewrite_limit |= other.hit_rewrite_limit;
        self.trace.extend(other.trace);
    }
}

/// MLIR's worklist: a vector popped from the back, where a queued op is not queued
/// twice and an erased op is removed in O(1).
///
/// A queued op has its bit set in `queued`; removing it clears the bit and leaves its
/// entry in `list`, stale, for `pop` to skip. An op's live entry is always its topmost
/// one (a push appends only when the bit is clear), so an entry popped with the bit set
/// is live, and the order is MLIR's. One bit per op instead of a position table: the
/// table is the size of the IR's op count, written at every push and pop.
#[derive(Default)]
struct Worklist {
    list: Vec<u32>,
    /// One bit per op index: queued.
    queued: Vec<u64>,
}

impl Worklist {
    #[inline]
    fn push(&mut self, op: Op) {
        let (word, bit) = (op.0 as usize / 64, 1u64 << (op.0 % 64));
        if word >= self.queued.len() {
            self.grow(word);
        }
        if self.queued[word] & bit != 0 {
            return;
        }
        self.queued[word] |= bit;
        self.list.push(op.0);
    }

    /// Whether `op` is queued.
    #[inline]
    fn contains(&self, op: Op) -> bool {
        self.queued
            .get(op.0 as usize / 64)
            .is_some_and(|w| w & (1u64 << (op.0 % 64)) != 0)
    }

    /// Makes room for the bits of word `word` (ops created during the sweep), by half
    /// the table at least, so a run of created ops does not resize at every push.
    #[cold]
    fn grow(&mut self, word: usize) {
        let len = (word + 1).max(self.queued.len() + self.queued.len() / 2);
        self.queued.resize(len, 0);
    }

    /// Makes room for ops with indices below `n` (and as many queued entries).
    fn reserve_ops(&mut self, n: usize) {
        let words = n.div_ceil(64);
        if self.queued.len() < words {
            self.queued.resize(words, 0);
        }
        self.list.reserve(n.saturating_sub(self.list.len()));
    }

    #[inline]
    fn pop(&mut self) -> Option<Op> {
        while let Some(x) = self.list.pop() {
            let (word, bit) = (x as usize / 64, 1u64 << (x % 64));
            if self.queued[word] & bit != 0 {
                self.queued[word] &= !bit;
                return Some(Op(x));
            }
        }
        None
    }

    /// The entry `k` places below the top (possibly stale), for prefetching.
    #[inline]
    fn peek(&self, k: usize) -> Option<Op> {
        let n = self.list.len();
        (k < n).then(|| Op(self.list[n - 1 - k]))
    }

    fn remove(&mut self, op: Op) {
        if let Some(w) = self.queued.get_mut(op.0 as usize / 64) {
            *w &= !(1u64 << (op.0 % 64));
        }
    }

    fn clear(&mut self) {
        for &x in &self.list {
            self.queued[x as usize / 64] &= !(1u64 << (x % 64));
        }
        self.list.clear();
    }

    /// Reverses the order; only right after seeding, when no entry is stale.
    fn reverse(&mut self) {
        self.list.reverse();
    }
}

/// Which pattern created which op, for the ops created during the run: a table
/// indexed from the first op index the run can create (op indices only grow).
struct CreatedBy {
    first: u32,
    /// By `op - first`: the pattern, or `NONE`.
    pattern: Vec<u32>,
}

impl CreatedBy {
    fn new(first: u32) -> Self {
        CreatedBy {
            first,
            pattern: Vec::new(),
        }
    }

    fn insert(&mut self, op: Op, pattern: u32) {
        let Some(i) = op.0.checked_sub(self.first) else {
            return;
        };
        let i = i as usize;
        if i >= self.pattern.len() {
            let len = (i + 1).max(self.pattern.len() * 2);
            self.pattern.resize(len, NONE);
        }
        self.pattern[i] = pattern;
    }

    fn remove(&mut self, op: Op) {
        if let Some(p) =
            op.0.checked_sub(self.first)
                .and_then(|i| self.pattern.get_mut(i as usize))
        {
            *p = NONE;
        }
    }

    fn get(&self, op: Op) -> Option<u32> {
        let i = op.0.checked_sub(self.first)? as usize;
        self.pattern.get(i).copied().filter(|&p| p != NONE)
    }
}

/// The driver's listener: keeps the worklist up to date and remembers which pattern
/// created which op.
struct DriverState {
    worklist: Worklist,
    scope: Region,
    /// For ops created by a rewrite: the pattern that created them.
    created_by: CreatedBy,
    /// The pattern being applied, and the first op index it could create.
    current: Option<(u32, u32)>,
    /// Evidence that another sweep would change nothing, when the set allows a proof.
    fixpoint: Option<Fixpoint>,
    /// Whether an op nested deeper than the scope was ever queued in this run. Until
    /// then every queued op is directly in the scope (a move notifies, and queues).
    nested: bool,
}

impl DriverState {
    /// Adds `op` and its ancestors up to the scope; ops outside the scope are ignored.
    #[inline]
    fn add_to_worklist(&mut self, ctx: &Context, op: Op) {
        // The common case, an op directly in the scope: no ancestors to collect.
        if ctx.parent_region(op) == Some(self.scope) {
            self.worklist.push(op);
        } else {
            self.add_nested_to_worklist(ctx, op);
        }
    }

    /// Queues every op nested in the scope, in `order`, as MLIR's walk calling
    /// `addToWorklist` on each would; returns how many ops were visited. Straight from
    /// the block lists, with no intermediate list of the scope's ops.
    fn seed(&mut self, ctx: &Context, order: WalkOrder) -> u64 {
        let mut seeded = 0;
        for &block in ctx.region_blocks(self.scope) {
            for op in ctx.block_ops(block) {
                // The walk chases `next` links: prefetch the records ahead, which are
                // usually laid out in order (a block as parsed or built).
                ctx.prefetch_op(Op(op.0.wrapping_add(SEED_PREFETCH)));
                if ctx.num_regions(op) == 0 {
                    // In the scope itself, without nested ops: only `op` to queue.
                    self.worklist.push(op);
                    seeded += 1;
                } else {
                    ctx.for_each_op(op, order, &mut |o| {
                        self.add_to_worklist(ctx, o);
                        seeded += 1;
                    });
                }
            }
        }
        seeded
    }

    /// [`DriverState::add_to_worklist`] for an op nested deeper (or outside the scope).
    fn add_nested_to_worklist(&mut self, ctx: &Context, op: Op) {
        self.nested = true;
        let mut chain: SmallVec<[Op; 8]> = SmallVec::new();
        let mut cur = op;
        loop {
            chain.push(cur);
            let Some(region) = ctx.parent_region(cur) else {
                return;
            };
            if region == self.scope {
                for &o in &chain {
                    self.worklist.push(o);
                }
                return;
            }
            let Some(parent) = ctx.region_parent_op(region) else {
                return;
            };
            cur = parent;
        }
    }

    /// Re-queues the defining ops of `op`'s operands that will have at most one user
    /// left once `op` is gone (MLIR's `addOperandsToWorklist`).
    fn add_operands_to_worklist(&mut self, ctx: &Context, op: Op) {
        for &operand in ctx.operands(op) {
            let Some(def) = ctx.defining_op(operand) else {
                continue;
            };
            // Queuing an op that is queued, directly in the scope (no ancestors to
            // queue), changes nothing: skip the walk of the use list, whose links are
            // scattered over the IR. In a sweep the ops above `op` are mostly still
            // queued.
            if self.worklist.contains(def)
                && (!self.nested || ctx.parent_region(def) == Some(self.scope))
            {
                continue;
            }
            let mut other: Option<Op> = None;
            let mut more_than_two = false;
            for user in ctx.users(operand) {
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more_than_two = true;
                break;
            }
            if !more_than_two {
                self.add_to_worklist(ctx, def);
            }
        }
    }
}

impl Listener for DriverState {
    fn op_inserted(&mut self, ctx: &Context, op: Op) {
        if let Some((pattern, first_new)) = self.current {
            if op.0 >= first_new {
                self.created_by.insert(op, pattern);
            }
        }
        // Nothing for the fixpoint proof to note: the op is queued here, and the ops
        // reading it above their roots see it only through a change of their operands.
        self.add_to_worklist(ctx, op);
    }

    fn op_modified(&mut self, ctx: &Context, op: Op) {
        if let Some(f) = &mut self.fixpoint {
            let worklist = &self.worklist;
            f.changed(ctx, op, Change::Any, |x| worklist.contains(x));
        }
        self.add_to_worklist(ctx, op);
    }

    fn op_operands_modified(&mut self, ctx: &Context, op: Op) {
        if let Some(f) = &mut self.fixpoint {
            let worklist = &self.worklist;
            f.changed(ctx, op, Change::Operands, |x| worklist.contains(x));
        }
        self.add_to_worklist(ctx, op);
    }

    fn op_erased(&mut self, ctx: &Context, op: Op) {
        self.add_operands_to_worklist(ctx, op);
        self.worklist.remove(op);
        self.created_by.remove(op);
    }
}

/// Applies `patterns` greedily to the ops nested in `scope` until a fixpoint or a limit
/// (see the module docs). The IR stays consistent whatever the patterns do: every edit
/// goes through a checked [`Rewriter`].
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    scope: Region,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
) -> DriverReport {
    let infos = patterns.patterns();
    let mut report = DriverReport {
        per_pattern: vec![0; infos.len()],
        ..DriverReport::default()
    };
    let mut state = DriverState {
        worklist: Worklist::default(),
        scope,
        created_by: CreatedBy::new(ctx.ops.len() as u32),
        current: None,
        nested: false,
        fixpoint: if config.prove_fixpoint && config.is_trivially_dead.is_none() {
            Fixpoint::new(patterns.match_reach(), infos)
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
            return report;
        }
        report.iterations += 1;
        if proved_empty {
            report.sweeps_proved_empty += 1;
            report.converged = true;
            return report;
        }
        state.worklist.clear();
        // One slot per op of the context, so that pushes in the sweep do not grow it.
        state.worklist.reserve_ops(ctx.ops.len());
        let order = if config.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let seeded = state.seed(ctx, order);
        // The proof's walks, and then its matches, may each visit as many ops as a
        // sweep would (plus a little): a step of a walk costs less than matching an
        // op, so the proof never costs much more than the sweep it may save.
        let proof_budget = 1024 + seeded as usize;
        if let Some(f) = &mut state.fixpoint {
            f.start_sweep(ctx, infos, proof_budget);
        }
        if config.top_down {
            state.worklist.reverse();
        }
        let limit = *limit.get_or_insert_with(|| match config.max_rewrites {
            RewriteLimit::Unlimited => u64::MAX,
            RewriteLimit::Total(n) => n,
            RewriteLimit::PerOp(n) => n.saturating_mul(seeded).saturating_add(n),
        });
        let changed = process_worklist(
            ctx,
            patterns,
            config,
            limit,
            &mut state,
            &mut matches,
            &mut report,
        );
        if !changed {
            report.converged = true;
            return report;
        }
        if report.hit_rewrite_limit {
            return report;
        }
        proved_empty = state
            .fixpoint
            .as_mut()
            .is_some_and(|f| f.proves_fixpoint(ctx, patterns, &mut matches, proof_budget));
    }
}

/// Runs [`apply_patterns_greedily`] on each region of `op` in turn (as MLIR does for an
/// op) and merges the reports.
pub fn apply_patterns_to_op_regions(
    ctx: &mut Context,
    op: Op,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
) -> DriverReport {
    let mut total = DriverReport {
        converged: true,
        per_pattern: vec![0; patterns.patterns().len()],
        ..DriverReport::default()
    };
    let regions: Vec<Region> = ctx.regions(op).to_vec();
    for r in regions {
        total.merge(apply_patterns_greedily(ctx, r, patterns, config));
    }
    total
}

/// How many op indices ahead seeding prefetches op records.
const SEED_PREFETCH: u32 = 16;
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
fn process_worklist(
    ctx: &mut Context,
    patterns: &dyn PatternSet,
    config: &GreedyConfig,
    limit: u64,
    state: &mut DriverState,
    matches: &mut Vec<Match>,
    report: &mut DriverReport,
) -> bool {
    let infos = patterns.patterns();
    let mut changed = false;
    while let Some(op) = state.worklist.pop() {
        if let Some(far) = state.worklist.peek(PREFETCH_RECORD) {
            ctx.prefetch_op(far);
        }
        if let Some(near) = state.worklist.peek(PREFETCH_PARTS) {
            ctx.prefetch_op_parts(near);
        }
        if report.num_rewrites >= limit {
            report.hit_rewrite_limit = true;
            break;
        }
        // An op erased behind the driver's back (through `Rewriter::ctx_mut`) was not
        // removed from the worklist; never revisit it.
        if ctx.is_erased(op) {
            continue;
        }
        if let Some(is_dead) = config.is_trivially_dead {
            if !ctx.op_has_uses(op) && is_dead(ctx, op) {
                let mut rw = Rewriter::with_listener(ctx, state);
                if rw.erase_op(op).is_ok() {
                    report.dead_ops_erased += 1;
                    changed = true;
                    continue;
                }
            }
        }
        matches.clear();
        patterns.match_op(ctx, op, matches);
        if matches.is_empty() {
            continue;
        }
        if let Some(f) = &mut state.fixpoint {
            f.matched(op);
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
            let root_name = ctx.name(op);
            state.current = Some((p as u32, ctx.ops.len() as u32));
            let mut rw = Rewriter::with_listener(ctx, state);
            rw.set_insertion_point_before(op);
            let result = patterns.rewrite(m, &mut rw);
            let changes = rw.num_changes();
            state.current = None;
            match result {
                Ok(()) => {}
                Err(_) if changes > 0 => report.failed_after_changes += 1,
                Err(_) => continue,
            }
            changed = true;
            report.num_rewrites += 1;
            report.per_pattern[p] += 1;
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
mod tests {
    use super::*;
    use crate::attributes::AttrKind;
    use crate::pattern::{Captured, FnPatternSet, PatternInfo, RewriteError};
    use crate::types::{Signedness, Type, TypeKind};
    use crate::verifier::verify;
    use std::cell::RefCell;
    use std::rc::Rc;

    fn run(ctx: &mut Context, set: &dyn PatternSet, config: &GreedyConfig) -> DriverReport {
        let top = ctx.top_region();
        apply_patterns_greedily(ctx, top, set, config)
    }

    /// Adds a pattern of `benefit` that matches nothing and records every op it is
    /// asked about, in order.
    fn add_spy(set: &mut FnPatternSet, benefit: u16) -> Rc<RefCell<Vec<Op>>> {
        let seen = Rc::new(RefCell::new(Vec::new()));
        let s2 = seen.clone();
        set.add(
            PatternInfo::new("spy", benefit),
            move |_, op, _| {
                s2.borrow_mut().push(op);
                false
            },
            |_, _| Ok(()),
        );
        seen
    }

    fn i64t(ctx: &mut Context) -> Type {
        ctx.intern_type(TypeKind::Integer {
            width: 64,
            signedness: Signedness::Signless,
        })
    }

    fn const_value(ctx: &Context, op: Op) -> Option<i128> {
        if ctx.op_name_str(ctx.name(op)) != "test.const" {
            return None;
        }
        match ctx.attr_kind(ctx.attr_by_name(op, "value")?) {
            AttrKind::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }

    fn make_const(ctx: &mut Context, block: crate::ir::Block, v: i128) -> Op {
        let t = i64t(ctx);
        let a = ctx.intern_attr(AttrKind::Integer { value: v, ty: t });
        let k = ctx.ident("value");
        let d = ctx.dictionary(vec![(k, a)]);
        let n = ctx.op_name("test.const");
        let op = ctx.create_simple_op(n, &[], &[t], Some(d));
        ctx.append_op(block, op);
        op
    }

    /// Folds `test.add(const a, const b)` into `test.const (a+b)`.
    fn fold_add_patterns() -> FnPatternSet {
        let mut set = FnPatternSet::new();
        set.add(
            PatternInfo::new("fold_add", 1).with_root("test.add"),
            |ctx, op, caps| {
                let ops = ctx.operands(op);
                let (Some(a), Some(b)) = (ctx.defining_op(ops[0]), ctx.defining_op(ops[1])) else {
                    return false;
                };
                if const_value(ctx, a).is_none() || const_value(ctx, b).is_none() {
                    return false;
                }
                caps.push(Captured::Type(ctx.value_type(ops[0])));
                true
            },
            |m, rw| {
                let root = m.root;
                let ops = rw.operands(root).to_vec();
                let x = const_value(rw, rw.defining_op(ops[0]).unwrap()).unwrap();
                let y = const_value(rw, rw.defining_op(ops[1]).unwrap()).unwrap();
                let t = m.ty(0);
                let c = rw.ctx_mut();
                let a = c.intern_attr(AttrKind::Integer {
                    value: x + y,
                    ty: t,
                });
                let k = c.ident("value");
                let d = c.dictionary(vec![(k, a)]);
                let n = c.op_name("test.const");
                let new = rw.create(n, &[], &[t], Some(d))?;
                rw.replace_op_with_op(root, new)?;
                Ok(())
            },
        );
        set
    }

    /// c1 + c2 + c3 + ... chained adds, each result used by the next; the last is used
    /// by a `test.sink`.
    fn build_chain(ctx: &mut Context, n: i128) -> Op {
        let top = ctx.top_block();
        let t = i64t(ctx);
        let add = ctx.op_name("test.add");
        let first = make_const(ctx, top, 1);
        let mut acc = ctx.result(first, 0);
        for i in 2..=n {
            let c = make_const(ctx, top, i);
            let cv = ctx.result(c, 0);
            let a = ctx.create_simple_op(add, &[acc, cv], &[t], None);
            ctx.append_op(top, a);
            acc = ctx.result(a, 0);
        }
        let sink = ctx.op_name("test.sink");
        let s = ctx.create_simple_op(sink, &[acc], &[], None);
        ctx.append_op(top, s);
        s
    }

    #[test]
    fn folds_a_chain_to_one_constant() {
        let mut ctx = Context::new();
        let sink = build_chain(&mut ctx, 10);
        let set = fold_add_patterns();
        let config = GreedyConfig {
            record_trace: true,
            ..GreedyConfig::default()
        };
        let report = run(&mut ctx, &set, &config);
        assert!(report.converged);
        assert_eq!(report.num_rewrites, 9);
        assert_eq!(report.per_pattern, vec![9]);
        assert_eq!(report.trace.len(), 9);
        assert!(report.trace.iter().all(|t| t.pattern_name == "fold_add"));
        assert_eq!(ctx.op_name_str(report.trace[0].root_name), "test.add");
        let def = ctx.defining_op(ctx.operand(sink, 0)).unwrap();
        assert_eq!(const_value(&ctx, def), Some(55));
        verify(&ctx, ctx.top_region()).unwrap();
        // Dead constants stay: test ops are not known to be side-effect free.
        assert!(ctx.block_ops(ctx.top_block()).count() > 2);
    }

    #[test]
    fn dead_code_hook_erases_unused_constants() {
        let mut ctx = Context::new();
        build_chain(&mut ctx, 5);
        let set = fold_add_patterns();
        let config = GreedyConfig {
            is_trivially_dead: Some(|ctx, op| ctx.op_name_str(ctx.name(op)) == "test.const"),
            ..GreedyConfig::default()
        };
        let report = run(&mut ctx, &set, &config);
        assert!(report.converged);
        let names: Vec<&str> = ctx
            .block_ops(ctx.top_block())
            .map(|o| ctx.op_name_str(ctx.name(o)))
            .collect();
        assert_eq!(names, vec!["test.const", "test.sink"]);
        assert_eq!(report.dead_ops_erased, 8);
        verify(&ctx, ctx.top_region()).unwrap();
    }

    /// A pattern that replaces `test.loop` by a fresh `test.loop` (forever, unless
    /// stopped by the recursion rule or a limit).
    fn self_recursive(bounded: bool) -> FnPatternSet {
        let mut set = FnPatternSet::new();
        set.add(
            PatternInfo::new("again", 1)
                .with_root("test.loop")
                .with_bounded_recursion(bounded),
            |_, _, _| true,
            |m, rw| {
                let n = rw.name(m.root);
                let new = rw.create(n, &[], &[], None)?;
                let _ = new;
                rw.erase_op(m.root)?;
                Ok(())
            },
        );
        set
    }

    #[test]
    fn recursion_flag_blocks_self_application() {
        let mut ctx = Context::new();
        let n = ctx.op_name("test.loop");
        let op = ctx.create_simple_op(n, &[], &[], None);
        ctx.append_op(ctx.top_block(), op);
        let report = run(&mut ctx, &self_recursive(false), &GreedyConfig::default());
        // Applied once to the original op; the op it created is left alone, also in the
        // next sweep (the creator is remembered for the whole run), so it converges.
        assert_eq!(report.num_rewrites, 1);
        assert!(report.converged);
        assert_eq!(ctx.num_live_ops(), 1);
    }

    #[test]
    fn limits_stop_unbounded_recursion() {
        let mut ctx = Context::new();
        let n = ctx.op_name("test.loop");
        let op = ctx.create_simple_op(n, &[], &[], None);
        ctx.append_op(ctx.top_block(), op);
        let config = GreedyConfig {
            max_rewrites: RewriteLimit::Total(50),
            ..GreedyConfig::default()
        };
        let report = run(&mut ctx, &self_recursive(true), &config);
        assert_eq!(report.num_rewrites, 50);
        assert!(!report.converged && report.hit_rewrite_limit);
        assert_eq!(ctx.num_live_ops(), 1);
        verify(&ctx, ctx.top_region()).unwrap();
    }

    #[test]
    fn iteration_limit_stops_patterns_that_report_success_without_change() {
        let mut ctx = Context::new();
        let n = ctx.op_name("test.x");
        let op = ctx.create_simple_op(n, &[], &[], None);
        ctx.append_op(ctx.top_block(), op);
        let mut set = FnPatternSet::new();
        set.add(PatternInfo::new("noop", 1), |_, _, _| true, |_, _| Ok(()));
        let config = GreedyConfig {
            max_iterations: Some(3),
            ..GreedyConfig::default()
        };
        let report = run(&mut ctx, &set, &config);
        assert_eq!(report.iterations, 3);
        assert_eq!(report.num_rewrites, 3);
        assert!(!report.converged);
    }

    #[test]
    fn benefit_order_and_failed_rewrites() {
        let mut ctx = Context::new();
        let n = ctx.op_name("test.x");
        let op = ctx.create_simple_op(n, &[], &[], None);
        ctx.append_op(ctx.top_block(), op);
        let mut set = FnPatternSet::new();
        let mark = |name: &'static str| {
            move |m: &Match, rw: &mut Rewriter<'_>| -> Result<(), RewriteError> {
                if rw.attr_by_name(m.root, "done").is_some() {
                    return Err(RewriteError::Failed("already done".into()));
                }
                let s = rw.ctx_mut().intern_attr(AttrKind::String {
                    value: name.into(),
                    ty: None,
                });
                rw.set_attr_by_name(m.root, "done", s);
                Ok(())
            }
        };
        set.add(PatternInfo::new("low", 1), |_, _, _| true, mark("low"));
        set.add(
            PatternInfo::new("high_fails", 5),
            |_, _, _| true,
            |_, _| Err(RewriteError::Failed("no".into())),
        );
        set.add(PatternInfo::new("mid_a", 3), |_, _, _| true, mark("mid_a"));
        set.add(PatternInfo::new("mid_b", 3), |_, _, _| true, mark("mid_b"));
        let report = run(&mut ctx, &set, &GreedyConfig::default());
        assert!(report.converged);
        assert_eq!(report.per_pattern, vec![0, 0, 1, 0]);
        let done = ctx.attr_by_name(op, "done").unwrap();
        assert_eq!(
            ctx.attr_kind(done),
            &AttrKind::String {
                value: "mid_a".into(),
                ty: None
            }
        );
        assert_eq!(report.failed_after_changes, 0);
    }

    #[test]
    fn rewrite_failing_after_changes_is_reported() {
        let mut ctx = Context::new();
        let n = ctx.op_name("test.x");
        let op = ctx.create_simple_op(n, &[], &[], None);
        ctx.append_op(ctx.top_block(), op);
        let mut set = FnPatternSet::new();
        set.add(
            PatternInfo::new("buggy", 1),
            |ctx, op, _| ctx.attr_by_name(op, "seen").is_none(),
            |m, rw| {
                let u = rw.ctx_mut().intern_attr(AttrKind::Unit);
                rw.set_attr_by_name(m.root, "seen", u);
                Err(RewriteError::Failed("after editing".into()))
            },
        );
        let report = run(&mut ctx, &set, &GreedyConfig::default());
        assert_eq!(report.failed_after_changes, 1);
        assert!(report.converged);
    }

    #[test]
    fn processing_order_is_reverse_post_order_by_default() {
        // top: a, h { b, c }, e ; record the order patterns see ops in the first sweep.
        let mut ctx = Context::new();
        let n = |ctx: &mut Context, s: &str| ctx.op_name(s);
        let (na, nb, nc, nh, ne) = (
            n(&mut ctx, "t.a"),
            n(&mut ctx, "t.b"),
            n(&mut ctx, "t.c"),
            n(&mut ctx, "t.h"),
            n(&mut ctx, "t.e"),
        );
        let b = ctx.create_simple_op(nb, &[], &[], None);
        let c = ctx.create_simple_op(nc, &[], &[], None);
        let r = ctx.create_region();
        let bb = ctx.create_block(&[]);
        ctx.append_block(r, bb);
        ctx.append_op(bb, b);
        ctx.append_op(bb, c);
        let mut st = crate::ir::OperationState::new(nh);
        st.regions.push(r);
        let h = ctx.create_op(st);
        let a = ctx.create_simple_op(na, &[], &[], None);
        let e = ctx.create_simple_op(ne, &[], &[], None);
        for o in [a, h, e] {
            ctx.append_op(ctx.top_block(), o);
        }
        let mut set = FnPatternSet::new();
        let seen = add_spy(&mut set, 1);
        run(&mut ctx, &set, &GreedyConfig::default());
        // Post-order seeding with ancestors: visiting b pushes b then h, so the list is
        // a, b, h, c, e and popping from the back gives e, c, h, b, a.
        assert_eq!(*seen.borrow(), vec![e, c, h, b, a]);
        seen.borrow_mut().clear();
        let config = GreedyConfig {
            top_down: true,
            ..GreedyConfig::default()
        };
        run(&mut ctx, &set, &config);
        assert_eq!(*seen.borrow(), vec![a, h, b, c, e]);
        seen.borrow_mut().clear();
        let report = apply_patterns_to_op_regions(&mut ctx, h, &set, &GreedyConfig::default());
        assert_eq!(*seen.borrow(), vec![c, b]);
        assert!(report.converged);
    }

    /// Counts the ops the wrapped set is asked to match.
    struct Counting<'a> {
        set: &'a FnPatternSet,
        calls: std::cell::Cell<u64>,
    }

    impl PatternSet for Counting<'_> {
        fn patterns(&self) -> &[PatternInfo] {
            self.set.patterns()
        }
        fn match_op(&self, ctx: &mut Context, op: Op, out: &mut Vec<Match>) {
            self.calls.set(self.calls.get() + 1);
            self.set.match_op(ctx, op, out)
        }
        fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
            self.set.rewrite(m, rw)
        }
        fn match_reach(&self) -> crate::pattern::MatchReach {
            self.set.match_reach()
        }
    }

    /// Runs `set` on a fresh IR from `build`, with and without the fixpoint proof;
    /// checks that both leave the same IR and report, and returns the two reports and
    /// match counts (proof on first).
    fn with_and_without_proof(
        build: impl Fn(&mut Context),
        set: &FnPatternSet,
    ) -> [(DriverReport, u64); 2] {
        let mut out = Vec::new();
        let mut printed = Vec::new();
        for prove_fixpoint in [true, false] {
            let mut ctx = Context::new();
            build(&mut ctx);
            let counting = Counting {
                set,
                calls: std::cell::Cell::new(0),
            };
            let config = GreedyConfig {
                prove_fixpoint,
                record_trace: true,
                ..GreedyConfig::default()
            };
            let report = run(&mut ctx, &counting, &config);
            printed.push(ctx.print_generic());
            out.push((report, counting.calls.get()));
        }
        assert_eq!(printed[0], printed[1]);
        let (mut proved, unproved) = (out[0].0.clone(), &out[1].0);
        assert_eq!(unproved.sweeps_proved_empty, 0);
        proved.sweeps_proved_empty = 0;
        assert_eq!(&proved, unproved);
        [out[0].clone(), out[1].clone()]
    }

    #[test]
    fn the_last_sweep_is_proved_empty_when_the_set_declares_its_reach() {
        let set = fold_add_patterns().with_match_reach(crate::pattern::MatchReach::Operands(1));
        let [(on, on_calls), (off, off_calls)] = with_and_without_proof(
            |ctx| {
                build_chain(ctx, 10);
            },
            &set,
        );
        assert!(on.converged && off.converged);
        assert_eq!((on.iterations, off.iterations), (2, 2));
        assert_eq!(on.sweeps_proved_empty, 1);
        assert_eq!(on.num_rewrites, 9);
        // The second sweep matched every op left: the 10 constants of the chain, the 9
        // the folds made (dead ops stay), and the sink.
        assert_eq!(off_calls - on_calls, 20);
        // Without a declared reach, nothing is proved.
        let [(unknown, _), _] = with_and_without_proof(
            |ctx| {
                build_chain(ctx, 10);
            },
            &fold_add_patterns(),
        );
        assert_eq!(unknown.sweeps_proved_empty, 0);
    }

    /// `t.a(t.b(t.c))` -> `t.done`, and `t.d` -> `t.c`: on `t.a(t.b(t.d))` the second
    /// rewrite changes the op two levels above `t.a`, whose match MLIR's notifications
    /// do not revisit; only a second sweep finds it.
    fn deep_patterns() -> FnPatternSet {
        let mut set = FnPatternSet::new().with_match_reach(crate::pattern::MatchReach::Operands(2));
        set.add(
            PatternInfo::new("a_b_c", 1).with_root("t.a"),
            |ctx, op, _| {
                let name_of = |v| ctx.defining_op(v).map(|d| ctx.op_name_str(ctx.name(d)));
                let Some(b) = ctx.defining_op(ctx.operand(op, 0)) else {
                    return false;
                };
                name_of(ctx.operand(op, 0)) == Some("t.b")
                    && name_of(ctx.operand(b, 0)) == Some("t.c")
            },
            |m, rw| {
                let done = rw.ctx_mut().op_name("t.done");
                let new = rw.create(done, &[], &[], None)?;
                let _ = new;
                Ok(rw.erase_op(m.root)?)
            },
        );
        set.add(
            PatternInfo::new("d_to_c", 1).with_root("t.d"),
            |_, _, _| true,
            |m, rw| {
                let c = rw.ctx_mut().op_name("t.c");
                let types: Vec<Type> = rw.result_types(m.root).collect();
                let new = rw.create(c, &[], &types, None)?;
                Ok(rw.replace_op_with_op(m.root, new)?)
            },
        );
        set
    }

    fn build_deep(ctx: &mut Context) {
        let t = i64t(ctx);
        let top = ctx.top_block();
        let [d, b, a] = ["t.d", "t.b", "t.a"].map(|n| ctx.op_name(n));
        let d = ctx.create_simple_op(d, &[], &[t], None);
        ctx.append_op(top, d);
        let b = ctx.create_simple_op(b, &[ctx.result(d, 0)], &[t], None);
        ctx.append_op(top, b);
        let a = ctx.create_simple_op(a, &[ctx.result(b, 0)], &[], None);
        ctx.append_op(top, a);
    }

    #[test]
    fn a_change_deep_in_an_operand_cone_forces_the_sweep() {
        let [(on, _), (off, _)] = with_and_without_proof(build_deep, &deep_patterns());
        // Sweep 1 rewrites t.d (t.a was matched before, bottom-up); sweep 2 finds t.a.
        assert_eq!(on.per_pattern, vec![1, 1]);
        assert_eq!(on.trace[0].pattern_name, "d_to_c");
        assert_eq!(on.trace[1].pattern_name, "a_b_c");
        // Sweep 3 changes nothing: proved instead of run.
        assert_eq!((on.iterations, off.iterations), (3, 3));
        assert_eq!(on.sweeps_proved_empty, 1);
    }

    #[test]
    fn a_root_named_during_the_sweep_is_not_proved_away() {
        // v = t.a; d = t.d(v); x = t.x(v). Bottom-up: x becomes n = t.new(v), a name
        // first interned by that rewrite; n is matched (v untagged); then d tags v. n
        // reads the tag, which only the walk from v finds, for a root name the sweep
        // did not know when it started.
        let mut set = FnPatternSet::new().with_match_reach(crate::pattern::MatchReach::Operands(1));
        let def_tagged = |ctx: &Context, op: Op| {
            let def = ctx.operands(op).first().and_then(|&v| ctx.defining_op(v));
            def.map(|d| ctx.attr_by_name(d, "k").is_some())
        };
        set.add(
            PatternInfo::new("x_to_new", 1).with_root("t.x"),
            |_, _, _| true,
            |m, rw| {
                let name = rw.ctx_mut().op_name("t.new");
                let operands = rw.operands(m.root).to_vec();
                rw.create(name, &operands, &[], None)?;
                Ok(rw.erase_op(m.root)?)
            },
        );
        set.add(
            PatternInfo::new("new_tagged", 1).with_root("t.new"),
            move |ctx, op, _| def_tagged(ctx, op) == Some(true),
            |m, rw| Ok(rw.erase_op(m.root)?),
        );
        set.add(
            PatternInfo::new("tag", 1).with_root("t.d"),
            move |ctx, op, _| def_tagged(ctx, op) == Some(false),
            |m, rw| {
                let def = rw.defining_op(rw.operand(m.root, 0)).expect("matched");
                let unit = rw.ctx_mut().intern_attr(crate::attributes::AttrKind::Unit);
                rw.set_attr_by_name(def, "k", unit);
                Ok(())
            },
        );
        let build = |ctx: &mut Context| {
            let t = i64t(ctx);
            let top = ctx.top_block();
            let [a, d, x] = ["t.a", "t.d", "t.x"].map(|n| ctx.op_name(n));
            let a = ctx.create_simple_op(a, &[], &[t], None);
            ctx.append_op(top, a);
            let v = ctx.result(a, 0);
            for name in [d, x] {
                let op = ctx.create_simple_op(name, &[v], &[], None);
                ctx.append_op(top, op);
            }
        };
        let [(on, _), (off, _)] = with_and_without_proof(build, &set);
        assert_eq!(on.per_pattern, vec![1, 1, 1]);
        assert_eq!((on.iterations, off.iterations), (3, 3));
        assert_eq!(on.sweeps_proved_empty, 1);
    }

    #[test]
    fn matches_left_unapplied_force_the_sweep() {
        // The recursion flag stops `again` from applying to the op it created: a match
        // left unapplied, which the proof does not reason about.
        let set = self_recursive(false).with_match_reach(crate::pattern::MatchReach::Operands(0));
        let [(on, _), _] = with_and_without_proof(
            |ctx| {
                let n = ctx.op_name("test.loop");
                let op = ctx.create_simple_op(n, &[], &[], None);
                ctx.append_op(ctx.top_block(), op);
            },
            &set,
        );
        assert_eq!(on.sweeps_proved_empty, 0);
    }
    #[test]
    fn erasing_a_use_queues_the_unqueued_ancestors_of_a_queued_nested_producer() {
        // p { v = d; u(v); w(v) }. Bottom-up: w, u, then p, whose pattern erases the
        // nested u. v is left with one user, so its producer d is queued again with
        // its ancestors (MLIR's addOperandsToWorklist): d is still queued, but p, being
        // processed, is not, so p is visited again before d.
        let mut ctx = Context::new();
        let i32t = ctx.intern_type(TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless,
        });
        let [np, nd, nu, nw] = ["t.p", "t.d", "t.u", "t.w"].map(|s| ctx.op_name(s));
        let d = ctx.create_simple_op(nd, &[], &[i32t], None);
        let v = ctx.result(d, 0);
        let u = ctx.create_simple_op(nu, &[v], &[], None);
        let w = ctx.create_simple_op(nw, &[v], &[], None);
        let r = ctx.create_region();
        let bb = ctx.create_block(&[]);
        ctx.append_block(r, bb);
        for o in [d, u, w] {
            ctx.append_op(bb, o);
        }
        let mut st = crate::ir::OperationState::new(np);
        st.regions.push(r);
        let p = ctx.create_op(st);
        ctx.append_op(ctx.top_block(), p);
        let nested_u = |ctx: &Context, p: Op| {
            let block = ctx.region_blocks(ctx.regions(p)[0])[0];
            ctx.block_ops(block)
                .find(|&o| ctx.op_name_str(ctx.name(o)) == "t.u")
        };
        let mut set = FnPatternSet::new();
        let seen = add_spy(&mut set, 2);
        set.add(
            PatternInfo::new("erase_nested_u", 1).with_root("t.p"),
            move |ctx, op, _| nested_u(ctx, op).is_some(),
            move |m, rw| {
                let u = nested_u(rw, m.root).expect("matched");
                Ok(rw.erase_op(u)?)
            },
        );
        let report = run(&mut ctx, &set, &GreedyConfig::default());
        assert_eq!(report.per_pattern, vec![0, 1]);
        assert_eq!(seen.borrow()[..5], [w, u, p, p, d]);
    }
}

#[cfg(test)]
mod worklist_tests {
    use super::*;
    use proptest::prelude::*;

    /// MLIR's worklist as written: a vector of slots and a position per queued op.
    #[derive(Default)]
    struct Model {
        list: Vec<Option<u32>>,
        pos: std::collections::HashMap<u32, usize>,
    }

    impl Model {
        fn push(&mut self, op: u32) {
            if !self.pos.contains_key(&op) {
                self.pos.insert(op, self.list.len());
                self.list.push(Some(op));
            }
        }
        fn pop(&mut self) -> Option<u32> {
            while let Some(slot) = self.list.pop() {
                if let Some(op) = slot {
                    self.pos.remove(&op);
                    return Some(op);
                }
            }
            None
        }
        fn remove(&mut self, op: u32) {
            if let Some(p) = self.pos.remove(&op) {
                self.list[p] = None;
            }
        }
    }

    proptest! {
        /// Without removals, `peek(k)` is the op the `k+1`-th pop returns (the
        /// driver prefetches by it).
        #[test]
        fn peek_sees_the_entries_pop_will_return(
            ops in proptest::collection::vec(0u32..200, 0..50),
        ) {
            let mut w = Worklist::default();
            for &op in &ops {
                w.push(Op(op));
            }
            let ahead: Vec<Op> = (0..ops.len() + 2).map_while(|k| w.peek(k)).collect();
            let popped: Vec<Op> = std::iter::from_fn(|| w.pop()).collect();
            prop_assert_eq!(ahead, popped);
        }

        /// Pushes, pops and removals (with ops past the reserved range) pop in MLIR's
        /// order, and `contains` tells the queued ops.
        #[test]
        fn the_worklist_pops_in_mlirs_order(
            seed in prop::collection::vec(0u32..100, 0..50),
            steps in prop::collection::vec((0u8..3, 0u32..200), 0..300),
        ) {
            let mut w = Worklist::default();
            let mut m = Model::default();
            w.reserve_ops(100);
            for &op in &seed {
                w.push(Op(op));
                m.push(op);
            }
            for (kind, op) in steps {
                match kind {
                    0 => {
                        w.push(Op(op));
                        m.push(op);
                    }
                    1 => prop_assert_eq!(w.pop().map(|o| o.0), m.pop()),
                    _ => {
                        w.remove(Op(op));
                        m.remove(op);
                    }
                }
                prop_assert_eq!(w.contains(Op(op)), m.pos.contains_key(&op));
            }
            loop {
                let (a, b) = (w.pop().map(|o| o.0), m.pop());
                prop_assert_eq!(a, b);
                if a.is_none() {
                    break;
                }
            }
        }
    }
}
