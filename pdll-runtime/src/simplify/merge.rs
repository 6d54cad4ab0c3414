//! Identical block merging (MLIR's `mergeIdenticalBlocks`, `BlockMergeCluster` and
//! `pruneRedundantArguments`).
//!
//! The blocks of a region other than the entry are grouped by their successor lists;
//! in a group, a block joins the first cluster whose leader it is identical to (the
//! same ops in the same order, equal up to operands defined outside the block, which
//! must agree in type and in being outside; values of the block used in the same
//! place), else leads a new one. A cluster merges into its leader: each operand in
//! which its blocks differ becomes a new argument of the leader, which every
//! predecessor of a block of the cluster passes its block's value for (duplicates
//! that repeat in every block pruned), and the other blocks are erased. This needs
//! every predecessor to be a branch op ([`crate::dialect::BranchOp`]); blocks with
//! non-empty regions, or whose values are used outside them, are never merged. A
//! region is merged again until nothing merges, then its nested regions are.
//!
//! MLIR walks the groups in the order of a hash map keyed by block pointers; here
//! they come in the order of their first block. The result only differs when
//! merging one group changes what another can merge in the same round.

use super::cfg::branch;
use super::equivalence::{ops_equivalent, BlockData};
use super::SimplifyReport;
use crate::ir::{Block, Op, Region, Value};
use crate::rewriter::Rewriter;
use crate::Ir;
use std::collections::BTreeSet;

/// Merges the identical blocks of `regions` and of the regions nested in them,
/// counting them (and the pruned arguments) in `report`.
pub fn merge_identical_blocks(
    rw: &mut Rewriter<'_>,
    regions: &[Region],
    report: &mut SimplifyReport,
) {
    let mut worklist: Vec<Region> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        while merge_in_region(rw, region, report) {}
        for &block in rw.region_blocks(region) {
            for op in rw.block_ops(block) {
                worklist.extend_from_slice(rw.regions(op));
            }
        }
    }
}

/// One round over `region`; whether some block merged.
fn merge_in_region(rw: &mut Rewriter<'_>, region: Region, report: &mut SimplifyReport) -> bool {
    let blocks = rw.region_blocks(region).to_vec();
    if blocks.len() < 2 {
        return false;
    }
    // Blocks other than the entry, grouped by successor list.
    let mut groups: Vec<(Vec<Block>, Vec<Block>)> = Vec::new();
    for &b in &blocks[1..] {
        let succs = rw.block_successors(b).to_vec();
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, members)) => members.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut merged = false;
    for (_, members) in groups {
        if members.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in members {
            if !can_merge(rw, b) {
                continue;
            }
            let data = BlockData::new(rw, b);
            if !clusters.iter_mut().any(|c| c.add(rw, &data)) {
                clusters.push(Cluster::new(data));
            }
        }
        for c in clusters {
            merged |= c.merge(rw, report);
        }
    }
    merged
}

/// Whether `block` may be merged at all: no op has a non-empty region and no
/// argument is used outside it.
fn can_merge(ir: &Ir, block: Block) -> bool {
    let regions_empty = ir.block_ops(block).all(|op| {
        ir.regions(op)
            .iter()
            .all(|&r| ir.region_blocks(r).is_empty())
    });
    regions_empty
        && ir
            .block_arguments(block)
            .iter()
            .all(|&a| !used_outside(ir, a, block))
}

/// Whether `v` has a user outside `block` (MLIR's `isUsedOutsideOfBlock`: a user
/// nested in an op of the block is outside it).
fn used_outside(ir: &Ir, v: Value, block: Block) -> bool {
    ir.users(v).any(|u| ir.parent_block(u) != Some(block))
}

/// Blocks to merge into a leader (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockData,
    blocks: Vec<Block>,
    /// (op position, operand index) pairs where the blocks differ, sorted.
    operands: BTreeSet<(usize, usize)>,
}

impl Cluster {
    fn new(leader: BlockData) -> Self {
        Cluster {
            leader,
            blocks: Vec::new(),
            operands: BTreeSet::new(),
        }
    }

    /// Adds `data`'s block if it is identical to the leader (MLIR's `addToCluster`).
    fn add(&mut self, ir: &Ir, data: &BlockData) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (lb, rb) = (self.leader.block, data.block);
        let types = |b: Block| -> Vec<_> {
            ir.block_arguments(b)
                .iter()
                .map(|&a| ir.value_type(a))
                .collect()
        };
        if types(lb) != types(rb) {
            return false;
        }
        let lhs: Vec<Op> = ir.block_ops(lb).collect();
        let rhs: Vec<Op> = ir.block_ops(rb).collect();
        if lhs.len() != rhs.len() {
            // MLIR compares op by op first; the outcome is the same refusal.
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in lhs.iter().zip(&rhs).enumerate() {
            if !ops_equivalent(ir, l, r) {
                return false;
            }
            for (k, (&lv, &rv)) in ir.operands(l).iter().zip(ir.operands(r)).enumerate() {
                if lv == rv {
                    continue;
                }
                if ir.value_type(lv) != ir.value_type(rv) {
                    return false;
                }
                let l_in = ir.value_parent_block(lv) == Some(lb);
                let r_in = ir.value_parent_block(rv) == Some(rb);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if !valid_successor_arg(ir, lb, lv) || !valid_successor_arg(ir, rb, rv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(ir, lv) != data.order_of(ir, rv) {
                    return false;
                }
            }
            let outside = |op: Op, b: Block| ir.results(op).any(|v| used_outside(ir, v, b));
            if outside(r, rb) || outside(l, lb) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        if !self.blocks.contains(&rb) {
            self.blocks.push(rb);
        }
        true
    }

    /// Merges the cluster into its leader; whether it did (MLIR's `merge`).
    fn merge(self, rw: &mut Rewriter<'_>, report: &mut SimplifyReport) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.operands.is_empty() {
            let all_branches = std::iter::once(&leader)
                .chain(&self.blocks)
                .all(|&b| preds_are_branches(rw, b));
            if !all_branches {
                return false;
            }
            // The differing operands of each block, in (op, operand) order; the
            // leader's become its new arguments.
            let members: Vec<Block> = std::iter::once(leader)
                .chain(self.blocks.iter().copied())
                .collect();
            let op_lists: Vec<Vec<Op>> =
                members.iter().map(|&b| rw.block_ops(b).collect()).collect();
            let num_old = rw.block_arguments(leader).len();
            let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); members.len()];
            for &(i, k) in &self.operands {
                for (m, ops) in op_lists.iter().enumerate() {
                    new_args[m].push(rw.operand(ops[i], k));
                }
                let v = rw.operand(op_lists[0][i], k);
                let ty = rw.value_type(v);
                let arg = rw.add_block_argument(leader, ty);
                if rw.set_operand(op_lists[0][i], k, arg).is_err() {
                    return true;
                }
            }
            let new_args = prune_redundant_arguments(rw, new_args, num_old, leader, report);
            for (m, &b) in members.iter().enumerate() {
                for (term, succ) in rw.block_predecessors(b) {
                    // Checked above: every predecessor is a branch op.
                    let _ = rw.append_successor_operands(term, succ, &new_args[m]);
                }
            }
        }
        for &b in &self.blocks {
            if rw.replace_all_block_uses_with(b, leader).is_ok() && rw.erase_block(b).is_ok() {
                report.merged_blocks += 1;
            }
        }
        true
    }
}

/// MLIR's `isValidSuccessorArg`: a value that is the result of an immediate
/// predecessor's terminator cannot be passed by that terminator.
fn valid_successor_arg(ir: &Ir, block: Block, v: Value) -> bool {
    let Some(def) = ir.defining_op(v) else {
        return true;
    };
    let Some(def_block) = ir.parent_block(def) else {
        return true;
    };
    if ir.block_last_op(def_block) != Some(def) {
        return true;
    }
    !ir.block_predecessors(block)
        .iter()
        .any(|&(term, _)| ir.parent_block(term) == Some(def_block))
}

/// Whether every predecessor of `block` ends in a branch op (MLIR's
/// `ableToUpdatePredOperands`).
fn preds_are_branches(rw: &Rewriter<'_>, block: Block) -> bool {
    rw.block_predecessors(block).iter().all(|&(term, succ)| {
        branch(rw.ctx(), rw, term)
            .is_some_and(|b| b.successor_operands(rw.ctx(), rw, term, succ).is_some())
    })
}

/// MLIR's `pruneRedundantArguments`: a new argument `j` whose value in the leader's
/// list first appeared at `k`, and that repeats argument `k` in every other list,
/// is replaced by argument `k` and erased. Returns the lists without those.
fn prune_redundant_arguments(
    rw: &mut Rewriter<'_>,
    lists: Vec<Vec<Value>>,
    num_old: usize,
    block: Block,
    report: &mut SimplifyReport,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let n = first.len();
    let mut first_index: rustc_hash::FxHashMap<Value, usize> = Default::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    // `replacement[j]`: the earlier argument that replaces argument `j`.
    let mut replacement: Vec<Option<usize>> = vec![None; n];
    for j in 0..n {
        let k = first_index[&first[j]];
        if k != j && lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement[j] = Some(k);
        }
    }
    let pruned: Vec<Vec<Value>> = lists
        .iter()
        .map(|l| {
            l.iter()
                .enumerate()
                .filter(|&(j, _)| replacement[j].is_none())
                .map(|(_, &v)| v)
                .collect()
        })
        .collect();
    let mut to_erase = Vec::new();
    for (j, r) in replacement.iter().enumerate() {
        if let Some(k) = *r {
            let old = rw.block_argument(block, num_old + j);
            let new = rw.block_argument(block, num_old + k);
            if rw.replace_all_uses_with(old, new).is_ok() {
                to_erase.push(num_old + j);
            }
        }
    }
    for &i in to_erase.iter().rev() {
        if rw.erase_block_argument(block, i).is_ok() {
            report.pruned_arguments += 1;
        }
    }
    pruned
}
