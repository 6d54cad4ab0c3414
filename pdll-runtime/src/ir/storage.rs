//! The compact per-entity records stored in the [`crate::Ir`] arenas.
//!
//! Kept small on purpose: an op is 40 bytes, a value 16, an operand 16 (value plus
//! use-list links). Parts most ops lack (successors, regions, properties) sit in a side
//! table reached through `OpData::extra`.

use crate::attributes::Attribute;
use crate::ir::{Block, OpName, Region, Value};
use crate::types::Type;
use smallvec::SmallVec;

/// "No link / no parent / no entry" in the `u32` fields below.
pub(crate) const NONE: u32 = u32::MAX;
/// `OpData::extra` value of an erased op (tombstone).
pub(crate) const ERASED: u32 = u32::MAX - 1;
/// Set in `ValueData::index` for block arguments.
pub(crate) const ARG_BIT: u32 = 1 << 31;

/// One operation.
#[derive(Clone, Debug)]
pub(crate) struct OpData {
    pub name: OpName,
    /// Parent block index or `NONE` when detached.
    pub block: u32,
    /// Previous / next op in the parent block, or `NONE`.
    pub prev: u32,
    pub next: u32,
    /// Operand range in `Ir::operand_values`.
    pub operands_start: u32,
    pub num_operands: u32,
    /// Result values are `Value(results_start .. results_start + num_results)`.
    pub results_start: u32,
    pub num_results: u32,
    /// Always a dictionary attribute.
    pub attrs: Attribute,
    /// Index into `Ir::op_extras`, `NONE` if the op has none, `ERASED` if erased.
    pub extra: u32,
}

/// Rarely present parts of an op.
#[derive(Clone, Debug, Default)]
pub(crate) struct OpExtra {
    pub successors: SmallVec<[Block; 2]>,
    pub regions: SmallVec<[Region; 1]>,
    pub properties: Option<Attribute>,
}

impl OpExtra {
    pub fn heap_bytes(&self) -> usize {
        let s = if self.successors.spilled() {
            self.successors.capacity() * 4
        } else {
            0
        };
        let r = if self.regions.spilled() {
            self.regions.capacity() * 4
        } else {
            0
        };
        s + r
    }
}

/// One value.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ValueData {
    pub ty: Type,
    /// Defining op index (results) or owning block index (arguments).
    pub owner: u32,
    /// Result or argument number; `ARG_BIT` set for block arguments.
    pub index: u32,
    /// First operand slot in the use list, or `NONE`.
    pub first_use: u32,
}

/// Use-list links of one operand slot (parallel to `Ir::operand_values`): 12
/// bytes, the owner and the linked flag sharing a word (a big module has more
/// operands than ops).
#[derive(Clone, Copy, Debug)]
pub(crate) struct UseLink {
    /// The owning op's index, and [`UseLink::LINKED`] while the slot is linked into
    /// its value's use list.
    owner_and_flag: u32,
    pub prev: u32,
    pub next: u32,
}

impl UseLink {
    const LINKED: u32 = 1 << 31;

    /// An unlinked slot of op `owner`. Panics if the index needs the flag's bit (two
    /// billion ops: far beyond what memory holds).
    pub fn new(owner: u32) -> UseLink {
        assert!(
            owner < Self::LINKED,
            "pdll-runtime: too many ops for operand links"
        );
        UseLink {
            owner_and_flag: owner,
            prev: NONE,
            next: NONE,
        }
    }

    /// The op owning this operand slot.
    #[inline]
    pub fn owner(self) -> u32 {
        self.owner_and_flag & !Self::LINKED
    }

    /// Whether the slot is currently linked into its value's use list.
    #[inline]
    pub fn linked(self) -> bool {
        self.owner_and_flag & Self::LINKED != 0
    }

    pub fn set_linked(&mut self, linked: bool) {
        self.owner_and_flag = self.owner() | if linked { Self::LINKED } else { 0 };
    }
}

/// One block.
#[derive(Clone, Debug)]
pub(crate) struct BlockData {
    /// Parent region index or `NONE`.
    pub region: u32,
    pub first: u32,
    pub last: u32,
    pub args: SmallVec<[Value; 2]>,
    pub erased: bool,
}

impl BlockData {
    pub fn heap_bytes(&self) -> usize {
        if self.args.spilled() {
            self.args.capacity() * 4
        } else {
            0
        }
    }
}

/// One region.
#[derive(Clone, Debug)]
pub(crate) struct RegionData {
    /// Parent op index or `NONE` (top level or detached).
    pub op: u32,
    pub blocks: Vec<Block>,
    pub erased: bool,
}
