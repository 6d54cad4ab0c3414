//! Control-flow edits: the predecessors of a block, erasing block arguments and
//! operands in place, and erasing several blocks or ops whose values use each other
//! (a dead cycle, unreachable blocks), which MLIR does by dropping the uses first.
//!
//! These are the raw edits; the [`crate::Rewriter`] wraps them with notifications,
//! and `crate::simplify` is their main user.

use crate::ir::ops::to_u32;
use crate::ir::storage::ValueOwner;
use crate::ir::Ir;
use crate::ir::{Block, IrError, Op, Value, WalkOrder};
use rustc_hash::FxHashSet;

impl Ir {
    /// The successors of `block`: those of its last op (none for an empty block), as
    /// MLIR's `Block::getSuccessors` reads the op that may be a terminator.
    pub fn block_successors(&self, block: Block) -> &[Block] {
        match self.block_last_op(block) {
            Some(last) => self.successors(last),
            None => &[],
        }
    }

    /// The edges into `block`: each `(terminator, successor index)` of a block of its
    /// region whose terminator names `block` (one entry per naming, so a
    /// `cond_br ^bb1, ^bb1` gives two), in block order. MLIR keeps these as a use
    /// list; here they are found by reading the region's terminators.
    pub fn block_predecessors(&self, block: Block) -> Vec<(Op, usize)> {
        let Some(region) = self.block_parent_region(block) else {
            return Vec::new();
        };
        let mut preds = Vec::new();
        for &b in self.region_blocks(region) {
            if let Some(last) = self.block_last_op(b) {
                for (i, &s) in self.successors(last).iter().enumerate() {
                    if s == block {
                        preds.push((last, i));
                    }
                }
            }
        }
        preds
    }

    /// Erases argument `index` of `block`, which must be unused; the later arguments
    /// move down one place, as MLIR's `Block::eraseArgument`.
    pub fn erase_block_argument(&mut self, block: Block, index: usize) -> Result<(), IrError> {
        let args = self.block_arguments(block);
        let Some(&arg) = args.get(index) else {
            return Err(IrError::ArgumentOutOfRange { block, index });
        };
        if !self.use_empty(arg) {
            return Err(IrError::BlockArgumentUsed { block, arg });
        }
        let moved: Vec<Value> = args[index + 1..].to_vec();
        self.blocks[block].args.remove(index);
        for (k, v) in moved.into_iter().enumerate() {
            self.values[v].def = ValueOwner::argument(block, to_u32(index + k));
        }
        Ok(())
    }

    /// Erases operand `index` of `op`; the later operands move down one place. As
    /// MLIR's `eraseOperands`, each moved operand is relinked at the front of its
    /// value's use list, and the operands before `index` keep their place in theirs.
    pub fn erase_operand(&mut self, op: Op, index: usize) -> Result<(), IrError> {
        let d = self.op_data(op);
        let (start, n) = (d.operands_start, d.num_operands as usize);
        if index >= n {
            return Err(IrError::OperandOutOfRange { op, index });
        }
        let slots: Vec<_> = start.range(to_u32(n)).skip(index).collect();
        for &slot in &slots {
            self.unlink_use(slot);
        }
        for w in slots.windows(2) {
            self.operand_values[w[0]] = self.operand_values[w[1]];
            self.link_use(w[0]);
        }
        // The last slot stays in the arena, unlinked and unused.
        self.op_data_mut(op).num_operands -= 1;
        Ok(())
    }

    /// Inserts `values` before operand `index` of `op` (`index` may be the operand
    /// count: appended).
    pub fn insert_operands(
        &mut self,
        op: Op,
        index: usize,
        values: &[Value],
    ) -> Result<(), IrError> {
        let old = self.operands(op);
        if index > old.len() {
            return Err(IrError::OperandOutOfRange { op, index });
        }
        if values.is_empty() {
            return Ok(());
        }
        let mut all = Vec::with_capacity(old.len() + values.len());
        all.extend_from_slice(&old[..index]);
        all.extend_from_slice(values);
        all.extend_from_slice(&old[index..]);
        self.set_operands(op, &all);
        Ok(())
    }

    /// Whether [`Ir::erase_blocks`] would succeed on `blocks`.
    pub fn check_blocks_erasable(&self, blocks: &[Block]) -> Result<(), IrError> {
        let ops = self.ops_of_blocks(blocks);
        self.check_block_set_erasable(blocks, &ops)
    }

    fn check_block_set_erasable(&self, blocks: &[Block], ops: &[Op]) -> Result<(), IrError> {
        let set: FxHashSet<Block> = blocks.iter().copied().collect();
        let op_set: FxHashSet<Op> = ops.iter().copied().collect();
        for &b in blocks {
            if self.is_block_erased(b) {
                return Err(IrError::BlockErased(b));
            }
            for &a in self.block_arguments(b) {
                if self.uses(a).any(|u| !op_set.contains(&u.user)) {
                    return Err(IrError::BlockArgumentUsed { block: b, arg: a });
                }
            }
            // A terminator outside the set that still branches to `b` would dangle.
            if let Some(region) = self.block_parent_region(b) {
                for &other in self.region_blocks(region) {
                    if set.contains(&other) {
                        continue;
                    }
                    if let Some(last) = self.block_last_op(other) {
                        if self.successors(last).contains(&b) {
                            return Err(IrError::BlockStillUsed {
                                block: b,
                                user: last,
                            });
                        }
                    }
                }
            }
        }
        self.check_no_outside_uses(ops)
    }

    /// Every op of `blocks`, nested ones included, each block's ops last first and
    /// each op after the ops nested in it (the order erasure drops them).
    fn ops_of_blocks(&self, blocks: &[Block]) -> Vec<Op> {
        let mut all = Vec::new();
        for &b in blocks {
            if self.is_block_erased(b) {
                continue;
            }
            let tops: Vec<Op> = self.block_ops(b).collect();
            for &o in tops.iter().rev() {
                self.walk_into(o, WalkOrder::PostOrder, &mut all);
            }
        }
        all
    }

    /// Erases `blocks` and their ops together: values may be used across them (a
    /// cycle of unreachable blocks), but not outside them, and no other block may
    /// branch to one of them; otherwise nothing changes.
    pub fn erase_blocks(&mut self, blocks: &[Block]) -> Result<(), IrError> {
        let ops = self.ops_of_blocks(blocks);
        self.check_block_set_erasable(blocks, &ops)?;
        for &b in blocks {
            self.remove_block(b);
        }
        self.erase_ops_unchecked(&ops);
        for &b in blocks {
            self.blocks[b].erased = true;
        }
        Ok(())
    }

    /// Whether [`Ir::erase_ops`] would succeed on `ops`.
    pub fn check_ops_erasable(&self, ops: &[Op]) -> Result<(), IrError> {
        let all = self.ops_and_nested(ops)?;
        self.check_no_outside_uses(&all)
    }

    fn ops_and_nested(&self, ops: &[Op]) -> Result<Vec<Op>, IrError> {
        let mut all = Vec::new();
        let mut seen = FxHashSet::default();
        for &o in ops {
            if self.is_erased(o) {
                return Err(IrError::Erased(o));
            }
            if !seen.insert(o) {
                continue;
            }
            // An op nested in another of the set goes with it.
            let mut p = self.parent_op(o);
            let mut nested = false;
            while let Some(q) = p {
                if ops.contains(&q) {
                    nested = true;
                    break;
                }
                p = self.parent_op(q);
            }
            if !nested {
                self.walk_into(o, WalkOrder::PostOrder, &mut all);
            }
        }
        Ok(all)
    }

    /// Erases `ops` (and what is nested in them) together: their values may be used
    /// by each other (a dead use-def cycle of a graph region, or a dead op whose
    /// users are erased with it), but not by any other op; otherwise nothing changes.
    pub fn erase_ops(&mut self, ops: &[Op]) -> Result<(), IrError> {
        let all = self.ops_and_nested(ops)?;
        self.check_no_outside_uses(&all)?;
        let all_set: FxHashSet<Op> = all.iter().copied().collect();
        for &o in &all {
            // Only the outermost ops sit in blocks that survive.
            if self.parent_op(o).is_none_or(|p| !all_set.contains(&p)) {
                self.remove_op(o);
            }
        }
        self.erase_ops_unchecked(&all);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::TypeKind;
    use crate::Context;

    #[test]
    fn erase_argument_renumbers_the_later_ones() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let b = ir.create_block(&[t, t, t]);
        let args = ir.block_arguments(b).to_vec();
        ir.erase_block_argument(b, 1).unwrap();
        assert_eq!(ir.block_arguments(b), &[args[0], args[2]]);
        assert!(matches!(
            ir.value_def(args[2]),
            crate::ir::ValueDef::Argument { index: 1, .. }
        ));
        assert_eq!(
            ir.erase_block_argument(b, 2),
            Err(IrError::ArgumentOutOfRange { block: b, index: 2 })
        );
        let n = ctx.intern_op_name("t.use");
        let user = ir.create_simple_op(n, &[args[0]], &[], None);
        ir.append_op(b, user);
        assert!(ir.erase_block_argument(b, 0).is_err());
    }

    #[test]
    fn erase_and_insert_operands() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let b = ir.create_block(&[t, t, t]);
        let a = ir.block_arguments(b).to_vec();
        let n = ctx.intern_op_name("t.op");
        let op = ir.create_simple_op(n, &a, &[], None);
        ir.append_op(b, op);
        ir.erase_operand(op, 1).unwrap();
        assert_eq!(ir.operands(op), &[a[0], a[2]]);
        assert!(ir.use_empty(a[1]));
        assert_eq!(ir.users(a[2]).collect::<Vec<_>>(), vec![op]);
        ir.insert_operands(op, 1, &[a[1], a[1]]).unwrap();
        assert_eq!(ir.operands(op), &[a[0], a[1], a[1], a[2]]);
        assert_eq!(ir.num_uses(a[1]), 2);
        assert!(ir.erase_operand(op, 4).is_err());
    }

    #[test]
    fn blocks_using_each_other_erase_together() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let (def, br) = (ctx.intern_op_name("t.def"), ctx.intern_op_name("t.br"));
        let r = ir.top_region();
        let (b1, b2) = (ir.create_block(&[]), ir.create_block(&[t]));
        ir.append_block(r, b1);
        ir.append_block(r, b2);
        let d = ir.create_simple_op(def, &[], &[t], None);
        ir.append_op(b1, d);
        let mut st = crate::ir::OperationState::new(br);
        st.operands.push(ir.result(d, 0));
        st.successors.push(b2);
        let j1 = ir.create_op(st);
        ir.append_op(b1, j1);
        let mut st = crate::ir::OperationState::new(br);
        st.operands.push(ir.result(d, 0));
        st.successors.push(b1);
        let j2 = ir.create_op(st);
        ir.append_op(b2, j2);
        assert_eq!(ir.block_predecessors(b1), vec![(j2, 0)]);
        assert_eq!(ir.block_successors(b1), &[b2]);
        // b2 alone: b1 branches to it and uses nothing of it, but b2 uses b1's value.
        assert!(ir.erase_blocks(&[b2]).is_err());
        assert!(ir.erase_blocks(&[b1]).is_err());
        ir.erase_blocks(&[b1, b2]).unwrap();
        assert!(ir.is_erased(d) && ir.is_block_erased(b2));
        assert!(ir.region_blocks(r).len() == 1);
    }

    #[test]
    fn ops_using_each_other_erase_together() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let n = ctx.intern_op_name("t.op");
        let b = ir.top_block();
        let a = ir.create_simple_op(n, &[], &[t], None);
        ir.append_op(b, a);
        let u = ir.create_simple_op(n, &[ir.result(a, 0)], &[t], None);
        ir.append_op(b, u);
        let keep = ir.create_simple_op(n, &[ir.result(u, 0)], &[], None);
        ir.append_op(b, keep);
        assert!(ir.erase_ops(&[a, u]).is_err());
        assert!(!ir.is_erased(a));
        ir.erase_ops(&[a, u, keep]).unwrap();
        assert_eq!(ir.num_live_ops(), 0);
    }
}
