//! Block-level edits of the [`Rewriter`]: erasing blocks and sets of ops whose values
//! use each other, block arguments, successors, and the successor operands of branch
//! ops (through their registered [`crate::dialect::BranchOp`]). Region
//! simplification makes all its edits through these, so a listener hears of every
//! erased op and every modified terminator.

use super::Rewriter;
use crate::ir::{Block, IrError, Op, Value};
use crate::types::Type;

impl Rewriter<'_> {
    /// Erases `block` and its ops (MLIR's `RewriterBase::eraseBlock`): `op_erased` for
    /// each op, last first (nested ops before their parent), then `block_erased`.
    /// Refused, with nothing changed, while a value of the block is used outside it or
    /// a terminator outside it branches to it.
    pub fn erase_block(&mut self, block: Block) -> Result<(), IrError> {
        self.erase_blocks(&[block])
    }

    /// Erases `blocks` together, notifying as [`Rewriter::erase_block`] does for each
    /// in turn: their values may be used across them (MLIR drops those uses first),
    /// but not outside them; otherwise nothing changes.
    pub fn erase_blocks(&mut self, blocks: &[Block]) -> Result<(), IrError> {
        self.ir.check_blocks_erasable(blocks)?;
        self.changes += 1;
        if self.listener.is_some() {
            let mut order = Vec::new();
            for &b in blocks {
                order.clear();
                let tops: Vec<Op> = self.ir.block_ops(b).collect();
                for &op in tops.iter().rev() {
                    self.erase_order(op, &mut order);
                }
                for &o in &order {
                    if let Some(l) = self.listener.as_deref_mut() {
                        l.op_erased(self.ir, o);
                    }
                    self.ir.drop_operand_uses(o);
                }
                if let Some(l) = self.listener.as_deref_mut() {
                    l.block_erased(self.ir, b);
                }
            }
        }
        self.ir.erase_blocks(blocks)
    }

    /// Erases `ops` (and their nested ops) together, in this order, notifying
    /// `op_erased` as [`Rewriter::erase_op`] does for each: their results may be used
    /// by each other (MLIR's `dropAllUses` before each `eraseOp`), but not by any
    /// other op; otherwise nothing changes.
    pub fn erase_ops(&mut self, ops: &[Op]) -> Result<(), IrError> {
        self.ir.check_ops_erasable(ops)?;
        self.changes += 1;
        if self.listener.is_some() {
            let mut order = Vec::new();
            for &op in ops {
                order.clear();
                self.erase_order(op, &mut order);
                for &o in &order {
                    if let Some(l) = self.listener.as_deref_mut() {
                        l.op_erased(self.ir, o);
                    }
                    self.ir.drop_operand_uses(o);
                }
            }
        }
        self.ir.erase_ops(ops)
    }

    /// Appends an argument of type `ty` to `block` (no op changes: no notification,
    /// as in MLIR).
    pub fn add_block_argument(&mut self, block: Block, ty: Type) -> Value {
        self.changes += 1;
        self.ir.add_block_argument(block, ty)
    }

    /// Erases the unused argument `index` of `block` (no op changes: no
    /// notification, as in MLIR). The branches to `block` are not changed.
    pub fn erase_block_argument(&mut self, block: Block, index: usize) -> Result<(), IrError> {
        self.ir.erase_block_argument(block, index)?;
        self.changes += 1;
        Ok(())
    }

    /// Makes every branch to `old` a branch to `new` (MLIR's
    /// `Block::replaceAllUsesWith`), notifying `op_modified` for each terminator
    /// changed. Both must be blocks of one region.
    pub fn replace_all_block_uses_with(&mut self, old: Block, new: Block) -> Result<(), IrError> {
        if old == new {
            return Ok(());
        }
        if self.ir.block_parent_region(old) != self.ir.block_parent_region(new) {
            return Err(IrError::Branch(
                "a successor must be a block of the terminator's region".into(),
            ));
        }
        for (term, i) in self.ir.block_predecessors(old) {
            self.modify_op_in_place(term, |_, ir| ir.set_successor(term, i, new));
        }
        Ok(())
    }

    /// Erases forwarded operand `index` of successor `successor` of the branch op
    /// `op`, through its registered [`crate::dialect::BranchOp`] (an in-place
    /// modification). Fails, changing nothing, for an op without one.
    pub fn erase_successor_operand(
        &mut self,
        op: Op,
        successor: usize,
        index: usize,
    ) -> Result<(), IrError> {
        let branch = self.branch_of(op)?;
        let ok = branch.successor_operands(self.ctx, self.ir, op, successor);
        if ok.is_none_or(|s| index >= s.forwarded.len()) {
            return Err(IrError::OperandOutOfRange { op, index });
        }
        self.modify_op_in_place(op, |ctx, ir| {
            branch.erase_successor_operand(ctx, ir, op, successor, index)
        })
    }

    /// Appends `values` to the operands the branch op `op` forwards to successor
    /// `successor`, through its registered [`crate::dialect::BranchOp`] (an
    /// in-place modification). Fails, changing nothing, for an op without one.
    pub fn append_successor_operands(
        &mut self,
        op: Op,
        successor: usize,
        values: &[Value],
    ) -> Result<(), IrError> {
        let branch = self.branch_of(op)?;
        if branch
            .successor_operands(self.ctx, self.ir, op, successor)
            .is_none()
        {
            return Err(IrError::Branch(format!(
                "'{}' op has no successor #{successor} operands",
                self.ctx.op_name_str(self.ir.op_name(op))
            )));
        }
        self.modify_op_in_place(op, |ctx, ir| {
            branch.append_successor_operands(ctx, ir, op, successor, values)
        })
    }

    fn branch_of(&self, op: Op) -> Result<std::sync::Arc<dyn crate::dialect::BranchOp>, IrError> {
        if self.ir.is_erased(op) {
            return Err(IrError::Erased(op));
        }
        self.ctx
            .branch_op(self.ir.op_name(op))
            .cloned()
            .ok_or_else(|| {
                IrError::Branch(format!(
                    "'{}' op is not a registered branch op",
                    self.ctx.op_name_str(self.ir.op_name(op))
                ))
            })
    }
}
