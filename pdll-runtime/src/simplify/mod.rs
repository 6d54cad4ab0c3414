//! Region simplification: MLIR 19's `simplifyRegions` (`RegionUtils.cpp`), which the
//! greedy driver runs over the regions it rewrites after each sweep.
//!
//! [`simplify_regions`] runs, in MLIR's order:
//! 1. [`unreachable`](mod@unreachable): erase the blocks the entry block cannot reach (`eraseUnreachableBlocks`);
//! 2. [`dce`]: liveness-based dead code elimination of ops and block arguments, with the
//!    successor operands that fed dead arguments, recursing into nested regions
//!    (`runRegionDCE`);
//! 3. when `merge_blocks` (MLIR 19's default `GreedySimplifyRegionLevel::Aggressive`;
//!    `Normal` skips it): [`merge`]: merge identical blocks, the operands in which they
//!    differ becoming new block arguments, pruned when they repeat
//!    (`mergeIdenticalBlocks`, `pruneRedundantArguments`), then [`redundant`]: drop the
//!    block arguments every predecessor passes the same value (`dropRedundantArguments`).
//!
//! Every edit goes through the [`Rewriter`], so its [`crate::Listener`] (the driver's
//! worklist) hears of every erased op and block and of every terminator whose
//! operands or successors change (MLIR edits those terminators without telling its
//! listener; telling more is harmless, as its driver re-seeds its worklist after a
//! simplification anyway). Dropping and merging block arguments needs to know which
//! operands of a terminator go to which successor: the [`crate::dialect::BranchOp`]
//! registered for its name (the `cf` branches are), MLIR's `BranchOpInterface`; a
//! terminator without one blocks those edits as it does in MLIR. Which ops are dead
//! is [`crate::dialect::would_op_be_trivially_dead`]: unregistered ops never are.
//!
//! Where MLIR's result depends on pointer values this follows block order instead
//! (see [`merge`]); on IR that MLIR would leave dangling (a value of an unreachable
//! block used by a reachable op) it keeps the IR as it is.

mod cfg;
pub mod dce;
mod equivalence;
pub mod merge;
pub mod redundant;
pub mod unreachable;

use crate::ir::Region;
use crate::rewriter::Rewriter;

/// What [`simplify_regions`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SimplifyReport {
    /// Unreachable blocks erased.
    pub unreachable_blocks: usize,
    /// Ops erased by region DCE (not counting the ops nested in them).
    pub dead_ops: usize,
    /// Dead block arguments erased by region DCE.
    pub dead_arguments: usize,
    /// Successor operands erased by region DCE, with the dead arguments they fed.
    pub dead_successor_operands: usize,
    /// Blocks merged into an identical block (and erased).
    pub merged_blocks: usize,
    /// Block arguments block merging added and then pruned as duplicates.
    pub pruned_arguments: usize,
    /// Block arguments dropped because every predecessor passes the same value.
    pub redundant_arguments: usize,
    /// Whether MLIR's `simplifyRegions` would return success: blocks were erased,
    /// ops were erased by DCE, blocks were merged or redundant arguments dropped.
    /// As in MLIR, erasing only dead block arguments does not count (so the driver
    /// iterates exactly as MLIR's does).
    pub changed: bool,
}

impl SimplifyReport {
    /// Adds the counts of `other` (`changed` if either changed).
    pub fn add(&mut self, other: &SimplifyReport) {
        self.unreachable_blocks += other.unreachable_blocks;
        self.dead_ops += other.dead_ops;
        self.dead_arguments += other.dead_arguments;
        self.dead_successor_operands += other.dead_successor_operands;
        self.merged_blocks += other.merged_blocks;
        self.pruned_arguments += other.pruned_arguments;
        self.redundant_arguments += other.redundant_arguments;
        self.changed |= other.changed;
    }

    /// Whether anything at all was edited (unlike [`SimplifyReport::changed`], dead
    /// block arguments and successor operands count).
    pub fn edited(&self) -> bool {
        self.changed
            || self.dead_arguments > 0
            || self.dead_successor_operands > 0
            || self.pruned_arguments > 0
    }
}

/// Simplifies `regions` (and the regions nested in them) as MLIR 19's
/// `simplifyRegions(rewriter, regions, mergeBlocks)` does: see the module docs.
/// Never fails: an edit the IR does not allow (malformed IR) is skipped.
pub fn simplify_regions(
    rw: &mut Rewriter<'_>,
    regions: &[Region],
    merge_blocks: bool,
) -> SimplifyReport {
    let mut report = SimplifyReport::default();
    unreachable::erase_unreachable_blocks(rw, regions, &mut report);
    dce::run_region_dce(rw, regions, &mut report);
    if merge_blocks {
        merge::merge_identical_blocks(rw, regions, &mut report);
        redundant::drop_redundant_arguments(rw, regions, &mut report);
    }
    report.changed = report.unreachable_blocks > 0
        || report.dead_ops > 0
        || report.merged_blocks > 0
        || report.redundant_arguments > 0;
    report
}

#[cfg(test)]
mod tests;
