//! What a run of the greedy driver is told ([`GreedyConfig`], [`RewriteLimit`]) and
//! what it reports ([`DriverReport`], [`TraceEntry`], and with
//! [`GreedyConfig::profile`] a [`DriverProfile`]).

use super::profile::DriverProfile;
use crate::ir::{Ir, Op, OpName};
use crate::Context;
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

/// Configuration of [`apply_patterns_greedily`](super::apply_patterns_greedily).
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
    /// Which unused ops may be erased as trivially dead, replacing the default rule.
    /// Default `None`: the registered ops that MLIR's rule finds trivially dead
    /// ([`crate::dialect::is_op_trivially_dead`]); unregistered ops never are.
    pub is_trivially_dead: Option<fn(&Context, &Ir, Op) -> bool>,
    /// Skip a sweep proved to change nothing (see the module docs). Default: true. It
    /// applies only to sets declaring [`MatchReach::Operands`](crate::pattern::MatchReach::Operands), without
    /// `is_trivially_dead` and when no registered op may be trivially dead; turning it
    /// off sweeps exactly as MLIR does.
    pub prove_fixpoint: bool,
    /// Count each pattern's matches and time its rewrites, into
    /// [`DriverReport::profile`] (see [`DriverProfile`] for what is measured and why
    /// matching is timed only as a whole). Default: false, and then the driver reads
    /// no clock.
    pub profile: bool,
    /// Fold each popped op that is not `ConstantLike` before trying patterns on it
    /// ([`crate::fold`]; MLIR's `fold`). Default: true, as in MLIR. Only ops with a
    /// folder or a folding trait fold.
    pub fold: bool,
    /// Unique equal constants and hoist them to the entry block of their isolated
    /// region when each sweep is seeded ([`crate::fold::constants`]; MLIR's
    /// `cseConstants`). Default: true, as in MLIR. Only registered `ConstantLike` ops
    /// are constants.
    pub cse_constants: bool,
    /// Region simplification after each sweep ([`crate::simplify`]; MLIR's
    /// `enableRegionSimplification`). Default: [`RegionSimplification::Aggressive`],
    /// MLIR 19's default.
    pub region_simplification: RegionSimplification,
}

/// How much region simplification the driver does after each sweep (MLIR 19's
/// `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RegionSimplification {
    /// None.
    Disabled,
    /// Unreachable blocks erased and region DCE (ops and block arguments).
    Normal,
    /// As [`RegionSimplification::Normal`], and identical blocks merged and redundant
    /// block arguments dropped.
    #[default]
    Aggressive,
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
            profile: false,
            fold: true,
            cse_constants: true,
            region_simplification: RegionSimplification::Aggressive,
        }
    }
}

/// One applied rewrite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceEntry {
    /// Index of the pattern in [`PatternSet::patterns`](crate::PatternSet::patterns).
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
    /// Rewrites applied per pattern (indexed like [`PatternSet::patterns`](crate::PatternSet::patterns)).
    pub per_pattern: Vec<u64>,
    /// Ops erased as trivially dead.
    pub dead_ops_erased: u64,
    /// Ops folded away: replaced by existing values or by constants (see
    /// [`GreedyConfig::fold`]).
    pub ops_folded: u64,
    /// Ops folded in place (an operand or attribute changed; a commutative op's
    /// constants moved last, say).
    pub ops_folded_in_place: u64,
    /// Constant ops created for the results of folds.
    pub constants_materialized: u64,
    /// Constants erased when seeding a sweep because an equal one came first (see
    /// [`GreedyConfig::cse_constants`]).
    pub constants_merged: u64,
    /// Constants moved to the front of their isolated region's entry block when
    /// seeding a sweep.
    pub constants_hoisted: u64,
    /// What region simplification did, summed over the sweeps (see
    /// [`GreedyConfig::region_simplification`]).
    pub region_simplification: crate::simplify::SimplifyReport,
    /// Rewrites that returned `Err` after editing the IR (a pattern bug; counted as
    /// applied, since their edits were made and notified).
    pub failed_after_changes: u64,
    /// Whether the run stopped because of [`GreedyConfig::max_rewrites`].
    pub hit_rewrite_limit: bool,
    /// Applied rewrites in order, if [`GreedyConfig::record_trace`] was set.
    pub trace: Vec<TraceEntry>,
    /// The set's op definitions the context refused (it has a different one of the
    /// same name, or a definition is malformed); the context's definitions were used.
    pub rejected_definitions: Vec<crate::dialect::RegistryError>,
    /// Per-pattern matches, rewrites tried and rewrite time, and the time of the run,
    /// if [`GreedyConfig::profile`] was set.
    pub profile: Option<DriverProfile>,
}

impl DriverReport {
    pub(super) fn merge(&mut self, other: DriverReport) {
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
        self.ops_folded += other.ops_folded;
        self.ops_folded_in_place += other.ops_folded_in_place;
        self.constants_materialized += other.constants_materialized;
        self.constants_merged += other.constants_merged;
        self.constants_hoisted += other.constants_hoisted;
        self.region_simplification.add(&other.region_simplification);
        self.failed_after_changes += other.failed_after_changes;
        self.hit_rewrite_limit |= other.hit_rewrite_limit;
        self.trace.extend(other.trace);
        self.rejected_definitions.extend(other.rejected_definitions);
        if let Some(theirs) = &other.profile {
            self.profile
                .get_or_insert_with(DriverProfile::default)
                .merge(theirs);
        }
    }
}
