//! Pre- and post-order traversals over ops and their nested regions.
//!
//! Walks collect into a `Vec` first, so the caller may edit the IR while going through
//! the result (check [`Context::is_erased`] for ops erased meanwhile).

use crate::ir::{Block, Op, Region};
use crate::Context;

/// The order of a walk.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WalkOrder {
    /// An op before the ops nested in its regions.
    PreOrder,
    /// An op after the ops nested in its regions.
    PostOrder,
}

impl Context {
    /// `op` and every op nested in it, in the given order.
    pub fn walk(&self, op: Op, order: WalkOrder) -> Vec<Op> {
        let mut out = Vec::new();
        self.walk_into(op, order, &mut out);
        out
    }

    /// Every op nested in `region` (blocks in order, ops in order), in the given order.
    pub fn walk_region(&self, region: Region, order: WalkOrder) -> Vec<Op> {
        let mut out = Vec::new();
        self.walk_region_into(region, order, &mut out);
        out
    }

    /// Every op in `block` and nested in its ops, in the given order.
    pub fn walk_block(&self, block: Block, order: WalkOrder) -> Vec<Op> {
        let mut out = Vec::new();
        self.walk_block_into(block, order, &mut out);
        out
    }

    /// Appends `op` and its nested ops to `out`.
    pub fn walk_into(&self, op: Op, order: WalkOrder, out: &mut Vec<Op>) {
        if order == WalkOrder::PreOrder {
            out.push(op);
        }
        for &r in self.regions(op) {
            self.walk_region_into(r, order, out);
        }
        if order == WalkOrder::PostOrder {
            out.push(op);
        }
    }

    /// Appends the ops nested in `region` to `out`.
    pub fn walk_region_into(&self, region: Region, order: WalkOrder, out: &mut Vec<Op>) {
        for &b in self.region_blocks(region) {
            self.walk_block_into(b, order, out);
        }
    }

    /// Appends the ops of `block` (and nested ones) to `out`.
    pub fn walk_block_into(&self, block: Block, order: WalkOrder, out: &mut Vec<Op>) {
        for op in self.block_ops(block) {
            self.walk_into(op, order, out);
        }
    }

    /// Calls `f` on `op` and every nested op in the given order, without allocating.
    /// `f` gets `&Context`, so it cannot edit; use [`Context::walk`] to edit while
    /// walking.
    pub fn for_each_op(&self, op: Op, order: WalkOrder, f: &mut impl FnMut(Op)) {
        if order == WalkOrder::PreOrder {
            f(op);
        }
        for &r in self.regions(op) {
            for &b in self.region_blocks(r) {
                for o in self.block_ops(b) {
                    self.for_each_op(o, order, f);
                }
            }
        }
        if order == WalkOrder::PostOrder {
            f(op);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationState;

    /// top: a, h { b, c { d } }, e
    fn build() -> (Context, Vec<Op>) {
        let mut ctx = Context::new();
        let n = ctx.op_name("test.op");
        let mk = |ctx: &mut Context, regions: Vec<Region>| {
            let mut st = OperationState::new(n);
            st.regions = regions;
            ctx.create_op(st)
        };
        let d = mk(&mut ctx, vec![]);
        let rc = ctx.create_region();
        let bc = ctx.create_block(&[]);
        ctx.append_block(rc, bc);
        ctx.append_op(bc, d);
        let c = mk(&mut ctx, vec![rc]);
        let b = mk(&mut ctx, vec![]);
        let rh = ctx.create_region();
        let bh = ctx.create_block(&[]);
        ctx.append_block(rh, bh);
        ctx.append_op(bh, b);
        ctx.append_op(bh, c);
        let h = mk(&mut ctx, vec![rh]);
        let a = mk(&mut ctx, vec![]);
        let e = mk(&mut ctx, vec![]);
        let top = ctx.top_block();
        for o in [a, h, e] {
            ctx.append_op(top, o);
        }
        (ctx, vec![a, h, b, c, d, e])
    }

    #[test]
    fn pre_and_post_order() {
        let (ctx, o) = build();
        let (a, h, b, c, d, e) = (o[0], o[1], o[2], o[3], o[4], o[5]);
        let top = ctx.top_region();
        assert_eq!(
            ctx.walk_region(top, WalkOrder::PreOrder),
            vec![a, h, b, c, d, e]
        );
        assert_eq!(
            ctx.walk_region(top, WalkOrder::PostOrder),
            vec![a, b, d, c, h, e]
        );
        assert_eq!(ctx.walk(h, WalkOrder::PostOrder), vec![b, d, c, h]);
        assert_eq!(
            ctx.walk_block(ctx.top_block(), WalkOrder::PreOrder).len(),
            6
        );
        let mut seen = Vec::new();
        ctx.for_each_op(h, WalkOrder::PreOrder, &mut |op| seen.push(op));
        assert_eq!(seen, vec![h, b, c, d]);
    }
}
