//! The [`Ir`]: owner of all operations, values, blocks and regions.
//!
//! All of them live in dense arenas (`IndexVec`s, typed `Vec`s) addressed by `u32`
//! handles ([`Op`], [`Value`], [`Block`], [`Region`]): each arena takes only its own
//! handle type as an index. Slots are never reused: erasing an op tombstones
//! it, so a stale handle can never alias a newer op. The methods that read and edit the
//! IR live in `impl Ir` blocks beside this file, split by subject; names, types and
//! attributes are handles into a [`crate::Context`], which the few methods that need
//! their text or structure take as an argument.

use crate::ir::index_vec::IndexVec;
use crate::ir::storage::{
    BlockData, OpData, OpExtra, OpExtraId, OperandSlot, RegionData, UseLink, ValueData,
};
use crate::ir::{Block, Op, OperationState, Region, Value};
use crate::Context;

/// Owns all IR: arenas of ops, values, operands, blocks and regions.
///
/// A fresh IR holds one top-level region with one block ([`Ir::top_block`]) that has no
/// parent op: a file with bare top-level ops puts them there, and a file with
/// `module { ... }` puts one `builtin.module` op there ([`Ir::create_module`]).
pub struct Ir {
    /// One slot per op ever created (erased ones are tombstoned).
    pub(crate) ops: IndexVec<Op, OpData>,
    /// Rarely used op parts (successors, regions, properties), indexed by `OpData::extra`.
    pub(crate) op_extras: IndexVec<OpExtraId, OpExtra>,
    /// One slot per value (op result or block argument) ever created.
    pub(crate) values: IndexVec<Value, ValueData>,
    /// The operand arena: each op's operands are a contiguous range here, so
    /// `operands(op)` is a slice.
    pub(crate) operand_values: IndexVec<OperandSlot, Value>,
    /// Parallel to `operand_values`: the owner op and the intrusive use-list links.
    pub(crate) operand_links: IndexVec<OperandSlot, UseLink>,
    /// One slot per block ever created.
    pub(crate) blocks: IndexVec<Block, BlockData>,
    /// One slot per region ever created.
    pub(crate) regions: IndexVec<Region, RegionData>,
    /// Number of ops created and not erased.
    pub(crate) live_ops: usize,
    /// Whether some region has ever held two blocks or more: without, region
    /// simplification has no block to erase, merge or prune, which the greedy driver
    /// checks before a walk.
    pub(crate) ever_multi_block: bool,
    /// The resources of the file's `{-# ... #-}` metadata (empty, it allocates
    /// nothing): they belong to the file, not to an op.
    pub(crate) resources: crate::asm::resources::Resources,
}

impl Default for Ir {
    fn default() -> Self {
        Self::new()
    }
}

impl Ir {
    /// An IR holding only the empty top-level region and block.
    pub fn new() -> Self {
        let mut ir = Ir {
            ops: IndexVec::new(),
            op_extras: IndexVec::new(),
            values: IndexVec::new(),
            operand_values: IndexVec::new(),
            operand_links: IndexVec::new(),
            blocks: IndexVec::new(),
            regions: IndexVec::new(),
            live_ops: 0,
            ever_multi_block: false,
            resources: Default::default(),
        };
        let region = ir.create_region();
        let block = ir.create_block(&[]);
        ir.append_block(region, block);
        debug_assert_eq!((region, block), (Region(0), Block(0)));
        ir
    }

    /// The top-level region: it has no parent op and holds [`Ir::top_block`].
    pub fn top_region(&self) -> Region {
        Region(0)
    }

    /// The top-level block, holding ops that have no parent op (bare top-level ops of a
    /// file, or the `builtin.module` op).
    pub fn top_block(&self) -> Block {
        Block(0)
    }

    /// Creates a `builtin.module` op with one region holding one empty block, appends it
    /// to the top-level block, and returns the op and its body block.
    pub fn create_module(&mut self, ctx: &mut Context) -> (Op, Block) {
        let name = ctx.intern_op_name("builtin.module");
        let region = self.create_region();
        let body = self.create_block(&[]);
        self.append_block(region, body);
        let mut state = OperationState::new(name);
        state.regions.push(region);
        let op = self.create_op(state);
        self.append_op(self.top_block(), op);
        (op, body)
    }

    /// Number of ops created and not yet erased (including detached ones).
    pub fn num_live_ops(&self) -> usize {
        self.live_ops
    }

    /// Reserves room for `ops` more ops, `values` more values and `operands` more
    /// operands (e.g. a parser estimating from the file size), so that growing the
    /// arenas does not overshoot.
    pub fn reserve(&mut self, ops: usize, values: usize, operands: usize) {
        self.ops.reserve(ops);
        self.values.reserve(values);
        self.operand_values.reserve(operands);
        self.operand_links.reserve(operands);
    }

    /// Releases the unused capacity of the arenas (e.g. after parsing a large file).
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.op_extras.shrink_to_fit();
        self.values.shrink_to_fit();
        self.operand_values.shrink_to_fit();
        self.operand_links.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
    }

    /// Heap bytes reserved by the arenas (ops, values, operands, blocks, regions and
    /// their side tables); the uniquing tables are the context's. For memory benchmarks.
    pub fn heap_bytes(&self) -> usize {
        use std::mem::size_of;
        let mut bytes = self.ops.capacity() * size_of::<OpData>()
            + self.op_extras.capacity() * size_of::<OpExtra>()
            + self.values.capacity() * size_of::<ValueData>()
            + self.operand_values.capacity() * size_of::<Value>()
            + self.operand_links.capacity() * size_of::<UseLink>()
            + self.blocks.capacity() * size_of::<BlockData>()
            + self.regions.capacity() * size_of::<RegionData>();
        for e in &self.op_extras {
            bytes += e.heap_bytes();
        }
        for b in &self.blocks {
            bytes += b.heap_bytes();
        }
        for r in &self.regions {
            bytes += r.blocks.capacity() * size_of::<Block>();
        }
        bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_ir_has_top_block() {
        let ir = Ir::new();
        assert_eq!(
            ir.block_parent_region(ir.top_block()),
            Some(ir.top_region())
        );
        assert_eq!(ir.region_parent_op(ir.top_region()), None);
        assert_eq!(ir.num_live_ops(), 0);
        assert!(ir.block_first_op(ir.top_block()).is_none());
    }

    #[test]
    fn module_is_appended_to_top_block() {
        let (mut ctx, mut ir) = (Context::new(), Ir::new());
        let (m, body) = ir.create_module(&mut ctx);
        assert_eq!(ctx.op_name_str(ir.op_name(m)), "builtin.module");
        assert_eq!(ir.block_first_op(ir.top_block()), Some(m));
        assert_eq!(ir.block_parent_op(body), Some(m));
        assert!(ir.heap_bytes() > 0);
    }
}
