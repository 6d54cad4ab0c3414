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

mod fixpoint;

use crate::ir::Ir;
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
    pub is_trivially_dead: Option<fn(&Context, &Ir, Op) -> bool>,
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
    /// By `op - first`: the pattern, or [`CreatedBy::NO_PATTERN`].
    pattern: Vec<u32>,
}

impl CreatedBy {
    /// The entry of an op that no rewrite of this run created (a pattern index never
    /// reaches it: it is the index of a pattern in a slice).
    const NO_PATTERN: u32 = u32::MAX;

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
            self.pattern.resize(len, Self::NO_PATTERN);
        }
        self.pattern[i] = pattern;
    }

    fn remove(&mut self, op: Op) {
        if let Some(p) =
            op.0.checked_sub(self.first)
                .and_then(|i| self.pattern.get_mut(i as usize))
        {
            *p = Self::NO_PATTERN;
        }
    }

    fn get(&self, op: Op) -> Option<u32> {
        let i = op.0.checked_sub(self.first)? as usize;
        self.pattern
            .get(i)
            .copied()
            .filter(|&p| p != Self::NO_PATTERN)
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
    fn add_to_worklist(&mut self, ir: &Ir, op: Op) {
        // The common case, an op directly in the scope: no ancestors to collect.
        if ir.parent_region(op) == Some(self.scope) {
            self.worklist.push(op);
        } else {
            self.add_nested_to_worklist(ir, op);
        }
    }

    /// Queues every op nested in the scope, in `order`, as MLIR's walk calling
    /// `addToWorklist` on each would; returns how many ops were visited. Straight from
    /// the block lists, with no intermediate list of the scope's ops.
    fn seed(&mut self, ir: &Ir, order: WalkOrder) -> u64 {
        let mut seeded = 0;
        for &block in ir.region_blocks(self.scope) {
            for op in ir.block_ops(block) {
                // The walk chases `next` links: prefetch the records ahead, which are
                // usually laid out in order (a block as parsed or built).
                ir.prefetch_op(Op(op.0.wrapping_add(SEED_PREFETCH)));
                if ir.num_regions(op) == 0 {
                    // In the scope itself, without nested ops: only `op` to queue.
                    self.worklist.push(op);
                    seeded += 1;
                } else {
                    ir.for_each_op(op, order, &mut |o| {
                        self.add_to_worklist(ir, o);
                        seeded += 1;
                    });
                }
            }
        }
        seeded
    }

    /// [`DriverState::add_to_worklist`] for an op nested deeper (or outside the scope).
    fn add_nested_to_worklist(&mut self, ir: &Ir, op: Op) {
        self.nested = true;
        let mut chain: SmallVec<[Op; 8]> = SmallVec::new();
        let mut cur = op;
        loop {
            chain.push(cur);
            let Some(region) = ir.parent_region(cur) else {
                return;
            };
            if region == self.scope {
                for &o in &chain {
                    self.worklist.push(o);
                }
                return;
            }
            let Some(parent) = ir.region_parent_op(region) else {
                return;
            };
            cur = parent;
        }
    }

    /// Re-queues the defining ops of `op`'s operands that will have at most one user
    /// left once `op` is gone (MLIR's `addOperandsToWorklist`).
    fn add_operands_to_worklist(&mut self, ir: &Ir, op: Op) {
        for &operand in ir.operands(op) {
            let Some(def) = ir.defining_op(operand) else {
                continue;
            };
            // Queuing an op that is queued, directly in the scope (no ancestors to
            // queue), changes nothing: skip the walk of the use list, whose links are
            // scattered over the IR. In a sweep the ops above `op` are mostly still
            // queued.
            if self.worklist.contains(def)
                && (!self.nested || ir.parent_region(def) == Some(self.scope))
            {
                continue;
            }
            let mut other: Option<Op> = None;
            let mut more_than_two = false;
            for user in ir.users(operand) {
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
                self.add_to_worklist(ir, def);
            }
        }
    }
}

impl Listener for DriverState {
    fn op_inserted(&mut self, ir: &Ir, op: Op) {
        if let Some((pattern, first_new)) = self.current {
            if op.0 >= first_new {
                self.created_by.insert(op, pattern);
            }
        }
        // Nothing for the fixpoint proof to note: the op is queued here, and the ops
        // reading it above their roots see it only through a change of their operands.
        self.add_to_worklist(ir, op);
    }

    fn op_modified(&mut self, ir: &Ir, op: Op) {
        if let Some(f) = &mut self.fixpoint {
            let worklist = &self.worklist;
            f.changed(ir, op, Change::Any, |x| worklist.contains(x));
        }
        self.add_to_worklist(ir, op);
    }

    fn op_operands_modified(&mut self, ir: &Ir, op: Op) {
        if let Some(f) = &mut self.fixpoint {
            let worklist = &self.worklist;
            f.changed(ir, op, Change::Operands, |x| worklist.contains(x));
        }
        self.add_to_worklist(ir, op);
    }

    fn op_erased(&mut self, ir: &Ir, op: Op) {
        self.add_operands_to_worklist(ir, op);
        self.worklist.remove(op);
        self.created_by.remove(op);
    }
}

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
    let infos = patterns.patterns();
    let mut report = DriverReport {
        per_pattern: vec![0; infos.len()],
        ..DriverReport::default()
    };
    let mut state = DriverState {
        worklist: Worklist::default(),
        scope,
        created_by: CreatedBy::new(ir.ops.next_index().index()),
        current: None,
        nested: false,
        fixpoint: if config.prove_fixpoint && config.is_trivially_dead.is_none() {
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
            return report;
        }
        report.iterations += 1;
        if proved_empty {
            report.sweeps_proved_empty += 1;
            report.converged = true;
            return report;
        }
        state.worklist.clear();
        // One slot per op of the IR, so that pushes in the sweep do not grow it.
        state.worklist.reserve_ops(ir.ops.len());
        let order = if config.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let seeded = state.seed(ir, order);
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
        let changed = process_worklist(
            ctx,
            ir,
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
            .is_some_and(|f| f.proves_fixpoint(ctx, ir, patterns, &mut matches, proof_budget));
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
    let mut total = DriverReport {
        converged: true,
        per_pattern: vec![0; patterns.patterns().len()],
        ..DriverReport::default()
    };
    let regions: Vec<Region> = ir.regions(op).to_vec();
    for r in regions {
        total.merge(apply_patterns_greedily(ctx, ir, r, patterns, config));
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
) -> bool {
    let infos = patterns.patterns();
    let mut changed = false;
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
        if let Some(is_dead) = config.is_trivially_dead {
            if !ir.op_has_uses(op) && is_dead(ctx, ir, op) {
                let mut rw = Rewriter::with_listener(ctx, ir, state);
                if rw.erase_op(op).is_ok() {
                    report.dead_ops_erased += 1;
                    changed = true;
                    continue;
                }
            }
        }
        matches.clear();
        patterns.match_op(ctx, ir, op, matches);
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
            let root_name = ir.op_name(op);
            state.current = Some((p as u32, ir.ops.next_index().index()));
            let mut rw = Rewriter::with_listener(ctx, ir, state);
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
mod tests;
