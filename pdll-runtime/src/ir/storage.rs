//! The compact per-entity records stored in the [`crate::Ir`] arenas.
//!
//! Kept small on purpose: an op is 40 bytes, a value 16, an operand 16 (value plus
//! use-list links). Parts most ops lack (successors, regions, properties) sit in a side
//! table reached through `OpData::extra`.
//!
//! Every link is typed: an `Op` link can only index the op arena, and optional links
//! are [`PackedOption`]s (4 bytes, `u32::MAX` for none) rather than `Option`s (8).

use crate::attributes::Attribute;
use crate::ir::index_vec::arena_index;
use crate::ir::packed_option::PackedOption;
use crate::ir::{Block, Op, OpName, Region, Value};
use crate::types::Type;
use smallvec::SmallVec;

/// An operand slot: an index into `Ir::operand_values` and `Ir::operand_links`, and
/// the link type of a value's use list.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct OperandSlot(pub(crate) u32);

/// An index into `Ir::op_extras`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct OpExtraId(pub(crate) u32);

arena_index!(OperandSlot, OpExtraId);

impl OperandSlot {
    /// The slot `k` places after `self` (operand `k` of an op whose operands start
    /// here).
    #[inline]
    pub fn plus(self, k: u32) -> OperandSlot {
        OperandSlot(self.0 + k)
    }

    /// The slots `self .. self + n`, an op's operand range.
    #[inline]
    pub fn range(self, n: u32) -> impl Iterator<Item = OperandSlot> {
        (self.0..self.0 + n).map(OperandSlot)
    }

    /// How many slots `self` lies after `start` (the operand number, for an op whose
    /// operands start at `start`).
    #[inline]
    pub fn offset_from(self, start: OperandSlot) -> u32 {
        self.0 - start.0
    }
}

/// `OpData::extra`: the op's side-table entry, none, or the tombstone of an erased op,
/// in one word. Only the constructors below make one, so "erased" is never confused
/// with an index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct ExtraLink(u32);

impl ExtraLink {
    const NONE_RAW: u32 = u32::MAX;
    const ERASED_RAW: u32 = u32::MAX - 1;

    /// A live op without extra parts.
    pub const NONE: ExtraLink = ExtraLink(Self::NONE_RAW);
    /// An erased op (tombstone); its extra parts, if any, are dropped from view.
    pub const ERASED: ExtraLink = ExtraLink(Self::ERASED_RAW);

    /// A live op whose extra parts are `id`. Panics if the side table outgrew the
    /// range the two markers leave (four billion entries: beyond what memory holds).
    #[inline]
    pub fn to(id: OpExtraId) -> ExtraLink {
        assert!(id.0 < Self::ERASED_RAW, "pdll-runtime: too many op extras");
        ExtraLink(id.0)
    }

    /// Whether the op was erased.
    #[inline]
    pub fn is_erased(self) -> bool {
        self.0 == Self::ERASED_RAW
    }

    /// The side-table entry of a live op that has one; `None` otherwise (no extra
    /// parts, or erased).
    #[inline]
    pub fn get(self) -> Option<OpExtraId> {
        (self.0 < Self::ERASED_RAW).then_some(OpExtraId(self.0))
    }
}

/// One operation.
#[derive(Clone, Debug)]
pub(crate) struct OpData {
    pub name: OpName,
    /// Parent block, none when detached.
    pub block: PackedOption<Block>,
    /// Previous / next op in the parent block.
    pub prev: PackedOption<Op>,
    pub next: PackedOption<Op>,
    /// The operands are `num_operands` slots from `operands_start`.
    pub operands_start: OperandSlot,
    pub num_operands: u32,
    /// The results are `num_results` values from `results_start`.
    pub results_start: Value,
    pub num_results: u32,
    /// Always a dictionary attribute.
    pub attrs: Attribute,
    /// Entry in `Ir::op_extras`, none, or erased.
    pub extra: ExtraLink,
}

impl OpData {
    /// Result `i` (no range check: callers check against `num_results`).
    #[inline]
    pub fn result(&self, i: u32) -> Value {
        Value(self.results_start.0 + i)
    }
}

/// Rarely present parts of an op.
#[derive(Clone, Debug, Default)]
pub(crate) struct OpExtra {
    pub successors: SmallVec<[Block; 2]>,
    pub regions: SmallVec<[Region; 1]>,
    pub properties: Option<Attribute>,
}

impl OpExtra {
    /// Heap bytes of the spilled vectors (for `Ir::heap_bytes`).
    pub fn heap_bytes(&self) -> usize {
        let s = if self.successors.spilled() {
            self.successors.capacity() * std::mem::size_of::<Block>()
        } else {
            0
        };
        let r = if self.regions.spilled() {
            self.regions.capacity() * std::mem::size_of::<Region>()
        } else {
            0
        };
        s + r
    }
}

/// Where a value is defined, in 8 bytes: the defining op and result number, or the
/// owning block and argument number, told apart by a bit of the number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct ValueOwner {
    /// An op index (results) or a block index (arguments), per `number`'s flag.
    owner: u32,
    /// The result or argument number; [`ValueOwner::ARG_BIT`] set for arguments.
    number: u32,
}

impl ValueOwner {
    const ARG_BIT: u32 = 1 << 31;

    /// Result `number` of `op`. The number must be below 2^31 (checked in debug
    /// builds only: creating ops is hot, and 2^31 results would take 32 GiB).
    #[inline]
    pub fn result(op: Op, number: u32) -> ValueOwner {
        debug_assert!(number < Self::ARG_BIT, "pdll-runtime: too many results");
        ValueOwner {
            owner: op.0,
            number,
        }
    }

    /// Argument `number` of `block` (below 2^31, as for results).
    #[inline]
    pub fn argument(block: Block, number: u32) -> ValueOwner {
        debug_assert!(
            number < Self::ARG_BIT,
            "pdll-runtime: too many block arguments"
        );
        ValueOwner {
            owner: block.0,
            number: number | Self::ARG_BIT,
        }
    }

    /// The defining op or the owning block.
    #[inline]
    pub fn owner(self) -> Owner {
        if self.is_argument() {
            Owner::Block(Block(self.owner))
        } else {
            Owner::Op(Op(self.owner))
        }
    }

    /// Whether the value is a block argument.
    #[inline]
    pub fn is_argument(self) -> bool {
        self.number & Self::ARG_BIT != 0
    }

    /// The defining op of a result, `None` for an argument.
    #[inline]
    pub fn op(self) -> Option<Op> {
        (!self.is_argument()).then_some(Op(self.owner))
    }

    /// The owning block of an argument, `None` for a result.
    #[inline]
    pub fn block(self) -> Option<Block> {
        self.is_argument().then_some(Block(self.owner))
    }

    /// The result or argument number.
    #[inline]
    pub fn number(self) -> u32 {
        self.number & !Self::ARG_BIT
    }
}

/// What defines a value: an op (a result) or a block (an argument).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Owner {
    /// The value is a result of this op.
    Op(Op),
    /// The value is an argument of this block.
    Block(Block),
}

/// One value.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ValueData {
    pub ty: Type,
    /// The defining op or owning block, and the result or argument number.
    pub def: ValueOwner,
    /// First operand slot in the use list.
    pub first_use: PackedOption<OperandSlot>,
}

/// Use-list links of one operand slot (parallel to `Ir::operand_values`): 12
/// bytes, the owner and the linked flag sharing a word (a big module has more
/// operands than ops).
#[derive(Clone, Copy, Debug)]
pub(crate) struct UseLink {
    /// The owning op's index, and [`UseLink::LINKED`] while the slot is linked into
    /// its value's use list.
    owner_and_flag: u32,
    pub prev: PackedOption<OperandSlot>,
    pub next: PackedOption<OperandSlot>,
}

impl UseLink {
    const LINKED: u32 = 1 << 31;

    /// An unlinked slot of op `owner`. Panics if the index needs the flag's bit (two
    /// billion ops: far beyond what memory holds).
    #[inline]
    pub fn new(owner: Op) -> UseLink {
        assert!(
            owner.0 < Self::LINKED,
            "pdll-runtime: too many ops for operand links"
        );
        UseLink {
            owner_and_flag: owner.0,
            prev: PackedOption::none(),
            next: PackedOption::none(),
        }
    }

    /// The op owning this operand slot.
    #[inline]
    pub fn owner(self) -> Op {
        Op(self.owner_and_flag & !Self::LINKED)
    }

    /// Whether the slot is currently linked into its value's use list.
    #[inline]
    pub fn linked(self) -> bool {
        self.owner_and_flag & Self::LINKED != 0
    }

    /// Marks the slot linked or not.
    #[inline]
    pub fn set_linked(&mut self, linked: bool) {
        self.owner_and_flag = self.owner().0 | if linked { Self::LINKED } else { 0 };
    }
}

/// One block.
#[derive(Clone, Debug)]
pub(crate) struct BlockData {
    /// Parent region, none when detached.
    pub region: PackedOption<Region>,
    /// First and last op of the block's op list.
    pub first: PackedOption<Op>,
    pub last: PackedOption<Op>,
    pub args: SmallVec<[Value; 2]>,
    pub erased: bool,
}

impl BlockData {
    /// Heap bytes of the spilled argument vector (for `Ir::heap_bytes`).
    pub fn heap_bytes(&self) -> usize {
        if self.args.spilled() {
            self.args.capacity() * std::mem::size_of::<Value>()
        } else {
            0
        }
    }
}

/// One region.
#[derive(Clone, Debug)]
pub(crate) struct RegionData {
    /// Parent op; none for the top level or a detached region.
    pub op: PackedOption<Op>,
    pub blocks: Vec<Block>,
    pub erased: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extra_link_states_are_distinct() {
        assert_eq!(ExtraLink::NONE.get(), None);
        assert!(!ExtraLink::NONE.is_erased());
        assert_eq!(ExtraLink::ERASED.get(), None);
        assert!(ExtraLink::ERASED.is_erased());
        let l = ExtraLink::to(OpExtraId(5));
        assert_eq!(l.get(), Some(OpExtraId(5)));
        assert!(!l.is_erased());
        assert_ne!(l, ExtraLink::NONE);
    }

    #[test]
    #[should_panic(expected = "too many op extras")]
    fn extra_index_cannot_alias_a_marker() {
        let _ = ExtraLink::to(OpExtraId(u32::MAX - 1));
    }

    #[test]
    fn value_owner_round_trips() {
        let r = ValueOwner::result(Op(7), 2);
        assert_eq!((r.op(), r.block(), r.number()), (Some(Op(7)), None, 2));
        assert!(!r.is_argument());
        assert_eq!(r.owner(), Owner::Op(Op(7)));
        let a = ValueOwner::argument(Block(7), 2);
        assert_eq!((a.op(), a.block(), a.number()), (None, Some(Block(7)), 2));
        assert!(a.is_argument());
        assert_eq!(a.owner(), Owner::Block(Block(7)));
        assert_ne!(r, a);
    }

    #[test]
    fn use_link_keeps_owner_and_flag() {
        let mut l = UseLink::new(Op(9));
        assert!(!l.linked() && l.prev.is_none() && l.next.is_none());
        l.set_linked(true);
        assert_eq!((l.owner(), l.linked()), (Op(9), true));
        l.set_linked(false);
        assert_eq!((l.owner(), l.linked()), (Op(9), false));
    }

    #[test]
    fn operand_slot_arithmetic() {
        let s = OperandSlot(10);
        assert_eq!(s.plus(3), OperandSlot(13));
        assert_eq!(s.plus(3).offset_from(s), 3);
        assert_eq!(
            s.range(2).collect::<Vec<_>>(),
            vec![OperandSlot(10), OperandSlot(11)]
        );
    }

    #[test]
    fn links_are_one_word() {
        use std::mem::size_of;
        assert_eq!(size_of::<ExtraLink>(), 4);
        assert_eq!(size_of::<ValueOwner>(), 8);
        assert_eq!(size_of::<OperandSlot>(), 4);
        assert_eq!(size_of::<UseLink>(), 12);
    }
}
