//! Values: types, definitions and use lists.
//!
//! Each value keeps an intrusive doubly linked list of the operand slots that use it, so
//! adding and removing a use is O(1). As in MLIR, a new use is put at the front, so
//! [`Ir::uses`] yields the most recent use first; the driver's worklist order
//! depends on this, which keeps our rewrite order equal to `mlir-opt`'s.

use crate::ir::packed_option::PackedOption;
use crate::ir::storage::{OperandSlot, Owner, ValueData};
use crate::ir::Ir;
use crate::ir::{Block, Op, Value};
use crate::types::Type;

/// Where a value is defined.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining op.
        op: Op,
        /// The result number.
        index: usize,
    },
    /// Argument `index` of `block`.
    Argument {
        /// The owning block.
        block: Block,
        /// The argument number.
        index: usize,
    },
}

/// One use of a value: operand `index` of `user`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    /// The op using the value.
    pub user: Op,
    /// Which of its operands.
    pub index: usize,
}

/// Iterator over the uses of a value, most recent first. It borrows the [`Ir`], so the
/// IR cannot change while iterating; collect first to edit.
#[derive(Clone)]
pub struct Uses<'a> {
    ir: &'a Ir,
    slot: PackedOption<OperandSlot>,
}

impl Iterator for Uses<'_> {
    type Item = Use;
    #[inline]
    fn next(&mut self) -> Option<Use> {
        let slot = self.slot.expand()?;
        let link = self.ir.operand_links[slot];
        let start = self.ir.ops[link.owner()].operands_start;
        let u = Use {
            user: link.owner(),
            index: slot.offset_from(start) as usize,
        };
        self.slot = link.next;
        Some(u)
    }
}

impl Ir {
    #[inline]
    pub(crate) fn value_data(&self, v: Value) -> &ValueData {
        let d = &self.values[v];
        debug_assert!(
            d.def.op().is_none_or(|op| !self.ops[op].extra.is_erased()),
            "use of value %{} whose defining op {:?} was erased",
            v.0,
            d.def.op()
        );
        debug_assert!(
            d.def.block().is_none_or(|b| !self.blocks[b].erased),
            "use of argument %{} of erased block {:?}",
            v.0,
            d.def.block()
        );
        d
    }

    /// The value's type.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.value_data(v).ty
    }

    /// Changes the value's type (e.g. when a parser resolves a forward reference).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.value_data(v);
        self.values[v].ty = ty;
    }

    /// Where the value is defined.
    pub fn value_def(&self, v: Value) -> ValueDef {
        let def = self.value_data(v).def;
        let index = def.number() as usize;
        match def.owner() {
            Owner::Op(op) => ValueDef::Result { op, index },
            Owner::Block(block) => ValueDef::Argument { block, index },
        }
    }

    /// The op defining `v`, or `None` for a block argument.
    #[inline]
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        self.value_data(v).def.op()
    }

    /// The result number of `v` if it is an op result.
    pub fn result_index(&self, v: Value) -> Option<usize> {
        let def = self.value_data(v).def;
        (!def.is_argument()).then_some(def.number() as usize)
    }

    /// The block of which `v` is an argument, or `None` for an op result.
    pub fn owner_block(&self, v: Value) -> Option<Block> {
        self.value_data(v).def.block()
    }

    /// The block in which `v` is defined: the owning block of an argument, or the parent
    /// block of the defining op (`None` if that op is detached).
    pub fn value_parent_block(&self, v: Value) -> Option<Block> {
        match self.value_def(v) {
            ValueDef::Argument { block, .. } => Some(block),
            ValueDef::Result { op, .. } => self.parent_block(op),
        }
    }

    /// The uses of `v`, most recent first.
    #[inline]
    pub fn uses(&self, v: Value) -> Uses<'_> {
        Uses {
            ir: self,
            slot: self.value_data(v).first_use,
        }
    }

    /// The ops using `v`, one entry per use (an op using `v` twice appears twice).
    pub fn users(&self, v: Value) -> impl Iterator<Item = Op> + '_ {
        self.uses(v).map(|u| u.user)
    }

    /// Whether `v` has no uses.
    #[inline]
    pub fn use_empty(&self, v: Value) -> bool {
        self.value_data(v).first_use.is_none()
    }

    /// Whether `v` has exactly one use.
    #[inline]
    pub fn has_one_use(&self, v: Value) -> bool {
        self.value_data(v)
            .first_use
            .expand()
            .is_some_and(|first| self.operand_links[first].next.is_none())
    }

    /// Number of uses of `v` (walks the use list).
    pub fn num_uses(&self, v: Value) -> usize {
        self.uses(v).count()
    }

    /// Whether any result of `op` has a use.
    pub fn op_has_uses(&self, op: Op) -> bool {
        self.results(op).any(|v| !self.use_empty(v))
    }

    /// Makes every use of `old` a use of `new` (no type check; see the rewriter for the
    /// checked form). The moved uses are prepended to `new`'s list one by one, as MLIR
    /// does.
    pub fn replace_all_uses_with(&mut self, old: Value, new: Value) {
        if old == new {
            return;
        }
        while let Some(slot) = self.value_data(old).first_use.expand() {
            self.unlink_use(slot);
            self.operand_values[slot] = new;
            self.link_use(slot);
        }
    }

    /// Links operand slot `slot` at the front of the use list of the value it holds.
    pub(crate) fn link_use(&mut self, slot: OperandSlot) {
        let v = self.operand_values[slot];
        let first = self.value_data(v).first_use;
        let link = &mut self.operand_links[slot];
        debug_assert!(!link.linked(), "operand slot {slot:?} linked twice");
        link.prev = PackedOption::none();
        link.next = first;
        link.set_linked(true);
        if let Some(first) = first.expand() {
            self.operand_links[first].prev = slot.into();
        }
        self.values[v].first_use = slot.into();
    }

    /// Removes operand slot `slot` from the use list of the value it holds.
    pub(crate) fn unlink_use(&mut self, slot: OperandSlot) {
        let v = self.operand_values[slot];
        let link = self.operand_links[slot];
        if !link.linked() {
            return;
        }
        match link.prev.expand() {
            Some(prev) => self.operand_links[prev].next = link.next,
            None => self.values[v].first_use = link.next,
        }
        if let Some(next) = link.next.expand() {
            self.operand_links[next].prev = link.prev;
        }
        let l = &mut self.operand_links[slot];
        l.set_linked(false);
        l.prev = PackedOption::none();
        l.next = PackedOption::none();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::TypeKind;
    use crate::Context;

    #[test]
    fn use_lists_are_most_recent_first() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let n = ctx.intern_op_name("test.op");
        let d = ir.create_simple_op(n, &[], &[t], None);
        let v = ir.result(d, 0);
        assert!(ir.use_empty(v) && !ir.has_one_use(v));
        let u1 = ir.create_simple_op(n, &[v], &[], None);
        assert!(ir.has_one_use(v));
        let u2 = ir.create_simple_op(n, &[v, v], &[], None);
        let uses: Vec<_> = ir.uses(v).collect();
        assert_eq!(
            uses,
            vec![
                Use { user: u2, index: 1 },
                Use { user: u2, index: 0 },
                Use { user: u1, index: 0 }
            ]
        );
        assert_eq!(ir.users(v).collect::<Vec<_>>(), vec![u2, u2, u1]);
        assert_eq!(ir.num_uses(v), 3);
        assert!(ir.op_has_uses(d));
        assert_eq!(ir.value_def(v), ValueDef::Result { op: d, index: 0 });
        assert_eq!(ir.result_index(v), Some(0));
        assert_eq!(ir.owner_block(v), None);
    }

    #[test]
    fn replace_all_uses_moves_every_use() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let n = ctx.intern_op_name("test.op");
        let a = ir.create_simple_op(n, &[], &[t], None);
        let b = ir.create_simple_op(n, &[], &[t], None);
        let (x, y) = (ir.result(a, 0), ir.result(b, 0));
        let u1 = ir.create_simple_op(n, &[x], &[], None);
        let u2 = ir.create_simple_op(n, &[y, x], &[], None);
        ir.replace_all_uses_with(x, y);
        assert!(ir.use_empty(x));
        assert_eq!(ir.operands(u1), &[y]);
        assert_eq!(ir.operands(u2), &[y, y]);
        assert_eq!(ir.num_uses(y), 3);
        ir.replace_all_uses_with(y, y);
        assert_eq!(ir.num_uses(y), 3);
    }

    #[test]
    fn block_arguments_are_values() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let b = ir.create_block(&[t, t]);
        let a1 = ir.block_argument(b, 1);
        assert_eq!(ir.value_def(a1), ValueDef::Argument { block: b, index: 1 });
        assert_eq!(ir.owner_block(a1), Some(b));
        assert_eq!(ir.defining_op(a1), None);
        assert_eq!(ir.value_parent_block(a1), Some(b));
        let f = ctx.intern_type(TypeKind::None);
        ir.set_value_type(a1, f);
        assert_eq!(ir.value_type(a1), f);
    }
}
