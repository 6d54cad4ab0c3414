//! Blocks and regions: creating them, their op lists (intrusive, O(1) insert and
//! remove), navigation up and down the nesting, and erasure.

use crate::ir::ops::to_u32;
use crate::ir::packed_option::PackedOption;
use crate::ir::storage::{BlockData, ExtraLink, RegionData, ValueData, ValueOwner};
use crate::ir::Ir;
use crate::ir::{Block, IrError, Op, Region, Value, WalkOrder};
use crate::types::Type;
use rustc_hash::FxHashSet;

/// Iterator over the ops of a block, front to back.
#[derive(Clone)]
pub struct BlockOps<'a> {
    ir: &'a Ir,
    next: PackedOption<Op>,
}

impl Iterator for BlockOps<'_> {
    type Item = Op;
    #[inline]
    fn next(&mut self) -> Option<Op> {
        let op = self.next.expand()?;
        self.next = self.ir.op_data(op).next;
        Some(op)
    }
}

impl Ir {
    // ----- creation -----

    /// Creates a detached empty region. Give it to an op through
    /// [`crate::ir::OperationState::regions`].
    pub fn create_region(&mut self) -> Region {
        self.regions.push(RegionData {
            op: PackedOption::none(),
            blocks: Vec::new(),
            erased: false,
        })
    }

    /// Creates a detached block with arguments of the given types.
    pub fn create_block(&mut self, arg_types: &[Type]) -> Block {
        let block = self.blocks.next_index();
        let args = arg_types
            .iter()
            .zip(0..)
            .map(|(&ty, i)| {
                self.values.push(ValueData {
                    ty,
                    def: ValueOwner::argument(block, i),
                    first_use: PackedOption::none(),
                })
            })
            .collect();
        self.blocks.push(BlockData {
            region: PackedOption::none(),
            first: PackedOption::none(),
            last: PackedOption::none(),
            args,
            erased: false,
        })
    }

    /// Appends a new argument of type `ty` to `block`.
    pub fn add_block_argument(&mut self, block: Block, ty: Type) -> Value {
        let index = to_u32(self.block_data(block).args.len());
        let v = self.values.push(ValueData {
            ty,
            def: ValueOwner::argument(block, index),
            first_use: PackedOption::none(),
        });
        self.blocks[block].args.push(v);
        v
    }

    #[inline]
    fn block_data(&self, b: Block) -> &BlockData {
        let d = &self.blocks[b];
        debug_assert!(!d.erased, "use of erased block #{}", b.0);
        d
    }

    #[inline]
    fn region_data(&self, r: Region) -> &RegionData {
        let d = &self.regions[r];
        debug_assert!(!d.erased, "use of erased region #{}", r.0);
        d
    }

    /// Whether `block` was erased (never panics).
    pub fn is_block_erased(&self, block: Block) -> bool {
        self.blocks[block].erased
    }

    // ----- regions -----

    /// The blocks of `region`, in order.
    pub fn region_blocks(&self, region: Region) -> &[Block] {
        &self.region_data(region).blocks
    }

    /// Whether some region of this IR has ever held more than one block (a hint that
    /// only grows: blocks erased since do not reset it).
    pub fn ever_had_multi_block_region(&self) -> bool {
        self.ever_multi_block
    }

    /// The first block of `region`, if any.
    pub fn region_entry(&self, region: Region) -> Option<Block> {
        self.region_data(region).blocks.first().copied()
    }

    /// The op owning `region` (`None` for the top-level region or a detached region).
    pub fn region_parent_op(&self, region: Region) -> Option<Op> {
        self.region_data(region).op.expand()
    }

    /// Appends the detached `block` to `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        let len = self.region_data(region).blocks.len();
        self.insert_block(region, len, block);
    }

    /// Inserts the detached `block` at position `index` of `region`.
    pub fn insert_block(&mut self, region: Region, index: usize, block: Block) {
        assert!(
            self.block_data(block).region.is_none(),
            "block #{} already in a region",
            block.0
        );
        self.blocks[block].region = region.into();
        self.regions[region].blocks.insert(index, block);
        self.ever_multi_block |= self.regions[region].blocks.len() > 1;
    }

    /// Removes `block` from its region, leaving it (and its ops) detached.
    pub fn remove_block(&mut self, block: Block) {
        let Some(r) = self.block_data(block).region.expand() else {
            return;
        };
        self.regions[r].blocks.retain(|&b| b != block);
        self.blocks[block].region = PackedOption::none();
    }

    // ----- blocks -----

    /// The arguments of `block`.
    pub fn block_arguments(&self, block: Block) -> &[Value] {
        &self.block_data(block).args
    }

    /// Argument `i` of `block` (panics when out of range).
    pub fn block_argument(&self, block: Block, i: usize) -> Value {
        self.block_data(block).args[i]
    }

    /// The region containing `block`, if any.
    pub fn block_parent_region(&self, block: Block) -> Option<Region> {
        self.block_data(block).region.expand()
    }

    /// The op whose region contains `block`, if any.
    pub fn block_parent_op(&self, block: Block) -> Option<Op> {
        self.block_parent_region(block)
            .and_then(|r| self.region_parent_op(r))
    }

    /// The first op of `block`.
    pub fn block_first_op(&self, block: Block) -> Option<Op> {
        self.block_data(block).first.expand()
    }

    /// The last op of `block`.
    pub fn block_last_op(&self, block: Block) -> Option<Op> {
        self.block_data(block).last.expand()
    }

    /// The ops of `block`, front to back.
    pub fn block_ops(&self, block: Block) -> BlockOps<'_> {
        BlockOps {
            ir: self,
            next: self.block_data(block).first,
        }
    }

    /// Whether `block` holds no ops.
    pub fn block_is_empty(&self, block: Block) -> bool {
        self.block_data(block).first.is_none()
    }

    /// Position of `block` in its region.
    pub fn block_index(&self, block: Block) -> Option<usize> {
        let r = self.block_parent_region(block)?;
        self.region_blocks(r).iter().position(|&b| b == block)
    }

    // ----- op navigation -----

    /// The block containing `op` (`None` if detached).
    #[inline]
    pub fn parent_block(&self, op: Op) -> Option<Block> {
        self.op_data(op).block.expand()
    }

    /// The op whose region contains `op` (`None` for top-level or detached ops).
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.parent_block(op).and_then(|b| self.block_parent_op(b))
    }

    /// The region containing `op`.
    pub fn parent_region(&self, op: Op) -> Option<Region> {
        self.parent_block(op)
            .and_then(|b| self.block_parent_region(b))
    }

    /// The op after `op` in its block.
    #[inline]
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.op_data(op).next.expand()
    }

    /// The op before `op` in its block.
    #[inline]
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.op_data(op).prev.expand()
    }

    /// Whether `ancestor` is `op` or (transitively) contains `op` in one of its regions.
    pub fn is_ancestor(&self, ancestor: Op, op: Op) -> bool {
        // An op without regions is the ancestor of itself only: decided without
        // reading `op`, which is often far away (a replacement's value, say).
        if ancestor != op && self.num_regions(ancestor) == 0 {
            return false;
        }
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o == ancestor {
                return true;
            }
            cur = self.parent_op(o);
        }
        false
    }

    /// The ancestor of `op` (or `op` itself) that is directly in `block`, if any. Used to
    /// compare positions of ops in different nesting levels.
    pub fn ancestor_in_block(&self, block: Block, op: Op) -> Option<Op> {
        let mut cur = op;
        loop {
            let b = self.parent_block(cur)?;
            if b == block {
                return Some(cur);
            }
            cur = self.block_parent_op(b)?;
        }
    }

    /// Whether `a` comes before `b`; both must be in the same block (O(distance)).
    pub fn is_before_in_block(&self, a: Op, b: Op) -> bool {
        let mut cur = self.next_op(a);
        while let Some(o) = cur {
            if o == b {
                return true;
            }
            cur = self.next_op(o);
        }
        false
    }

    // ----- op list edits -----

    /// Appends the detached `op` to the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Op) {
        let last = self.block_data(block).last;
        self.link_op(op, block, last, PackedOption::none());
    }

    /// Inserts the detached `op` at the front of `block`.
    pub fn prepend_op(&mut self, block: Block, op: Op) {
        let first = self.block_data(block).first;
        self.link_op(op, block, PackedOption::none(), first);
    }

    /// Inserts the detached `op` right before `anchor` (which must be in a block).
    pub fn insert_op_before(&mut self, anchor: Op, op: Op) -> Result<(), IrError> {
        let a = self.op_data(anchor);
        let Some(block) = a.block.expand() else {
            return Err(IrError::Detached(anchor));
        };
        let prev = a.prev;
        self.link_op(op, block, prev, anchor.into());
        Ok(())
    }

    /// Inserts the detached `op` right after `anchor` (which must be in a block).
    pub fn insert_op_after(&mut self, anchor: Op, op: Op) -> Result<(), IrError> {
        let a = self.op_data(anchor);
        let Some(block) = a.block.expand() else {
            return Err(IrError::Detached(anchor));
        };
        let next = a.next;
        self.link_op(op, block, anchor.into(), next);
        Ok(())
    }

    /// Links `op` between `prev` and `next` (either may be none: the block's ends) in
    /// `block`.
    fn link_op(&mut self, op: Op, block: Block, prev: PackedOption<Op>, next: PackedOption<Op>) {
        let d = self.op_data_mut(op);
        assert!(
            d.block.is_none(),
            "op #{} is already in a block; remove it first",
            op.0
        );
        d.block = block.into();
        d.prev = prev;
        d.next = next;
        match prev.expand() {
            Some(prev) => self.ops[prev].next = op.into(),
            None => self.blocks[block].first = op.into(),
        }
        match next.expand() {
            Some(next) => self.ops[next].prev = op.into(),
            None => self.blocks[block].last = op.into(),
        }
    }

    /// Removes `op` from its block, leaving it detached (its operands, results and
    /// regions are untouched). No effect on a detached op.
    pub fn remove_op(&mut self, op: Op) {
        let d = self.op_data(op);
        let (prev, next) = (d.prev, d.next);
        let Some(block) = d.block.expand() else {
            return;
        };
        match prev.expand() {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next.expand() {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last = prev,
        }
        let d = self.op_data_mut(op);
        d.block = PackedOption::none();
        d.prev = PackedOption::none();
        d.next = PackedOption::none();
    }

    /// Moves `op` (attached or not) right before `anchor`. Refused if `anchor` is
    /// inside `op`.
    pub fn move_op_before(&mut self, op: Op, anchor: Op) -> Result<(), IrError> {
        if self.is_ancestor(op, anchor) {
            return Err(IrError::Cycle(op));
        }
        if self.parent_block(anchor).is_none() {
            return Err(IrError::Detached(anchor));
        }
        self.remove_op(op);
        self.insert_op_before(anchor, op)
    }

    /// Moves `op` (attached or not) right after `anchor`. Refused if `anchor` is
    /// inside `op`.
    pub fn move_op_after(&mut self, op: Op, anchor: Op) -> Result<(), IrError> {
        if self.is_ancestor(op, anchor) {
            return Err(IrError::Cycle(op));
        }
        if self.parent_block(anchor).is_none() {
            return Err(IrError::Detached(anchor));
        }
        self.remove_op(op);
        self.insert_op_after(anchor, op)
    }

    /// Moves `op` (attached or not) to the end of `block`. Refused if `block` is inside
    /// `op`.
    pub fn move_op_to_end(&mut self, op: Op, block: Block) -> Result<(), IrError> {
        if self
            .block_parent_op(block)
            .is_some_and(|p| self.is_ancestor(op, p))
        {
            return Err(IrError::Cycle(op));
        }
        self.remove_op(op);
        self.append_op(block, op);
        Ok(())
    }

    // ----- erasure -----

    /// Erases `op` and everything nested in its regions. Refused, with the IR
    /// unchanged, if a result of `op` (or of a nested op, or a nested block argument)
    /// is still used outside the erased ops. The slots are tombstoned, never reused.
    pub fn erase_op(&mut self, op: Op) -> Result<(), IrError> {
        self.check_erasable(op)?;
        self.erase_checked_op(op);
        Ok(())
    }

    /// [`Ir::erase_op`] once [`Ir::check_erasable`] has passed.
    pub(crate) fn erase_checked_op(&mut self, op: Op) {
        if self.regions(op).is_empty() {
            self.remove_op(op);
            self.tombstone_op(op);
        } else {
            let subtree = self.walk(op, WalkOrder::PostOrder);
            self.remove_op(op);
            self.erase_ops_unchecked(&subtree);
        }
    }

    /// Whether [`Ir::erase_op`] would succeed: `op` is not erased and no value
    /// defined by it or nested in it is used outside it.
    pub fn check_erasable(&self, op: Op) -> Result<(), IrError> {
        if self.is_erased(op) {
            return Err(IrError::Erased(op));
        }
        if self.regions(op).is_empty() {
            // Fast path: no nested IR, only the op's own results matter.
            for v in self.results(op) {
                if let Some(u) = self.uses(v).next() {
                    return Err(IrError::ResultStillUsed {
                        op,
                        result: v,
                        user: u.user,
                    });
                }
            }
            return Ok(());
        }
        self.check_no_outside_uses(&self.walk(op, WalkOrder::PostOrder))
    }

    /// Erases a block and all ops in it. Refused, with the IR unchanged, if a value
    /// defined in it is used outside it.
    pub fn erase_block(&mut self, block: Block) -> Result<(), IrError> {
        let mut all = Vec::new();
        let tops: Vec<Op> = self.block_ops(block).collect();
        for &o in tops.iter().rev() {
            all.extend(self.walk(o, WalkOrder::PostOrder));
        }
        self.check_no_outside_uses(&all)?;
        let set: FxHashSet<Op> = all.iter().copied().collect();
        for &a in self.block_arguments(block) {
            if self.uses(a).any(|u| !set.contains(&u.user)) {
                return Err(IrError::BlockArgumentUsed { block, arg: a });
            }
        }
        self.remove_block(block);
        self.erase_ops_unchecked(&all);
        self.blocks[block].erased = true;
        Ok(())
    }

    /// Checks that every value defined by `ops` (results and arguments of blocks nested
    /// in them) is used only by ops in `ops`.
    pub(super) fn check_no_outside_uses(&self, ops: &[Op]) -> Result<(), IrError> {
        let set: FxHashSet<Op> = ops.iter().copied().collect();
        for &o in ops {
            for v in self.results(o) {
                if let Some(u) = self.uses(v).find(|u| !set.contains(&u.user)) {
                    return Err(IrError::ResultStillUsed {
                        op: o,
                        result: v,
                        user: u.user,
                    });
                }
            }
            for &r in self.regions(o) {
                for &b in self.region_blocks(r) {
                    for &a in self.block_arguments(b) {
                        if self.uses(a).any(|u| !set.contains(&u.user)) {
                            return Err(IrError::BlockArgumentUsed { block: b, arg: a });
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Tombstones every op of `ops` (given innermost first) and their regions and
    /// blocks. The outermost op must already be removed from its block.
    pub(super) fn erase_ops_unchecked(&mut self, ops: &[Op]) {
        // Drop all operand uses first, so that no tombstoned op stays in a use list.
        for &o in ops {
            self.drop_operand_uses(o);
        }
        for &o in ops {
            let regions: Vec<Region> = self.regions(o).to_vec();
            for r in regions {
                for b in std::mem::take(&mut self.regions[r].blocks) {
                    let bd = &mut self.blocks[b];
                    bd.erased = true;
                    bd.first = PackedOption::none();
                    bd.last = PackedOption::none();
                }
                self.regions[r].erased = true;
            }
            let d = &mut self.ops[o];
            d.block = PackedOption::none();
            d.prev = PackedOption::none();
            d.next = PackedOption::none();
            d.extra = ExtraLink::ERASED;
            self.live_ops -= 1;
        }
    }

    /// Removes all operands of `op` from their use lists (the operand values stay).
    pub(crate) fn drop_operand_uses(&mut self, op: Op) {
        let d = self.op_data(op);
        for slot in d.operands_start.range(d.num_operands) {
            self.unlink_use(slot);
        }
    }

    /// Tombstones a detached op without regions (its results must be unused).
    fn tombstone_op(&mut self, op: Op) {
        self.drop_operand_uses(op);
        self.ops[op].extra = ExtraLink::ERASED;
        self.live_ops -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationState;
    use crate::types::TypeKind;
    use crate::Context;

    fn setup() -> (Context, Ir, Type) {
        let mut ctx = Context::new();
        let ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        (ctx, ir, t)
    }

    #[test]
    fn op_list_insert_remove_move() {
        let (mut ctx, mut ir, _) = setup();
        let n = ctx.intern_op_name("test.op");
        let b = ir.top_block();
        let ops: Vec<Op> = (0..4)
            .map(|_| ir.create_simple_op(n, &[], &[], None))
            .collect();
        ir.append_op(b, ops[1]);
        ir.prepend_op(b, ops[0]);
        ir.insert_op_after(ops[1], ops[3]).unwrap();
        ir.insert_op_before(ops[3], ops[2]).unwrap();
        assert_eq!(ir.block_ops(b).collect::<Vec<_>>(), ops);
        assert_eq!(ir.next_op(ops[0]), Some(ops[1]));
        assert_eq!(ir.prev_op(ops[0]), None);
        assert_eq!(ir.block_last_op(b), Some(ops[3]));
        assert!(ir.is_before_in_block(ops[0], ops[3]));
        assert!(!ir.is_before_in_block(ops[3], ops[0]));
        ir.move_op_before(ops[3], ops[0]).unwrap();
        ir.move_op_after(ops[0], ops[2]).unwrap();
        assert_eq!(
            ir.block_ops(b).collect::<Vec<_>>(),
            vec![ops[3], ops[1], ops[2], ops[0]]
        );
        ir.remove_op(ops[1]);
        assert_eq!(ir.parent_block(ops[1]), None);
        assert_eq!(ir.block_ops(b).count(), 3);
        ir.move_op_to_end(ops[1], b).unwrap();
        assert_eq!(ir.block_last_op(b), Some(ops[1]));
        let detached = ir.create_simple_op(n, &[], &[], None);
        assert_eq!(
            ir.insert_op_before(detached, ops[0]),
            Err(IrError::Detached(detached))
        );
    }

    #[test]
    fn erase_refuses_used_results_and_tombstones() {
        let (mut ctx, mut ir, t) = setup();
        let n = ctx.intern_op_name("test.op");
        let b = ir.top_block();
        let a = ir.create_simple_op(n, &[], &[t], None);
        let v = ir.result(a, 0);
        let u = ir.create_simple_op(n, &[v], &[], None);
        ir.append_op(b, a);
        ir.append_op(b, u);
        assert_eq!(
            ir.erase_op(a),
            Err(IrError::ResultStillUsed {
                op: a,
                result: v,
                user: u
            })
        );
        assert_eq!(ir.block_ops(b).count(), 2);
        ir.erase_op(u).unwrap();
        assert!(ir.is_erased(u));
        assert!(ir.use_empty(v));
        ir.erase_op(a).unwrap();
        assert_eq!(ir.erase_op(a), Err(IrError::Erased(a)));
        assert_eq!(ir.num_live_ops(), 0);
        assert!(ir.block_is_empty(b));
        // A new op never reuses the slot of an erased one.
        let c = ir.create_simple_op(n, &[], &[], None);
        assert!(c != a && c != u);
    }

    #[test]
    fn erase_op_with_regions_erases_nested_ops() {
        let (mut ctx, mut ir, t) = setup();
        let n = ctx.intern_op_name("test.op");
        let outer_def = ir.create_simple_op(n, &[], &[t], None);
        ir.append_op(ir.top_block(), outer_def);
        let x = ir.result(outer_def, 0);
        let region = ir.create_region();
        let body = ir.create_block(&[t]);
        ir.append_block(region, body);
        let arg = ir.block_argument(body, 0);
        let inner = ir.create_simple_op(n, &[x, arg], &[t], None);
        ir.append_op(body, inner);
        let inner_v = ir.result(inner, 0);
        let inner_user = ir.create_simple_op(n, &[inner_v], &[], None);
        ir.append_op(body, inner_user);
        let mut st = OperationState::new(n);
        st.regions.push(region);
        let holder = ir.create_op(st);
        ir.append_op(ir.top_block(), holder);
        assert_eq!(ir.parent_op(inner), Some(holder));
        assert!(ir.is_ancestor(holder, inner_user));
        assert_eq!(ir.ancestor_in_block(ir.top_block(), inner), Some(holder));
        // An outside user of an inner value blocks erasure.
        let outside = ir.create_simple_op(n, &[inner_v], &[], None);
        ir.append_op(ir.top_block(), outside);
        assert!(matches!(
            ir.erase_op(holder),
            Err(IrError::ResultStillUsed { .. })
        ));
        assert!(!ir.is_erased(inner));
        ir.erase_op(outside).unwrap();
        ir.erase_op(holder).unwrap();
        assert!(ir.is_erased(inner) && ir.is_erased(inner_user));
        assert!(ir.is_block_erased(body));
        assert!(ir.use_empty(x));
        assert_eq!(ir.num_live_ops(), 1);
    }

    #[test]
    fn erase_block_checks_arguments() {
        let (mut ctx, mut ir, t) = setup();
        let n = ctx.intern_op_name("test.op");
        let r = ir.create_region();
        let b1 = ir.create_block(&[t]);
        let b2 = ir.create_block(&[]);
        ir.append_block(r, b1);
        ir.append_block(r, b2);
        assert_eq!(ir.block_index(b2), Some(1));
        let a = ir.block_argument(b1, 0);
        let user = ir.create_simple_op(n, &[a], &[], None);
        ir.append_op(b2, user);
        assert_eq!(
            ir.erase_block(b1),
            Err(IrError::BlockArgumentUsed { block: b1, arg: a })
        );
        ir.move_op_to_end(user, b1).unwrap();
        ir.erase_block(b1).unwrap();
        assert_eq!(ir.region_blocks(r), &[b2]);
        assert!(ir.is_erased(user));
        let extra = ir.add_block_argument(b2, t);
        assert_eq!(ir.block_arguments(b2), &[extra]);
        assert_eq!(ir.region_entry(r), Some(b2));
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "use of erased op")]
    fn stale_handle_panics_in_debug() {
        let (mut ctx, mut ir, _) = setup();
        let n = ctx.intern_op_name("test.op");
        let a = ir.create_simple_op(n, &[], &[], None);
        ir.erase_op(a).unwrap();
        let _ = ir.op_name(a);
    }

    #[test]
    fn records_stay_compact() {
        use crate::ir::storage::{OpData, UseLink};
        assert_eq!(std::mem::size_of::<OpData>(), 40);
        assert_eq!(std::mem::size_of::<ValueData>(), 16);
        assert_eq!(
            std::mem::size_of::<UseLink>() + std::mem::size_of::<Value>(),
            16
        );
    }
}
