//! `Copy` handles to IR entities stored in a [`crate::Ir`], and to op names uniqued in
//! a [`crate::Context`].

use crate::ident::Identifier;

/// An operation. A `u32` index into its IR's op arena; slots are never reused, so
/// a handle to an erased op never refers to another op (debug builds panic on access).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Op(pub(crate) u32);

/// An SSA value: an op result or a block argument.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Value(pub(crate) u32);

/// A block: typed arguments and a list of ops, inside a region.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Block(pub(crate) u32);

/// A region: an ordered list of blocks, owned by an op (or the IR's top level).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Region(pub(crate) u32);

/// An interned operation name such as `arith.addi`; equality is an integer compare.
/// Created with [`crate::Context::intern_op_name`], read with
/// [`crate::Context::op_name_str`]; an op's name is [`crate::Ir::op_name`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) Identifier);

macro_rules! index_fn {
    ($($t:ty),*) => {$(
        impl $t {
            /// The arena index of this handle (dense, stable, never reused).
            #[inline]
            pub fn index(self) -> u32 {
                self.0
            }
        }
    )*};
}
index_fn!(Op, Value, Block, Region);
// The arenas of `Ir` are indexed by the handles themselves.
crate::ir::index_vec::arena_index!(Op, Value, Block, Region);

impl OpName {
    /// The identifier holding the full name text.
    pub fn ident(self) -> Identifier {
        self.0
    }
}
