//! The control-flow queries the simplifications share: the reachable blocks of a
//! region in LLVM's depth-first post-order, terminators and branch ops as MLIR tells
//! them apart.

use crate::dialect::{BranchOp, SuccessorOperands};
use crate::ir::{Block, Ir, Op, Region};
use crate::Context;
use rustc_hash::FxHashSet;
use std::sync::Arc;

/// The blocks reachable from the entry of `region`, in LLVM's `post_order` (a
/// depth-first search taking successors in order, each block emitted once all its
/// successors are). Empty for an empty region.
pub(super) fn post_order(ir: &Ir, region: Region) -> Vec<Block> {
    let Some(entry) = ir.region_entry(region) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    // Each frame: a block and the index of its next successor to visit.
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    while let Some(top) = stack.last_mut() {
        let (block, next) = *top;
        if let Some(&s) = ir.block_successors(block).get(next) {
            top.1 += 1;
            // A successor outside the region (malformed IR) is not followed.
            if seen.insert(s) && !ir.is_block_erased(s) && ir.block_parent_region(s) == Some(region)
            {
                stack.push((s, 0));
            }
        } else {
            out.push(block);
            stack.pop();
        }
    }
    out
}

/// Whether `op` is a terminator as MLIR's `hasTrait<IsTerminator>` says: a registered
/// op with `IsTerminator` (an unregistered op never is).
pub(super) fn is_terminator(ctx: &Context, ir: &Ir, op: Op) -> bool {
    ctx.dialect.is_terminator(ir.op_name(op))
}

/// The branch knowledge of `op` (MLIR's `dyn_cast<BranchOpInterface>`), if registered.
pub(super) fn branch(ctx: &Context, ir: &Ir, op: Op) -> Option<Arc<dyn BranchOp>> {
    ctx.branch_op(ir.op_name(op)).cloned()
}

/// The operands `op` forwards to each of its successors, when `op` is a branch op
/// whose knowledge fits it for every successor; `None` otherwise (then it is treated
/// as a terminator that is no branch op).
pub(super) fn all_successor_operands(
    ctx: &Context,
    ir: &Ir,
    op: Op,
) -> Option<Vec<SuccessorOperands>> {
    let b = branch(ctx, ir, op)?;
    (0..ir.successors(op).len())
        .map(|i| b.successor_operands(ctx, ir, op, i))
        .collect()
}
