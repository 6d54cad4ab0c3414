//! Redundant block argument elimination (MLIR's `dropRedundantArguments`): an
//! argument that every predecessor passes the same value is replaced by that value
//! and erased, with the operands that passed it. Every predecessor must be a branch
//! op ([`crate::dialect::BranchOp`]); the entry block has none, so it keeps its
//! arguments.

use super::cfg::branch;
use super::SimplifyReport;
use crate::ir::{Block, Region, Value};
use crate::rewriter::Rewriter;

/// Drops the redundant arguments of the blocks of `regions` and of the regions
/// nested in them, counting them in `report`.
pub fn drop_redundant_arguments(
    rw: &mut Rewriter<'_>,
    regions: &[Region],
    report: &mut SimplifyReport,
) {
    let mut worklist: Vec<Region> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks = rw.region_blocks(region).to_vec();
        for block in blocks {
            drop_in_block(rw, block, report);
            for op in rw.block_ops(block) {
                worklist.extend_from_slice(rw.regions(op));
            }
        }
    }
}

/// The value every predecessor edge of `block` passes for argument `index`, if
/// there is one and every predecessor is a branch op.
fn common_value(rw: &Rewriter<'_>, block: Block, index: usize) -> Option<Value> {
    let mut common = None;
    for (term, succ) in rw.block_predecessors(block) {
        let b = branch(rw.ctx(), rw, term)?;
        let ops = b.successor_operands(rw.ctx(), rw, term, succ)?;
        // As MLIR, the argument's index reads the forwarded operands (the `cf`
        // branches produce none).
        let v = *rw.operands(term).get(ops.forwarded.clone())?.get(index)?;
        match common {
            None => common = Some(v),
            Some(c) if c != v => return None,
            Some(_) => {}
        }
    }
    common
}

fn drop_in_block(rw: &mut Rewriter<'_>, block: Block, report: &mut SimplifyReport) {
    let mut to_erase = Vec::new();
    for index in 0..rw.block_arguments(block).len() {
        let arg = rw.block_argument(block, index);
        // A block passing its own argument to itself everywhere cannot drop it.
        let Some(v) = common_value(rw, block, index).filter(|&v| v != arg) else {
            continue;
        };
        if rw.replace_all_uses_with(arg, v).is_ok() {
            to_erase.push(index);
        }
    }
    for &index in to_erase.iter().rev() {
        if rw.erase_block_argument(block, index).is_err() {
            continue;
        }
        report.redundant_arguments += 1;
        for (term, succ) in rw.block_predecessors(block) {
            // Every predecessor is a branch op forwarding this operand (checked above).
            let _ = rw.erase_successor_operand(term, succ, index);
        }
    }
}
