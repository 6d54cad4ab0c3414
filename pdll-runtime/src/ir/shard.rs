//! Shards: the regions of one op gathered out of an [`Ir`] into an IR of their own, so
//! that a worker thread can rewrite them while other workers rewrite other ops'
//! regions, and scattered back into their original slots afterwards.
//!
//! The arenas of an [`Ir`] are shared by all its ops, so two threads cannot create ops
//! in one IR at once. A [`Shard`] is the way around that costs no change to the
//! sequential path: a worker copies what it needs into a compact IR of its own (the
//! op's regions, blocks, ops, values and operands, in walk order, with every link
//! renumbered), edits that freely, and the edited records are written back into the
//! slots they came from; what the worker created goes to the end of the arenas, shard
//! by shard in the order of their ops, exactly where a sequential run op by op would
//! have put it. So handles the caller holds stay valid, and an entity's handle is the
//! one a sequential run gives it.
//!
//! A shard is only taken of an op whose regions are closed: every operand of an op
//! inside uses a value defined inside, and every use of a value defined inside is
//! inside. [`Shard::gather`] checks that, together with every parent link it follows
//! (an op's block, a block's region, a region's op, a value's definition, an operand's
//! owner), so the entities of two shards of ops not nested in one another are disjoint:
//! that is what lets [`Shard::scatter`] write from several threads at once.
//!
//! In a shard, local op 0 is a detached copy of the op (its "shell": name, attributes,
//! properties and regions, no operands or results), and region 0 and block 0 are the
//! shard IR's own empty top level.

use crate::interner::Absorbed;
use crate::ir::index_vec::{ArenaIndex, IndexVec};
use crate::ir::packed_option::PackedOption;
use crate::ir::storage::{
    BlockData, ExtraLink, OpData, OpExtra, OpExtraId, OperandSlot, Owner, RegionData, UseLink,
    ValueData, ValueOwner,
};
use crate::ir::{Block, Ir, Op, OpName, Region, Value};
use std::marker::PhantomData;

/// Why an op's regions cannot be taken as a shard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NotClosed {
    /// An op inside uses a value defined outside, or an op outside uses a value defined
    /// inside: `op` is the user.
    CrossingUse(Op),
    /// A parent link disagrees with the child list it was reached through (an IR
    /// corrupted by code outside the crate's API would show this).
    BrokenLink,
}

/// Where the local entities of one shard arena came from in the main IR, by local
/// index (minus the arena's reserved local slots).
enum Origin<I> {
    /// Main slots `start .. start + len`, in order: the common case of an op whose
    /// entities were created together (a parsed function), renumbered by an offset.
    Range { start: u32, len: u32 },
    /// Any slots, in walk order, renumbered through the worker's [`ShardMaps`].
    List(Vec<I>),
}

impl<I: ArenaIndex> Origin<I> {
    fn len(&self) -> usize {
        match self {
            Origin::Range { len, .. } => *len as usize,
            Origin::List(v) => v.len(),
        }
    }

    /// The main slot of gathered entity `k`, if there is one.
    #[inline]
    fn get(&self, k: usize) -> Option<I> {
        match self {
            Origin::Range { start, len } => {
                (k < *len as usize).then(|| I::from_usize(*start as usize + k))
            }
            Origin::List(v) => v.get(k).copied(),
        }
    }

    /// The main slots, in local order.
    fn iter(&self) -> impl Iterator<Item = I> + '_ {
        (0..self.len()).filter_map(move |k| self.get(k))
    }

    /// Clears this arena's entries of a worker's map.
    fn clear(&self, map: &mut [u32]) {
        if let Origin::List(v) = self {
            for i in v {
                map[i.to_usize()] = 0;
            }
        }
    }
}

/// Per arena, where a shard's entities came from.
struct Origins {
    ops: Origin<Op>,
    values: Origin<Value>,
    slots: Origin<OperandSlot>,
    blocks: Origin<Block>,
    regions: Origin<Region>,
    extras: Origin<OpExtraId>,
}

/// Local slots reserved at the start of each shard arena: op 0 (the shell), block 0
/// and region 0 (the shard's top level), extra 0 (the shell's regions).
const RESERVED: u32 = 1;

/// Main-IR index to local index plus one (0: not in the shard), one table per arena,
/// sized to the main IR when a shard first needs them and reused by a worker from shard
/// to shard (only the entries of the last shard are cleared). Only shards whose
/// entities are not contiguous use them, so a worker whose shards are all ranges (a
/// parsed file) never allocates them: zeroed tables the size of a big IR are not free
/// (the allocator may hand out reused memory, which it then clears in full).
#[derive(Default)]
pub(crate) struct ShardMaps {
    ops: Vec<u32>,
    values: Vec<u32>,
    slots: Vec<u32>,
    blocks: Vec<u32>,
    regions: Vec<u32>,
    extras: Vec<u32>,
}

impl ShardMaps {
    /// Grows every table to its arena of `ir` (the entries are all zero between
    /// shards, so a shorter table is replaced by a zeroed one).
    fn cover(&mut self, ir: &Ir) {
        fn grow(table: &mut Vec<u32>, len: usize) {
            if table.len() < len {
                *table = vec![0; len];
            }
        }
        grow(&mut self.ops, ir.ops.len());
        grow(&mut self.values, ir.values.len());
        grow(&mut self.slots, ir.operand_values.len());
        grow(&mut self.blocks, ir.blocks.len());
        grow(&mut self.regions, ir.regions.len());
        grow(&mut self.extras, ir.op_extras.len());
    }

    fn clear(&mut self, o: &Origins) {
        o.ops.clear(&mut self.ops);
        o.values.clear(&mut self.values);
        o.slots.clear(&mut self.slots);
        o.blocks.clear(&mut self.blocks);
        o.regions.clear(&mut self.regions);
        o.extras.clear(&mut self.extras);
    }
}

/// What the walk over an op's regions does with each entity it meets.
trait Visit {
    fn region(&mut self, r: Region) -> Result<(), NotClosed>;
    fn block(&mut self, b: Block) -> Result<(), NotClosed>;
    fn value(&mut self, v: Value);
    fn op(&mut self, op: Op);
    fn slot(&mut self, s: OperandSlot);
    fn extra(&mut self, e: OpExtraId) -> Result<(), NotClosed>;
}

/// Walks every entity in the regions of `target`, checking each parent link it
/// follows against the child list it came through.
fn walk(ir: &Ir, target: Op, v: &mut impl Visit) -> Result<(), NotClosed> {
    let mut regions: Vec<(Region, Op)> = Vec::new();
    regions.extend(ir.regions(target).iter().rev().map(|&r| (r, target)));
    while let Some((r, parent)) = regions.pop() {
        let rd = &ir.regions[r];
        if rd.op.expand() != Some(parent) || rd.erased {
            return Err(NotClosed::BrokenLink);
        }
        v.region(r)?;
        for &b in &rd.blocks {
            let bd = &ir.blocks[b];
            if bd.region.expand() != Some(r) || bd.erased {
                return Err(NotClosed::BrokenLink);
            }
            v.block(b)?;
            for (i, &arg) in bd.args.iter().enumerate() {
                if ir.values[arg].def != ValueOwner::argument(b, i as u32) {
                    return Err(NotClosed::BrokenLink);
                }
                v.value(arg);
            }
            let mut next = bd.first.expand();
            while let Some(op) = next {
                let od = &ir.ops[op];
                if od.block.expand() != Some(b) || od.extra.is_erased() {
                    return Err(NotClosed::BrokenLink);
                }
                v.op(op);
                for i in 0..od.num_results {
                    let res = od.result(i);
                    if ir.values[res].def != ValueOwner::result(op, i) {
                        return Err(NotClosed::BrokenLink);
                    }
                    v.value(res);
                }
                for s in od.operands_start.range(od.num_operands) {
                    if ir.operand_links[s].owner() != op {
                        return Err(NotClosed::BrokenLink);
                    }
                    v.slot(s);
                }
                if let Some(e) = od.extra.get() {
                    v.extra(e)?;
                    let nested = &ir.op_extras[e].regions;
                    regions.extend(nested.iter().rev().map(|&n| (n, op)));
                }
                next = od.next.expand();
            }
        }
    }
    Ok(())
}

/// The smallest and largest index met in one arena, and how many.
#[derive(Clone, Copy)]
struct Span {
    min: u32,
    max: u32,
    count: u32,
}

impl Default for Span {
    fn default() -> Span {
        Span {
            min: u32::MAX,
            max: 0,
            count: 0,
        }
    }
}

impl Span {
    #[inline]
    fn add(&mut self, i: u32) {
        self.min = self.min.min(i);
        self.max = self.max.max(i);
        self.count += 1;
    }

    /// The range, if the indices met were exactly those of one (each met once is all
    /// the walk can give: entities are reached through their one parent).
    fn range<I>(self) -> Option<Origin<I>> {
        if self.count == 0 {
            return Some(Origin::Range { start: 0, len: 0 });
        }
        (self.max - self.min + 1 == self.count).then_some(Origin::Range {
            start: self.min,
            len: self.count,
        })
    }
}

/// The first walk: the spans of every arena.
#[derive(Default)]
struct Spans {
    ops: Span,
    values: Span,
    slots: Span,
    blocks: Span,
    regions: Span,
    extras: Span,
}

impl Visit for Spans {
    fn region(&mut self, r: Region) -> Result<(), NotClosed> {
        self.regions.add(r.0);
        Ok(())
    }
    fn block(&mut self, b: Block) -> Result<(), NotClosed> {
        self.blocks.add(b.0);
        Ok(())
    }
    fn value(&mut self, v: Value) {
        self.values.add(v.0);
    }
    fn op(&mut self, op: Op) {
        self.ops.add(op.0);
    }
    fn slot(&mut self, s: OperandSlot) {
        self.slots.add(s.0);
    }
    fn extra(&mut self, e: OpExtraId) -> Result<(), NotClosed> {
        self.extras.add(e.0);
        Ok(())
    }
}

/// The second walk, when some arena's entities are not one range: local indices
/// assigned in walk order, through the worker's maps.
struct Assign<'a> {
    maps: &'a mut ShardMaps,
    ops: Vec<Op>,
    values: Vec<Value>,
    slots: Vec<OperandSlot>,
    blocks: Vec<Block>,
    regions: Vec<Region>,
    extras: Vec<OpExtraId>,
}

/// Records `main` as the next local entity of an arena whose first `reserved` local
/// slots are taken; false if it was met before (two parents list it).
#[inline]
fn assign<I: ArenaIndex>(map: &mut [u32], list: &mut Vec<I>, main: I, reserved: u32) -> bool {
    let slot = &mut map[main.to_usize()];
    let fresh = *slot == 0;
    list.push(main);
    *slot = list.len() as u32 + reserved;
    fresh
}

impl Visit for Assign<'_> {
    fn region(&mut self, r: Region) -> Result<(), NotClosed> {
        assign(&mut self.maps.regions, &mut self.regions, r, RESERVED)
            .then_some(())
            .ok_or(NotClosed::BrokenLink)
    }
    fn block(&mut self, b: Block) -> Result<(), NotClosed> {
        assign(&mut self.maps.blocks, &mut self.blocks, b, RESERVED)
            .then_some(())
            .ok_or(NotClosed::BrokenLink)
    }
    fn value(&mut self, v: Value) {
        assign(&mut self.maps.values, &mut self.values, v, 0);
    }
    fn op(&mut self, op: Op) {
        assign(&mut self.maps.ops, &mut self.ops, op, RESERVED);
    }
    fn slot(&mut self, s: OperandSlot) {
        assign(&mut self.maps.slots, &mut self.slots, s, 0);
    }
    fn extra(&mut self, e: OpExtraId) -> Result<(), NotClosed> {
        assign(&mut self.maps.extras, &mut self.extras, e, RESERVED)
            .then_some(())
            .ok_or(NotClosed::BrokenLink)
    }
}

/// Where a shard's entities come from: ranges when every arena's are contiguous (one
/// walk), else lists through `maps` (a second walk).
fn origins(ir: &Ir, target: Op, maps: &mut ShardMaps) -> Result<Origins, NotClosed> {
    let mut spans = Spans::default();
    walk(ir, target, &mut spans)?;
    let ranges = (|| {
        Some(Origins {
            ops: spans.ops.range()?,
            values: spans.values.range()?,
            slots: spans.slots.range()?,
            blocks: spans.blocks.range()?,
            regions: spans.regions.range()?,
            extras: spans.extras.range()?,
        })
    })();
    if let Some(o) = ranges {
        return Ok(o);
    }
    maps.cover(ir);
    let mut a = Assign {
        maps,
        ops: Vec::new(),
        values: Vec::new(),
        slots: Vec::new(),
        blocks: Vec::new(),
        regions: Vec::new(),
        extras: Vec::new(),
    };
    let walked = walk(ir, target, &mut a);
    let o = Origins {
        ops: Origin::List(a.ops),
        values: Origin::List(a.values),
        slots: Origin::List(a.slots),
        blocks: Origin::List(a.blocks),
        regions: Origin::List(a.regions),
        extras: Origin::List(a.extras),
    };
    if let Err(e) = walked {
        a.maps.clear(&o);
        return Err(e);
    }
    Ok(o)
}

/// One op's regions, gathered into an IR of their own.
pub(crate) struct Shard {
    /// The op, in the main IR.
    target: Op,
    /// The regions, the shell at local op 0.
    pub ir: Ir,
    /// The regions of the shell, to check that they are still its after the run.
    shell_regions: Vec<Region>,
    origins: Origins,
    /// Live ops of `ir` right after gathering.
    initial_live: usize,
}

/// How many entities each arena of a shard gained (what goes to the end of the main
/// arenas), or where in the main arenas they go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ArenaCounts {
    pub ops: usize,
    pub values: usize,
    pub slots: usize,
    pub blocks: usize,
    pub regions: usize,
    pub extras: usize,
}

impl ArenaCounts {
    fn add(&mut self, o: ArenaCounts) {
        self.ops += o.ops;
        self.values += o.values;
        self.slots += o.slots;
        self.blocks += o.blocks;
        self.regions += o.regions;
        self.extras += o.extras;
    }
}

impl Shard {
    /// Gathers the regions of `target` out of `ir` (which is not changed), using and
    /// leaving cleared the worker's `maps`.
    pub fn gather(ir: &Ir, target: Op, maps: &mut ShardMaps) -> Result<Shard, NotClosed> {
        let origins = origins(ir, target, maps)?;
        let built = match origins.ranges() {
            Some(l) => build(ir, target, ToLocal { l, target }, &origins),
            None => build(
                ir,
                target,
                ToLocal {
                    l: ListLocals(maps),
                    target,
                },
                &origins,
            ),
        };
        maps.clear(&origins);
        let (shard_ir, shell_regions) = built?;
        Ok(Shard {
            target,
            initial_live: shard_ir.live_ops,
            ir: shard_ir,
            shell_regions,
            origins,
        })
    }

    /// The shell: the op whose regions the shard holds, in the shard IR.
    pub fn shell(&self) -> Op {
        Op(0)
    }

    /// Whether the edits made to the shard stayed inside the op's regions: the shell is
    /// live and has its regions, and the shard's own top level is still empty. A shard
    /// for which this is false is not scattered.
    pub fn stayed_inside(&self) -> bool {
        let ir = &self.ir;
        !ir.is_erased(Op(0))
            && ir.regions(Op(0)) == self.shell_regions.as_slice()
            && ir.region_blocks(Region(0)) == [Block(0)]
            && ir.block_first_op(Block(0)).is_none()
    }

    /// Whether the shard IR has as many entities and live ops as when it was gathered
    /// (with a report of no change: it equals what it was gathered from).
    pub fn untouched(&self) -> bool {
        self.created() == ArenaCounts::default() && self.ir.live_ops == self.initial_live
    }

    /// What the shard created, which goes to the end of the main arenas.
    pub fn created(&self) -> ArenaCounts {
        let ir = &self.ir;
        let o = &self.origins;
        let r = RESERVED as usize;
        ArenaCounts {
            ops: ir.ops.len() - r - o.ops.len(),
            values: ir.values.len() - o.values.len(),
            slots: ir.operand_values.len() - o.slots.len(),
            blocks: ir.blocks.len() - r - o.blocks.len(),
            regions: ir.regions.len() - r - o.regions.len(),
            extras: ir.op_extras.len() - r - o.extras.len(),
        }
    }

    /// Maps a local op of the shard to the main IR: the shell is the target, gathered
    /// ops go back to their slots, created ones to `base`.
    pub fn op_to_main(&self, l: Op, base: &ArenaCounts) -> Op {
        if l.0 == 0 {
            self.target
        } else {
            to_main(l, &self.origins.ops, base.ops, RESERVED)
        }
    }
}

/// Main index to local index, per arena: an offset for ranges, the worker's maps for
/// lists. [`build`] is generic over it, so that the common case, every arena a range,
/// compiles to a subtraction and a compare per link.
trait Locals {
    fn op(&self, op: Op) -> Option<Op>;
    fn value(&self, v: Value) -> Option<Value>;
    fn slot(&self, s: OperandSlot) -> Option<OperandSlot>;
    fn block(&self, b: Block) -> Option<Block>;
    fn region(&self, r: Region) -> Option<Region>;
    fn extra(&self, e: OpExtraId) -> Option<OpExtraId>;
}

/// Every arena a range: `(start, len)` each.
struct RangeLocals {
    ops: (u32, u32),
    values: (u32, u32),
    slots: (u32, u32),
    blocks: (u32, u32),
    regions: (u32, u32),
    extras: (u32, u32),
}

#[inline(always)]
fn in_range(i: u32, (start, len): (u32, u32), reserved: u32) -> Option<u32> {
    let k = i.wrapping_sub(start);
    (k < len).then_some(k + reserved)
}

impl Locals for RangeLocals {
    #[inline(always)]
    fn op(&self, op: Op) -> Option<Op> {
        in_range(op.0, self.ops, RESERVED).map(Op)
    }
    #[inline(always)]
    fn value(&self, v: Value) -> Option<Value> {
        in_range(v.0, self.values, 0).map(Value)
    }
    #[inline(always)]
    fn slot(&self, s: OperandSlot) -> Option<OperandSlot> {
        in_range(s.0, self.slots, 0).map(OperandSlot)
    }
    #[inline(always)]
    fn block(&self, b: Block) -> Option<Block> {
        in_range(b.0, self.blocks, RESERVED).map(Block)
    }
    #[inline(always)]
    fn region(&self, r: Region) -> Option<Region> {
        in_range(r.0, self.regions, RESERVED).map(Region)
    }
    #[inline(always)]
    fn extra(&self, e: OpExtraId) -> Option<OpExtraId> {
        in_range(e.0, self.extras, RESERVED).map(OpExtraId)
    }
}

/// Some arena a list: everything through the maps.
struct ListLocals<'a>(&'a ShardMaps);

#[inline(always)]
fn mapped(map: &[u32], i: u32) -> Option<u32> {
    match map.get(i as usize) {
        Some(&l) if l != 0 => Some(l - 1),
        _ => None,
    }
}

impl Locals for ListLocals<'_> {
    #[inline(always)]
    fn op(&self, op: Op) -> Option<Op> {
        mapped(&self.0.ops, op.0).map(Op)
    }
    #[inline(always)]
    fn value(&self, v: Value) -> Option<Value> {
        mapped(&self.0.values, v.0).map(Value)
    }
    #[inline(always)]
    fn slot(&self, s: OperandSlot) -> Option<OperandSlot> {
        mapped(&self.0.slots, s.0).map(OperandSlot)
    }
    #[inline(always)]
    fn block(&self, b: Block) -> Option<Block> {
        mapped(&self.0.blocks, b.0).map(Block)
    }
    #[inline(always)]
    fn region(&self, r: Region) -> Option<Region> {
        mapped(&self.0.regions, r.0).map(Region)
    }
    #[inline(always)]
    fn extra(&self, e: OpExtraId) -> Option<OpExtraId> {
        mapped(&self.0.extras, e.0).map(OpExtraId)
    }
}

impl Origins {
    /// The ranges, when every arena is one.
    fn ranges(&self) -> Option<RangeLocals> {
        fn r<I>(o: &Origin<I>) -> Option<(u32, u32)> {
            match o {
                Origin::Range { start, len } => Some((*start, *len)),
                Origin::List(_) => None,
            }
        }
        Some(RangeLocals {
            ops: r(&self.ops)?,
            values: r(&self.values)?,
            slots: r(&self.slots)?,
            blocks: r(&self.blocks)?,
            regions: r(&self.regions)?,
            extras: r(&self.extras)?,
        })
    }
}

/// Renumbers links from main indices to local ones, and says which link broke.
struct ToLocal<L> {
    l: L,
    target: Op,
}

impl<L: Locals> ToLocal<L> {
    #[inline(always)]
    fn op(&self, op: Op) -> Result<Op, NotClosed> {
        if op == self.target {
            return Ok(Op(0));
        }
        self.l.op(op).ok_or(NotClosed::BrokenLink)
    }
    #[inline(always)]
    fn opt_op(&self, op: PackedOption<Op>) -> Result<PackedOption<Op>, NotClosed> {
        Ok(PackedOption::from_option(
            op.expand().map(|o| self.op(o)).transpose()?,
        ))
    }
    #[inline(always)]
    fn block(&self, b: Block) -> Result<Block, NotClosed> {
        self.l.block(b).ok_or(NotClosed::BrokenLink)
    }
    #[inline(always)]
    fn region(&self, r: Region) -> Result<Region, NotClosed> {
        self.l.region(r).ok_or(NotClosed::BrokenLink)
    }
    #[inline(always)]
    fn extra(&self, e: OpExtraId) -> Result<OpExtraId, NotClosed> {
        self.l.extra(e).ok_or(NotClosed::BrokenLink)
    }
    /// An operand's value: one from outside is a crossing use by `user`.
    #[inline(always)]
    fn value(&self, v: Value, user: Op) -> Result<Value, NotClosed> {
        self.l.value(v).ok_or(NotClosed::CrossingUse(user))
    }
    /// A value gathered through its definition.
    #[inline(always)]
    fn own_value(&self, v: Value) -> Result<Value, NotClosed> {
        self.l.value(v).ok_or(NotClosed::BrokenLink)
    }
    /// A use-list link: a slot outside is a use of an inside value by an outside op.
    #[inline(always)]
    fn slot(&self, ir: &Ir, s: OperandSlot) -> Result<OperandSlot, NotClosed> {
        match self.l.slot(s) {
            Some(l) => Ok(l),
            None => Err(NotClosed::CrossingUse(ir.operand_links[s].owner())),
        }
    }
    #[inline(always)]
    fn opt_slot(
        &self,
        ir: &Ir,
        s: PackedOption<OperandSlot>,
    ) -> Result<PackedOption<OperandSlot>, NotClosed> {
        Ok(PackedOption::from_option(
            s.expand().map(|s| self.slot(ir, s)).transpose()?,
        ))
    }
}

/// Builds the shard IR from the gathered entities.
fn build<L: Locals>(
    ir: &Ir,
    target: Op,
    m: ToLocal<L>,
    o: &Origins,
) -> Result<(Ir, Vec<Region>), NotClosed> {
    let mut out = Ir::empty();
    out.ever_multi_block = ir.ever_multi_block;
    let r = RESERVED as usize;
    out.ops.reserve(r + o.ops.len());
    out.values.reserve(o.values.len());
    out.operand_values.reserve(o.slots.len());
    out.operand_links.reserve(o.slots.len());
    out.blocks.reserve(r + o.blocks.len());
    out.regions.reserve(r + o.regions.len());
    out.op_extras.reserve(r + o.extras.len());

    // The top level and the shell.
    out.regions.push(RegionData {
        op: PackedOption::none(),
        blocks: vec![Block(0)],
        erased: false,
    });
    out.blocks.push(BlockData {
        region: PackedOption::some(Region(0)),
        first: PackedOption::none(),
        last: PackedOption::none(),
        args: Default::default(),
        erased: false,
    });
    let t = &ir.ops[target];
    let shell_regions = ir
        .regions(target)
        .iter()
        .map(|&r| m.region(r))
        .collect::<Result<Vec<_>, _>>()?;
    out.ops.push(OpData {
        name: t.name,
        block: PackedOption::none(),
        prev: PackedOption::none(),
        next: PackedOption::none(),
        operands_start: OperandSlot(0),
        num_operands: 0,
        results_start: Value(0),
        num_results: 0,
        attrs: t.attrs,
        extra: ExtraLink::to(OpExtraId(0)),
    });
    out.op_extras.push(OpExtra {
        successors: Default::default(),
        regions: shell_regions.iter().copied().collect(),
        properties: ir.properties(target),
    });

    for r in o.regions.iter() {
        let rd = &ir.regions[r];
        out.regions.push(RegionData {
            op: PackedOption::some(m.op(rd.op.expand().ok_or(NotClosed::BrokenLink)?)?),
            blocks: rd
                .blocks
                .iter()
                .map(|&b| m.block(b))
                .collect::<Result<_, _>>()?,
            erased: false,
        });
    }
    for b in o.blocks.iter() {
        let bd = &ir.blocks[b];
        out.blocks.push(BlockData {
            region: PackedOption::some(m.region(bd.region.expand().ok_or(NotClosed::BrokenLink)?)?),
            first: m.opt_op(bd.first)?,
            last: m.opt_op(bd.last)?,
            args: bd
                .args
                .iter()
                .map(|&v| m.own_value(v))
                .collect::<Result<_, _>>()?,
            erased: false,
        });
    }
    for e in o.extras.iter() {
        let ed = &ir.op_extras[e];
        out.op_extras.push(OpExtra {
            // A successor outside the op's regions would be a broken IR.
            successors: ed
                .successors
                .iter()
                .map(|&b| m.block(b))
                .collect::<Result<_, _>>()?,
            regions: ed
                .regions
                .iter()
                .map(|&r| m.region(r))
                .collect::<Result<_, _>>()?,
            properties: ed.properties,
        });
    }
    for op in o.ops.iter() {
        let od = &ir.ops[op];
        out.ops.push(OpData {
            name: od.name,
            block: PackedOption::some(m.block(od.block.expand().ok_or(NotClosed::BrokenLink)?)?),
            prev: m.opt_op(od.prev)?,
            next: m.opt_op(od.next)?,
            operands_start: match od.num_operands {
                0 => OperandSlot(0),
                _ => m.slot(ir, od.operands_start)?,
            },
            num_operands: od.num_operands,
            results_start: match od.num_results {
                0 => Value(0),
                _ => m.own_value(od.results_start)?,
            },
            num_results: od.num_results,
            attrs: od.attrs,
            extra: match od.extra.get() {
                Some(e) => ExtraLink::to(m.extra(e)?),
                None => ExtraLink::NONE,
            },
        });
    }
    for v in o.values.iter() {
        let vd = &ir.values[v];
        let def = match vd.def.owner() {
            Owner::Op(op) => ValueOwner::result(m.op(op)?, vd.def.number()),
            Owner::Block(b) => ValueOwner::argument(m.block(b)?, vd.def.number()),
        };
        out.values.push(ValueData {
            ty: vd.ty,
            def,
            first_use: m.opt_slot(ir, vd.first_use)?,
        });
    }
    for s in o.slots.iter() {
        let link = &ir.operand_links[s];
        let owner = link.owner();
        out.operand_values
            .push(m.value(ir.operand_values[s], owner)?);
        let mut l = UseLink::new(m.op(owner)?);
        l.set_linked(link.linked());
        l.prev = m.opt_slot(ir, link.prev)?;
        l.next = m.opt_slot(ir, link.next)?;
        out.operand_links.push(l);
    }
    out.live_ops = 1 + o.ops.len();
    Ok((out, shell_regions))
}

/// The main-IR index of local entity `l` of an arena whose first `reserved` local slots
/// are not gathered ones: back to its origin, or (created by the worker) to `base`
/// onwards. A reserved slot (the shard's top level, only linked from records that
/// [`Shard::stayed_inside`] rules out) maps to slot 0.
#[inline]
fn to_main<I: ArenaIndex>(l: I, origins: &Origin<I>, base: usize, reserved: u32) -> I {
    let Some(k) = l.to_usize().checked_sub(reserved as usize) else {
        return I::from_usize(0);
    };
    match origins.get(k) {
        Some(main) => main,
        None => I::from_usize(base + (k - origins.len())),
    }
}

/// Writes into distinct slots of one arena from several threads at once.
struct SlotWriter<I, T> {
    ptr: *mut T,
    len: usize,
    _index: PhantomData<fn(I)>,
}

// SAFETY: a writer only moves `T`s into slots (`set`'s contract keeps two threads off
// one slot), so sharing it between threads is sound when `T` may be sent.
unsafe impl<I, T: Send> Sync for SlotWriter<I, T> {}
// SAFETY: as above.
unsafe impl<I, T: Send> Send for SlotWriter<I, T> {}

impl<I: ArenaIndex, T> SlotWriter<I, T> {
    fn new(arena: &mut IndexVec<I, T>) -> Self {
        SlotWriter {
            ptr: arena.as_mut_ptr(),
            len: arena.len(),
            _index: PhantomData,
        }
    }

    /// Replaces slot `i` (dropping the old record). Panics when `i` is out of range.
    ///
    /// # Safety
    /// While the writer lives, no other call to `set` (on any thread) passes the same
    /// `i`, and nothing else reads or writes the arena.
    #[inline]
    unsafe fn set(&self, i: I, value: T) {
        let i = i.to_usize();
        assert!(i < self.len, "pdll-runtime: shard slot out of range");
        // SAFETY: in bounds (checked above), and no other thread touches slot `i`
        // (the caller's contract), so this is the only reference to it.
        unsafe { *self.ptr.add(i) = value }
    }
}

/// Writers into every arena of a main IR, for [`Shard::scatter`]; they hold the IR
/// mutably borrowed.
pub(crate) struct ArenaWriters<'a> {
    ops: SlotWriter<Op, OpData>,
    extras: SlotWriter<OpExtraId, OpExtra>,
    values: SlotWriter<Value, ValueData>,
    operand_values: SlotWriter<OperandSlot, Value>,
    operand_links: SlotWriter<OperandSlot, UseLink>,
    blocks: SlotWriter<Block, BlockData>,
    regions: SlotWriter<Region, RegionData>,
    _ir: PhantomData<&'a mut Ir>,
}

impl Ir {
    /// An IR without even the top level, for a shard to fill in.
    pub(crate) fn empty() -> Ir {
        Ir {
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
        }
    }

    /// The current length of each arena: where entities created next go.
    pub(crate) fn arena_lengths(&self) -> ArenaCounts {
        ArenaCounts {
            ops: self.ops.len(),
            values: self.values.len(),
            slots: self.operand_values.len(),
            blocks: self.blocks.len(),
            regions: self.regions.len(),
            extras: self.op_extras.len(),
        }
    }

    /// Grows every arena by `more` placeholder records (tombstones, which
    /// [`Shard::scatter`] overwrites) and returns writers into all of them.
    pub(crate) fn grow_for_shards(&mut self, more: ArenaCounts) -> ArenaWriters<'_> {
        let tombstone = OpData {
            name: OpName(crate::ident::Identifier(0)),
            block: PackedOption::none(),
            prev: PackedOption::none(),
            next: PackedOption::none(),
            operands_start: OperandSlot(0),
            num_operands: 0,
            results_start: Value(0),
            num_results: 0,
            attrs: crate::context::EMPTY_DICTIONARY,
            extra: ExtraLink::ERASED,
        };
        self.ops.extend(std::iter::repeat_n(tombstone, more.ops));
        self.op_extras
            .extend(std::iter::repeat_with(OpExtra::default).take(more.extras));
        let value = ValueData {
            ty: crate::types::Type(0),
            def: ValueOwner::result(Op(0), 0),
            first_use: PackedOption::none(),
        };
        self.values.extend(std::iter::repeat_n(value, more.values));
        self.operand_values
            .extend(std::iter::repeat_n(Value(0), more.slots));
        self.operand_links
            .extend(std::iter::repeat_n(UseLink::new(Op(0)), more.slots));
        let block = || BlockData {
            region: PackedOption::none(),
            first: PackedOption::none(),
            last: PackedOption::none(),
            args: Default::default(),
            erased: true,
        };
        self.blocks
            .extend(std::iter::repeat_with(block).take(more.blocks));
        let region = || RegionData {
            op: PackedOption::none(),
            blocks: Vec::new(),
            erased: true,
        };
        self.regions
            .extend(std::iter::repeat_with(region).take(more.regions));
        ArenaWriters {
            ops: SlotWriter::new(&mut self.ops),
            extras: SlotWriter::new(&mut self.op_extras),
            values: SlotWriter::new(&mut self.values),
            operand_values: SlotWriter::new(&mut self.operand_values),
            operand_links: SlotWriter::new(&mut self.operand_links),
            blocks: SlotWriter::new(&mut self.blocks),
            regions: SlotWriter::new(&mut self.regions),
            _ir: PhantomData,
        }
    }

    /// Takes in what scattering shards changed besides the records: the live-op count
    /// and whether a region ever held two blocks.
    pub(crate) fn absorb_shard_counts(&mut self, shard: &Shard) {
        self.live_ops = (self.live_ops + shard.ir.live_ops).saturating_sub(shard.initial_live);
        self.ever_multi_block |= shard.ir.ever_multi_block;
    }
}

/// Renumbers a shard's links back to the main IR.
/// Local index to main index, per arena, for [`Shard::scatter`], which is generic over
/// it: when every arena's gathered entities are one range (a parsed function), an
/// offset and a compare per link ([`RangeMains`]); else through the origins' lists.
trait Mains {
    fn op(&self, l: Op) -> Op;
    fn value(&self, l: Value) -> Value;
    fn slot(&self, l: OperandSlot) -> OperandSlot;
    fn block(&self, l: Block) -> Block;
    fn region(&self, l: Region) -> Region;
    fn extra(&self, l: OpExtraId) -> OpExtraId;

    #[inline(always)]
    fn opt_op(&self, l: PackedOption<Op>) -> PackedOption<Op> {
        PackedOption::from_option(l.expand().map(|l| self.op(l)))
    }
    #[inline(always)]
    fn opt_slot(&self, l: PackedOption<OperandSlot>) -> PackedOption<OperandSlot> {
        PackedOption::from_option(l.expand().map(|l| self.slot(l)))
    }
}

/// Any origins: [`to_main`] per link.
struct ToMain<'a> {
    shard: &'a Shard,
    base: &'a ArenaCounts,
}

impl Mains for ToMain<'_> {
    fn op(&self, l: Op) -> Op {
        self.shard.op_to_main(l, self.base)
    }
    fn value(&self, l: Value) -> Value {
        to_main(l, &self.shard.origins.values, self.base.values, 0)
    }
    fn slot(&self, l: OperandSlot) -> OperandSlot {
        to_main(l, &self.shard.origins.slots, self.base.slots, 0)
    }
    fn block(&self, l: Block) -> Block {
        to_main(l, &self.shard.origins.blocks, self.base.blocks, RESERVED)
    }
    fn region(&self, l: Region) -> Region {
        to_main(l, &self.shard.origins.regions, self.base.regions, RESERVED)
    }
    fn extra(&self, l: OpExtraId) -> OpExtraId {
        to_main(l, &self.shard.origins.extras, self.base.extras, RESERVED)
    }
}

/// Every arena one range: per arena, where its gathered entities start in the main
/// IR, how many there are, and where the ones the worker created go.
struct RangeMains {
    target: Op,
    ops: RangeMain,
    values: RangeMain,
    slots: RangeMain,
    blocks: RangeMain,
    regions: RangeMain,
    extras: RangeMain,
}

#[derive(Clone, Copy)]
struct RangeMain {
    start: u32,
    len: u32,
    base: u32,
}

impl RangeMain {
    fn new((start, len): (u32, u32), base: usize) -> RangeMain {
        RangeMain {
            start,
            len,
            base: crate::ir::index_vec::index_to_u32(base),
        }
    }

    /// What [`to_main`] gives for a range origin.
    #[inline(always)]
    fn map(self, l: u32, reserved: u32) -> u32 {
        match l.checked_sub(reserved) {
            None => 0,
            Some(k) if k < self.len => self.start + k,
            Some(k) => self.base + (k - self.len),
        }
    }
}

impl RangeMains {
    fn new(target: Op, l: &RangeLocals, base: &ArenaCounts) -> RangeMains {
        RangeMains {
            target,
            ops: RangeMain::new(l.ops, base.ops),
            values: RangeMain::new(l.values, base.values),
            slots: RangeMain::new(l.slots, base.slots),
            blocks: RangeMain::new(l.blocks, base.blocks),
            regions: RangeMain::new(l.regions, base.regions),
            extras: RangeMain::new(l.extras, base.extras),
        }
    }
}

impl Mains for RangeMains {
    #[inline(always)]
    fn op(&self, l: Op) -> Op {
        match l.0 {
            0 => self.target,
            l => Op(self.ops.map(l, RESERVED)),
        }
    }
    #[inline(always)]
    fn value(&self, l: Value) -> Value {
        Value(self.values.map(l.0, 0))
    }
    #[inline(always)]
    fn slot(&self, l: OperandSlot) -> OperandSlot {
        OperandSlot(self.slots.map(l.0, 0))
    }
    #[inline(always)]
    fn block(&self, l: Block) -> Block {
        Block(self.blocks.map(l.0, RESERVED))
    }
    #[inline(always)]
    fn region(&self, l: Region) -> Region {
        Region(self.regions.map(l.0, RESERVED))
    }
    #[inline(always)]
    fn extra(&self, l: OpExtraId) -> OpExtraId {
        OpExtraId(self.extras.map(l.0, RESERVED))
    }
}

/// Where [`Shard::scatter_with`] puts the records it makes, per arena: into slots
/// from several threads ([`SharedWriters`]), or into one IR ([`Appender`]).
trait Arenas {
    fn op(&mut self, i: Op, rec: OpData);
    fn extra(&mut self, i: OpExtraId, rec: OpExtra);
    fn value(&mut self, i: Value, rec: ValueData);
    fn operand(&mut self, i: OperandSlot, value: Value, link: UseLink);
    fn block(&mut self, i: Block, rec: BlockData);
    fn region(&mut self, i: Region, rec: RegionData);
}

/// [`ArenaWriters`] shared by the threads of [`Shard::scatter`].
struct SharedWriters<'w, 'a>(&'w ArenaWriters<'a>);

impl<'w, 'a> SharedWriters<'w, 'a> {
    /// # Safety
    /// Every slot written through it is one no other thread writes while `w` lives
    /// ([`Shard::scatter`]'s contract).
    unsafe fn new(w: &'w ArenaWriters<'a>) -> Self {
        SharedWriters(w)
    }
}

// SAFETY (every method): `SharedWriters::new`'s contract.
impl Arenas for SharedWriters<'_, '_> {
    #[inline]
    fn op(&mut self, i: Op, rec: OpData) {
        unsafe { self.0.ops.set(i, rec) }
    }
    #[inline]
    fn extra(&mut self, i: OpExtraId, rec: OpExtra) {
        unsafe { self.0.extras.set(i, rec) }
    }
    #[inline]
    fn value(&mut self, i: Value, rec: ValueData) {
        unsafe { self.0.values.set(i, rec) }
    }
    #[inline]
    fn operand(&mut self, i: OperandSlot, value: Value, link: UseLink) {
        unsafe {
            self.0.operand_values.set(i, value);
            self.0.operand_links.set(i, link);
        }
    }
    #[inline]
    fn block(&mut self, i: Block, rec: BlockData) {
        unsafe { self.0.blocks.set(i, rec) }
    }
    #[inline]
    fn region(&mut self, i: Region, rec: RegionData) {
        unsafe { self.0.regions.set(i, rec) }
    }
}

/// Arenas of one IR, into which a shard's created records are pushed at the end
/// (they come in order) and its gathered ones written to their slots. Each of the two
/// threads of [`Shard::append_to`] has some of them.
#[derive(Default)]
struct Appender<'a> {
    ops: Option<&'a mut IndexVec<Op, OpData>>,
    extras: Option<&'a mut IndexVec<OpExtraId, OpExtra>>,
    values: Option<&'a mut IndexVec<Value, ValueData>>,
    operand_values: Option<&'a mut IndexVec<OperandSlot, Value>>,
    operand_links: Option<&'a mut IndexVec<OperandSlot, UseLink>>,
    blocks: Option<&'a mut IndexVec<Block, BlockData>>,
    regions: Option<&'a mut IndexVec<Region, RegionData>>,
}

/// Writes `rec` to slot `i` of `arena`, or pushes it when `i` is the arena's end.
#[inline]
fn put<I: ArenaIndex, T>(arena: &mut Option<&mut IndexVec<I, T>>, i: I, rec: T) {
    let arena = arena
        .as_deref_mut()
        .expect("pdll-runtime: a shard record for an arena this appender lacks");
    if i.to_usize() < arena.len() {
        arena[i] = rec;
    } else {
        assert_eq!(
            i.to_usize(),
            arena.len(),
            "pdll-runtime: shard record out of order"
        );
        arena.push(rec);
    }
}

impl Arenas for Appender<'_> {
    #[inline]
    fn op(&mut self, i: Op, rec: OpData) {
        put(&mut self.ops, i, rec);
    }
    #[inline]
    fn extra(&mut self, i: OpExtraId, rec: OpExtra) {
        put(&mut self.extras, i, rec);
    }
    #[inline]
    fn value(&mut self, i: Value, rec: ValueData) {
        put(&mut self.values, i, rec);
    }
    #[inline]
    fn operand(&mut self, i: OperandSlot, value: Value, link: UseLink) {
        put(&mut self.operand_values, i, value);
        put(&mut self.operand_links, i, link);
    }
    #[inline]
    fn block(&mut self, i: Block, rec: BlockData) {
        put(&mut self.blocks, i, rec);
    }
    #[inline]
    fn region(&mut self, i: Region, rec: RegionData) {
        put(&mut self.regions, i, rec);
    }
}

/// From this many ops created, [`Shard::append_to`] writes on two threads.
const APPEND_ON_TWO_THREADS: usize = 10_000;

impl Shard {
    /// Writes the shard's records back into the main IR: gathered entities to their
    /// slots, created ones from `base` on, names, types and attributes through `names`
    /// (what the worker's context interned, absorbed into the main one).
    ///
    /// # Safety
    /// `w` writes into the IR the shard was gathered from, grown so that `base` plus
    /// [`Shard::created`] fits; shards scattered while `w` lives were gathered from
    /// distinct ops, none nested in another, and their `base` ranges do not overlap.
    /// Then no two of them write one slot: [`Shard::gather`] checked every parent link
    /// it followed, so the gathered entities of each are exactly those nested in its op.
    pub unsafe fn scatter(&self, w: &ArenaWriters<'_>, base: &ArenaCounts, names: &Absorbed) {
        // SAFETY: the caller's contract, passed on.
        let mut w = unsafe { SharedWriters::new(w) };
        match self.origins.ranges() {
            Some(l) => self.scatter_with(&RangeMains::new(self.target, &l, base), &mut w, names),
            None => self.scatter_with(&ToMain { shard: self, base }, &mut w, names),
        }
    }

    /// [`Shard::scatter`] into `ir` alone, what the shard created going to the end of
    /// its arenas: `ir` is the IR the shard was gathered from, changed since only by
    /// adding entities (what other shards created, say). A big shard is written on two
    /// threads, the op records on one and the rest on the other.
    pub fn append_to(&self, ir: &mut Ir, names: &Absorbed) {
        let base = ir.arena_lengths();
        let more = self.created();
        let Ir {
            ops,
            op_extras,
            values,
            operand_values,
            operand_links,
            blocks,
            regions,
            ..
        } = ir;
        ops.reserve(more.ops);
        op_extras.reserve(more.extras);
        values.reserve(more.values);
        operand_values.reserve(more.slots);
        operand_links.reserve(more.slots);
        blocks.reserve(more.blocks);
        regions.reserve(more.regions);
        let mut first = Appender {
            ops: Some(ops),
            extras: Some(op_extras),
            ..Appender::default()
        };
        let mut second = Appender {
            values: Some(values),
            operand_values: Some(operand_values),
            operand_links: Some(operand_links),
            blocks: Some(blocks),
            regions: Some(regions),
            ..Appender::default()
        };
        let two = more.ops >= APPEND_ON_TWO_THREADS;
        match self.origins.ranges() {
            Some(l) => {
                let m = RangeMains::new(self.target, &l, &base);
                self.append_parts(&m, [&mut first, &mut second], names, two)
            }
            None => {
                let m = ToMain {
                    shard: self,
                    base: &base,
                };
                self.append_parts(&m, [&mut first, &mut second], names, two)
            }
        }
    }

    /// The op records into `first`, the rest into `second`, at once on `two` threads.
    fn append_parts<M: Mains + Sync>(
        &self,
        m: &M,
        [first, second]: [&mut Appender<'_>; 2],
        names: &Absorbed,
        two: bool,
    ) {
        if two {
            std::thread::scope(|s| {
                s.spawn(|| self.scatter_ops(m, first, names));
                self.scatter_values(m, second, names);
            });
        } else {
            self.scatter_ops(m, first, names);
            self.scatter_values(m, second, names);
        }
    }

    /// [`Shard::scatter`] with the links mapped by `m`, the records put in `w` in
    /// local order, arena by arena.
    fn scatter_with<M: Mains, A: Arenas>(&self, m: &M, w: &mut A, names: &Absorbed) {
        self.scatter_ops(m, w, names);
        self.scatter_values(m, w, names);
    }

    /// The op and op-extra records of [`Shard::scatter_with`].
    fn scatter_ops<M: Mains, A: Arenas>(&self, m: &M, w: &mut A, names: &Absorbed) {
        let ir = &self.ir;
        let r = RESERVED as usize;
        for (k, od) in ir.ops.as_slice().iter().enumerate().skip(r) {
            let main = m.op(Op(k as u32));
            let name = OpName(names.ident(od.name.0));
            let attrs = names.attr(od.attrs);
            let rec = if od.extra.is_erased() {
                OpData {
                    name,
                    block: PackedOption::none(),
                    prev: PackedOption::none(),
                    next: PackedOption::none(),
                    operands_start: OperandSlot(0),
                    num_operands: 0,
                    results_start: Value(0),
                    num_results: 0,
                    attrs,
                    extra: ExtraLink::ERASED,
                }
            } else {
                OpData {
                    name,
                    block: PackedOption::from_option(od.block.expand().map(|b| m.block(b))),
                    prev: m.opt_op(od.prev),
                    next: m.opt_op(od.next),
                    operands_start: if od.num_operands == 0 {
                        OperandSlot(0)
                    } else {
                        m.slot(od.operands_start)
                    },
                    num_operands: od.num_operands,
                    results_start: if od.num_results == 0 {
                        Value(0)
                    } else {
                        m.value(od.results_start)
                    },
                    num_results: od.num_results,
                    attrs,
                    extra: match od.extra.get() {
                        Some(e) => ExtraLink::to(m.extra(e)),
                        None => ExtraLink::NONE,
                    },
                }
            };
            w.op(main, rec);
        }
        for (k, ed) in ir.op_extras.as_slice().iter().enumerate().skip(r) {
            let rec = OpExtra {
                successors: ed.successors.iter().map(|&b| m.block(b)).collect(),
                regions: ed.regions.iter().map(|&r| m.region(r)).collect(),
                properties: ed.properties.map(|a| names.attr(a)),
            };
            w.extra(m.extra(OpExtraId(k as u32)), rec);
        }
    }

    /// The value, operand, block and region records of [`Shard::scatter_with`].
    fn scatter_values<M: Mains, A: Arenas>(&self, m: &M, w: &mut A, names: &Absorbed) {
        let ir = &self.ir;
        let r = RESERVED as usize;
        for (k, vd) in ir.values.as_slice().iter().enumerate() {
            let def = match vd.def.owner() {
                Owner::Op(op) => ValueOwner::result(m.op(op), vd.def.number()),
                Owner::Block(b) => ValueOwner::argument(m.block(b), vd.def.number()),
            };
            let rec = ValueData {
                ty: names.ty(vd.ty),
                def,
                first_use: m.opt_slot(vd.first_use),
            };
            w.value(m.value(Value(k as u32)), rec);
        }
        let links = ir.operand_links.as_slice();
        for (k, (&v, link)) in ir.operand_values.as_slice().iter().zip(links).enumerate() {
            let main = m.slot(OperandSlot(k as u32));
            let mut l = UseLink::new(m.op(link.owner()));
            l.set_linked(link.linked());
            l.prev = m.opt_slot(link.prev);
            l.next = m.opt_slot(link.next);
            w.operand(main, m.value(v), l);
        }
        for (k, bd) in ir.blocks.as_slice().iter().enumerate().skip(r) {
            let rec = BlockData {
                region: PackedOption::from_option(bd.region.expand().map(|r| m.region(r))),
                first: m.opt_op(bd.first),
                last: m.opt_op(bd.last),
                args: bd.args.iter().map(|&v| m.value(v)).collect(),
                erased: bd.erased,
            };
            w.block(m.block(Block(k as u32)), rec);
        }
        for (k, rd) in ir.regions.as_slice().iter().enumerate().skip(r) {
            let rec = RegionData {
                op: m.opt_op(rd.op),
                blocks: rd.blocks.iter().map(|&b| m.block(b)).collect(),
                erased: rd.erased,
            };
            w.region(m.region(Region(k as u32)), rec);
        }
    }

    /// Adds what this shard created to `total` and returns where its own part starts
    /// (`total` before the addition).
    pub fn take_range(&self, total: &mut ArenaCounts) -> ArenaCounts {
        let start = *total;
        total.add(self.created());
        start
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, OperationState};

    /// Two functions parsed one after the other, then an op appended to the first: the
    /// first's entities are no longer one range, the second's are.
    fn two_functions() -> (Context, Ir, Op, Op) {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let ops = ir
            .parse_source(
                &mut ctx,
                r#""test.f"() ({
  %a = "test.def"() : () -> i32
  "test.use"(%a) : (i32) -> ()
}) : () -> ()
"test.f"() ({
  %b = "test.def"() : () -> i32
  "test.use"(%b) : (i32) -> ()
}) : () -> ()
"#,
            )
            .unwrap();
        let (first, second) = (ops[0], ops[1]);
        let body = ir.region_blocks(ir.region(first, 0))[0];
        let late = ir.create_op(OperationState::new(ctx.intern_op_name("test.late")));
        ir.append_op(body, late);
        (ctx, ir, first, second)
    }

    /// A worker's maps are only allocated for a shard that needs them (one whose
    /// entities are not ranges), and are left all zero after every shard.
    #[test]
    fn maps_are_allocated_for_scattered_entities_only() {
        let (_ctx, ir, first, second) = two_functions();
        let mut maps = ShardMaps::default();
        let ranged = Shard::gather(&ir, second, &mut maps).unwrap();
        assert!(ranged.origins.ranges().is_some());
        assert!(
            maps.ops.is_empty() && maps.values.is_empty(),
            "nothing allocated"
        );
        let scattered = Shard::gather(&ir, first, &mut maps).unwrap();
        assert!(scattered.origins.ranges().is_none());
        assert_eq!(maps.ops.len(), ir.ops.len());
        assert_eq!(maps.slots.len(), ir.operand_values.len());
        // The shell, the two parsed ops and the appended one.
        assert_eq!(scattered.ir.live_ops, 4);
        for table in [
            &maps.ops,
            &maps.values,
            &maps.slots,
            &maps.blocks,
            &maps.regions,
        ] {
            assert!(table.iter().all(|&e| e == 0), "maps left cleared");
        }
        // The same maps serve the next shard.
        let again = Shard::gather(&ir, first, &mut maps).unwrap();
        assert_eq!(again.ir.live_ops, 4);
    }
}
