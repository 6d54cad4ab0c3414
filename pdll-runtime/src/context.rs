//! The [`Context`]: owner of all IR and of the uniquing tables.
//!
//! All operations, values, blocks and regions live in dense arenas (`Vec`s) inside the
//! context and are addressed by `u32` handles ([`Op`], [`Value`], [`Block`], [`Region`]).
//! Slots are never reused: erasing an op tombstones it, so a stale handle can never alias
//! a newer op. The IR-manipulating methods live in `impl Context` blocks under
//! [`crate::ir`]; this file holds the struct and thin accessors to the interner.

use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::interner::Interner;
use crate::ir::storage::{BlockData, OpData, OpExtra, RegionData, UseLink, ValueData};
use crate::ir::{Block, Op, Region, Value};
use crate::types::{Type, TypeKind};

/// Owns all IR (arenas of ops, values, blocks, regions) and the uniquing tables.
///
/// A fresh context holds one top-level region with one block ([`Context::top_block`])
/// that has no parent op: a file with bare top-level ops puts them there, and a file
/// with `module { ... }` puts one `builtin.module` op there ([`Context::create_module`]).
pub struct Context {
    /// Identifiers, types and attributes. Modules that handle textual syntax and
    /// attributes add `impl Context` blocks that reach in here.
    pub(crate) interner: Interner,
    /// One slot per op ever created (erased ones are tombstoned).
    pub(crate) ops: Vec<OpData>,
    /// Rarely used op parts (successors, regions, properties), indexed by `OpData::extra`.
    pub(crate) op_extras: Vec<OpExtra>,
    /// One slot per value (op result or block argument) ever created.
    pub(crate) values: Vec<ValueData>,
    /// The operand arena: each op's operands are a contiguous range here, so
    /// `operands(op)` is a slice.
    pub(crate) operand_values: Vec<Value>,
    /// Parallel to `operand_values`: the owner op and the intrusive use-list links.
    pub(crate) operand_links: Vec<UseLink>,
    /// One slot per block ever created.
    pub(crate) blocks: Vec<BlockData>,
    /// One slot per region ever created.
    pub(crate) regions: Vec<RegionData>,
    /// The uniqued empty dictionary, the attribute dictionary of a new op.
    pub(crate) empty_dictionary: Attribute,
    /// Number of ops created and not erased.
    pub(crate) live_ops: usize,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context holding only the empty top-level region and block.
    pub fn new() -> Self {
        let mut interner = Interner::default();
        let empty_dictionary = interner.attr(AttrKind::Dictionary(Vec::new()));
        let mut ctx = Context {
            interner,
            ops: Vec::new(),
            op_extras: Vec::new(),
            values: Vec::new(),
            operand_values: Vec::new(),
            operand_links: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            empty_dictionary,
            live_ops: 0,
        };
        let region = ctx.create_region();
        let block = ctx.create_block(&[]);
        ctx.append_block(region, block);
        debug_assert_eq!((region, block), (Region(0), Block(0)));
        ctx
    }

    /// The top-level region: it has no parent op and holds [`Context::top_block`].
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
    pub fn create_module(&mut self) -> (Op, Block) {
        let name = self.op_name("builtin.module");
        let region = self.create_region();
        let body = self.create_block(&[]);
        self.append_block(region, body);
        let mut state = crate::ir::OperationState::new(name);
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

    /// Releases the unused capacity of the IR arenas (e.g. after parsing a large file).
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.op_extras.shrink_to_fit();
        self.values.shrink_to_fit();
        self.operand_values.shrink_to_fit();
        self.operand_links.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
    }

    /// Heap bytes reserved by the IR arenas (ops, values, operands, blocks, regions and
    /// their side tables), not counting the uniquing tables. For memory benchmarks.
    pub fn ir_heap_bytes(&self) -> usize {
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

    // ----- thin accessors to the interner -----

    /// The identifier for `s` (interned on first use).
    pub fn ident(&mut self, s: &str) -> Identifier {
        self.interner.ident(s)
    }

    /// The identifier for `s`, if it was interned before. Useful from `&Context`
    /// (e.g. in a matcher): a name never interned cannot occur in the IR.
    pub fn lookup_ident(&self, s: &str) -> Option<Identifier> {
        self.interner.lookup_ident(s)
    }

    /// How many identifiers are interned (see [`Interner::num_idents`]).
    pub fn num_idents(&self) -> usize {
        self.interner.num_idents()
    }

    /// The text of an identifier.
    pub fn ident_str(&self, id: Identifier) -> &str {
        self.interner.ident_str(id)
    }

    /// The uniqued type with this structure.
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        self.interner.ty(kind)
    }

    /// The structure of a type.
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.interner.type_kind(ty)
    }

    /// The uniqued attribute with this structure. Dictionary entries must be sorted by
    /// name text and unique; prefer [`Context::dictionary`] for dictionaries.
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attribute {
        self.interner.attr(kind)
    }

    /// The structure of an attribute.
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.interner.attr_kind(attr)
    }

    /// A uniqued dictionary attribute from entries in any order (a later entry with the
    /// same name wins).
    pub fn dictionary(&mut self, entries: Vec<(Identifier, Attribute)>) -> Attribute {
        self.interner.dictionary(entries)
    }

    /// The entries of a dictionary attribute, sorted by name text; empty for any other
    /// attribute.
    pub fn dictionary_entries(&self, attr: Attribute) -> &[(Identifier, Attribute)] {
        match self.interner.attr_kind(attr) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// The uniqued empty dictionary attribute.
    pub fn empty_dictionary(&self) -> Attribute {
        self.empty_dictionary
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_context_has_top_block() {
        let ctx = Context::new();
        assert_eq!(
            ctx.block_parent_region(ctx.top_block()),
            Some(ctx.top_region())
        );
        assert_eq!(ctx.region_parent_op(ctx.top_region()), None);
        assert_eq!(ctx.num_live_ops(), 0);
        assert!(ctx.block_first_op(ctx.top_block()).is_none());
    }

    #[test]
    fn module_is_appended_to_top_block() {
        let mut ctx = Context::new();
        let (m, body) = ctx.create_module();
        assert_eq!(ctx.op_name_str(ctx.name(m)), "builtin.module");
        assert_eq!(ctx.block_first_op(ctx.top_block()), Some(m));
        assert_eq!(ctx.block_parent_op(body), Some(m));
        assert!(ctx.ir_heap_bytes() > 0);
    }

    #[test]
    fn interner_accessors_round_trip() {
        let mut ctx = Context::new();
        let x = ctx.ident("x");
        assert_eq!(ctx.ident_str(x), "x");
        assert_eq!(ctx.lookup_ident("x"), Some(x));
        assert_eq!(ctx.lookup_ident("nope"), None);
        let u = ctx.intern_attr(AttrKind::Unit);
        let d = ctx.dictionary(vec![(x, u)]);
        assert_eq!(ctx.dictionary_entries(d), &[(x, u)]);
        assert!(ctx.dictionary_entries(u).is_empty());
        assert_eq!(ctx.dictionary_entries(ctx.empty_dictionary()), &[]);
        let i = ctx.intern_type(TypeKind::Index);
        assert_eq!(ctx.type_kind(i), &TypeKind::Index);
    }
}
