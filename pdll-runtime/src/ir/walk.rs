//! Pre- and post-order traversals over ops and their nested regions.
//!
//! Walks collect into a `Vec` first, so the caller may edit the IR while going through
//! the result (check [`Ir::is_erased`] for ops erased meanwhile).
//!
//! They keep their own stack of the ops being walked, one entry per nesting level,
//! rather than recursing: IR built through the API may nest deeper than any thread's
//! stack would allow recursion to go.

use crate::ir::Ir;
use crate::ir::{Block, Op, Region};
use smallvec::SmallVec;

/// The order of a walk.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WalkOrder {
    /// An op before the ops nested in its regions.
    PreOrder,
    /// An op after the ops nested in its regions.
    PostOrder,
}

impl Ir {
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
        self.for_each_op(op, order, &mut |o| out.push(o));
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

    /// Calls `f` on `op` and every nested op in the given order, without allocating
    /// (unless nested more than 16 deep). The IR stays borrowed during the walk, so `f`
    /// cannot edit it; use [`Ir::walk`] (which returns the list) to edit while walking.
    pub fn for_each_op(&self, op: Op, order: WalkOrder, f: &mut impl FnMut(Op)) {
        if self.num_regions(op) == 0 {
            return f(op);
        }
        if order == WalkOrder::PreOrder {
            f(op);
        }
        // The ops whose nested ops are being walked, outermost first.
        let mut stack: SmallVec<[Cursor; 16]> = SmallVec::new();
        stack.push(Cursor::new(op));
        while let Some(top) = stack.last_mut() {
            match self.advance(top) {
                Some(o) if self.num_regions(o) == 0 => f(o),
                Some(o) => {
                    if order == WalkOrder::PreOrder {
                        f(o);
                    }
                    stack.push(Cursor::new(o));
                }
                None => {
                    let done = stack.pop().map(|c| c.op);
                    if let (WalkOrder::PostOrder, Some(done)) = (order, done) {
                        f(done);
                    }
                }
            }
        }
    }

    /// The next op directly in a region of `c.op` (regions, blocks and ops in order).
    fn advance(&self, c: &mut Cursor) -> Option<Op> {
        loop {
            if let Some(o) = c.next {
                c.next = self.next_op(o);
                return Some(o);
            }
            let r = *self.regions(c.op).get(c.region as usize)?;
            match self.region_blocks(r).get(c.block as usize) {
                Some(&b) => {
                    c.block += 1;
                    c.next = self.block_ops(b).next();
                }
                None => {
                    c.region += 1;
                    c.block = 0;
                }
            }
        }
    }
}

/// Where a walk is in the regions of one op.
struct Cursor {
    op: Op,
    /// The region being walked.
    region: u32,
    /// The next block of that region to walk.
    block: u32,
    /// The next op of the block being walked.
    next: Option<Op>,
}

impl Cursor {
    fn new(op: Op) -> Self {
        Cursor {
            op,
            region: 0,
            block: 0,
            next: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationState;
    use crate::Context;

    /// top: a, h { b, c { d } }, e
    fn build() -> (Ir, Vec<Op>) {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let n = ctx.intern_op_name("test.op");
        let mk = |ir: &mut Ir, regions: Vec<Region>| {
            let mut st = OperationState::new(n);
            st.regions = regions;
            ir.create_op(st)
        };
        let d = mk(&mut ir, vec![]);
        let rc = ir.create_region();
        let bc = ir.create_block(&[]);
        ir.append_block(rc, bc);
        ir.append_op(bc, d);
        let c = mk(&mut ir, vec![rc]);
        let b = mk(&mut ir, vec![]);
        let rh = ir.create_region();
        let bh = ir.create_block(&[]);
        ir.append_block(rh, bh);
        ir.append_op(bh, b);
        ir.append_op(bh, c);
        let h = mk(&mut ir, vec![rh]);
        let a = mk(&mut ir, vec![]);
        let e = mk(&mut ir, vec![]);
        let top = ir.top_block();
        for o in [a, h, e] {
            ir.append_op(top, o);
        }
        (ir, vec![a, h, b, c, d, e])
    }

    #[test]
    fn pre_and_post_order() {
        let (ir, o) = build();
        let (a, h, b, c, d, e) = (o[0], o[1], o[2], o[3], o[4], o[5]);
        let top = ir.top_region();
        assert_eq!(
            ir.walk_region(top, WalkOrder::PreOrder),
            vec![a, h, b, c, d, e]
        );
        assert_eq!(
            ir.walk_region(top, WalkOrder::PostOrder),
            vec![a, b, d, c, h, e]
        );
        assert_eq!(ir.walk(h, WalkOrder::PostOrder), vec![b, d, c, h]);
        assert_eq!(ir.walk_block(ir.top_block(), WalkOrder::PreOrder).len(), 6);
        let mut seen = Vec::new();
        ir.for_each_op(h, WalkOrder::PreOrder, &mut |op| seen.push(op));
        assert_eq!(seen, vec![h, b, c, d]);
    }
}
