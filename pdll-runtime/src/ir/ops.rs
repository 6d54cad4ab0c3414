//! Creating operations and reading/editing their parts: name, operands, results,
//! attributes, properties, successors and regions.

use crate::attributes::Attribute;
use crate::context::EMPTY_DICTIONARY;
use crate::ident::Identifier;
use crate::ir::index_vec::ArenaIndex;
use crate::ir::packed_option::PackedOption;
use crate::ir::storage::{ExtraLink, OpData, OpExtra, UseLink, ValueData, ValueOwner};
use crate::ir::Ir;
use crate::ir::{Block, IrError, Op, OpName, Region, Value};
use crate::types::Type;
use crate::Context;

/// Everything needed to create an op; see [`Ir::create_op`].
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op name.
    pub name: OpName,
    /// Operand values, in order.
    pub operands: Vec<Value>,
    /// Result types, one per result.
    pub result_types: Vec<Type>,
    /// The attribute dictionary; `None` means empty. Must be a dictionary attribute
    /// (build it with [`Context::intern_dictionary`]).
    pub attributes: Option<Attribute>,
    /// Properties (a dictionary kept apart from the attributes; `<{...}>` in text).
    pub properties: Option<Attribute>,
    /// Successor blocks.
    pub successors: Vec<Block>,
    /// Regions to adopt; each must be detached (made by [`Ir::create_region`]).
    pub regions: Vec<Region>,
}

impl OperationState {
    /// A state with only a name: no operands, results, attributes or regions.
    pub fn new(name: OpName) -> Self {
        OperationState {
            name,
            operands: Vec::new(),
            result_types: Vec::new(),
            attributes: None,
            properties: None,
            successors: Vec::new(),
            regions: Vec::new(),
        }
    }
}

/// Everything needed to create an op, borrowed (see [`Ir::create_op_from_parts`]):
/// lets a parser keep reusable scratch buffers instead of allocating per op.
#[derive(Clone, Copy, Debug)]
pub struct OpParts<'a> {
    /// The op name.
    pub name: OpName,
    /// Operand values, in order.
    pub operands: &'a [Value],
    /// Result types, one per result.
    pub result_types: &'a [Type],
    /// The attribute dictionary; `None` means empty.
    pub attributes: Option<Attribute>,
    /// Properties, if any.
    pub properties: Option<Attribute>,
    /// Successor blocks.
    pub successors: &'a [Block],
    /// Detached regions to adopt.
    pub regions: &'a [Region],
}

impl<'a> OpParts<'a> {
    /// Parts with only a name.
    pub fn new(name: OpName) -> Self {
        OpParts {
            name,
            operands: &[],
            result_types: &[],
            attributes: None,
            properties: None,
            successors: &[],
            regions: &[],
        }
    }
}

/// Narrows a count (operands, results, arguments) to the `u32` the records store.
pub(crate) fn to_u32(n: usize) -> u32 {
    u32::try_from(n).expect("IR arena exceeds u32::MAX entries")
}

impl Ir {
    // ----- creation -----

    /// Creates a detached op (not in any block) from `state`. Insert it with
    /// [`Ir::append_op`] / [`Ir::insert_op_before`] / ... .
    ///
    /// Panics if a region in `state.regions` already has a parent op.
    pub fn create_op(&mut self, state: OperationState) -> Op {
        let has_extra =
            state.properties.is_some() || !state.successors.is_empty() || !state.regions.is_empty();
        let extra = has_extra.then(|| OpExtra {
            successors: state.successors.into_iter().collect(),
            regions: state.regions.into_iter().collect(),
            properties: state.properties,
        });
        self.create_op_parts(
            state.name,
            &state.operands,
            &state.result_types,
            state.attributes,
            extra,
        )
    }

    /// Like [`Ir::create_op`], from borrowed parts. Allocates nothing but arena
    /// space unless the op has more than 2 successors or more than 1 region.
    pub fn create_op_from_parts(&mut self, parts: OpParts<'_>) -> Op {
        let has_extra =
            parts.properties.is_some() || !parts.successors.is_empty() || !parts.regions.is_empty();
        let extra = has_extra.then(|| OpExtra {
            successors: parts.successors.iter().copied().collect(),
            regions: parts.regions.iter().copied().collect(),
            properties: parts.properties,
        });
        self.create_op_parts(
            parts.name,
            parts.operands,
            parts.result_types,
            parts.attributes,
            extra,
        )
    }

    /// Shorthand for [`Ir::create_op`] with operands, result types and an
    /// attribute dictionary (`None` = empty). Allocates nothing but arena space.
    pub fn create_simple_op(
        &mut self,
        name: OpName,
        operands: &[Value],
        result_types: &[Type],
        attributes: Option<Attribute>,
    ) -> Op {
        self.create_op_parts(name, operands, result_types, attributes, None)
    }

    fn create_op_parts(
        &mut self,
        name: OpName,
        operands: &[Value],
        result_types: &[Type],
        attributes: Option<Attribute>,
        extra: Option<OpExtra>,
    ) -> Op {
        let op = self.ops.next_index();
        let operands_start = self.operand_values.next_index();
        let results_start = self.values.next_index();
        self.values
            .extend(result_types.iter().zip(0..).map(|(&ty, i)| ValueData {
                ty,
                def: ValueOwner::result(op, i),
                first_use: PackedOption::none(),
            }));
        let extra = match extra {
            Some(e) => {
                let top = self.top_region();
                for &r in &e.regions {
                    let rd = &mut self.regions[r];
                    assert!(
                        rd.op.is_none() && r != top,
                        "region #{} already has a parent",
                        r.0
                    );
                    rd.op = op.into();
                }
                ExtraLink::to(self.op_extras.push(e))
            }
            None => ExtraLink::NONE,
        };
        self.ops.append(OpData {
            name,
            block: PackedOption::none(),
            prev: PackedOption::none(),
            next: PackedOption::none(),
            operands_start,
            num_operands: to_u32(operands.len()),
            results_start,
            num_results: to_u32(result_types.len()),
            attrs: attributes.unwrap_or(EMPTY_DICTIONARY),
            extra,
        });
        for &v in operands {
            self.push_operand_slot(op, v);
        }
        self.live_ops += 1;
        op
    }

    /// Appends one operand slot owned by `op` and links it into `v`'s use list.
    /// Inlined: it is the inner loop of creating an op, and out of line it costs a
    /// call and the reloads of the arenas' lengths per operand.
    #[inline]
    fn push_operand_slot(&mut self, op: Op, v: Value) {
        let slot = self.operand_values.push(v);
        self.operand_links.append(UseLink::new(op));
        self.link_use(slot);
    }

    // ----- validity -----

    #[inline]
    pub(crate) fn op_data(&self, op: Op) -> &OpData {
        let d = &self.ops[op];
        debug_assert!(
            !d.extra.is_erased(),
            "use of erased op #{} (name #{})",
            op.0,
            d.name.0.index()
        );
        d
    }

    #[inline]
    pub(crate) fn op_data_mut(&mut self, op: Op) -> &mut OpData {
        debug_assert!(
            !self.ops[op].extra.is_erased(),
            "use of erased op #{}",
            op.0
        );
        &mut self.ops[op]
    }

    /// Hints the CPU to bring `op`'s record into cache. A no-op for an index out of
    /// range and on targets without a prefetch instruction.
    #[inline]
    pub(crate) fn prefetch_op(&self, op: Op) {
        if let Some(d) = self.ops.get(op) {
            // A record may straddle two cache lines: fetch both ends.
            prefetch(d);
            prefetch(
                (d as *const OpData)
                    .cast::<u8>()
                    .wrapping_add(std::mem::size_of::<OpData>() - 1),
            );
        }
    }

    /// Hints the CPU to bring in what matching `op` and its users reads besides `op`'s
    /// record (which should be cached already): its operand slots and its first
    /// result's record.
    #[inline]
    pub(crate) fn prefetch_op_parts(&self, op: Op) {
        if let Some(d) = self.ops.get(op) {
            let start = d.operands_start.to_usize();
            prefetch(self.operand_values.as_ptr().wrapping_add(start));
            prefetch(self.operand_links.as_ptr().wrapping_add(start));
            prefetch(
                self.values
                    .as_ptr()
                    .wrapping_add(d.results_start.to_usize()),
            );
        }
    }

    /// Whether `op` was erased. Never panics, so it is the way to test a stale handle.
    pub fn is_erased(&self, op: Op) -> bool {
        self.ops[op].extra.is_erased()
    }

    fn extra(&self, op: Op) -> Option<&OpExtra> {
        self.op_data(op).extra.get().map(|e| &self.op_extras[e])
    }

    fn extra_mut(&mut self, op: Op) -> &mut OpExtra {
        let e = match self.op_data(op).extra.get() {
            Some(e) => e,
            None => {
                let e = self.op_extras.push(OpExtra::default());
                self.op_data_mut(op).extra = ExtraLink::to(e);
                e
            }
        };
        &mut self.op_extras[e]
    }

    // ----- name, operands, results -----

    /// The op's name.
    #[inline]
    pub fn op_name(&self, op: Op) -> OpName {
        self.op_data(op).name
    }

    /// The op's operands, in order.
    #[inline]
    pub fn operands(&self, op: Op) -> &[Value] {
        let d = self.op_data(op);
        self.operand_values
            .slice(d.operands_start, d.num_operands as usize)
    }

    /// Operand `i` (panics when out of range, like slice indexing).
    #[inline]
    pub fn operand(&self, op: Op, i: usize) -> Value {
        self.operands(op)[i]
    }

    /// Number of operands.
    #[inline]
    pub fn num_operands(&self, op: Op) -> usize {
        self.op_data(op).num_operands as usize
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: Op) -> usize {
        self.op_data(op).num_results as usize
    }

    /// Result `i` (panics when out of range).
    #[inline]
    pub fn result(&self, op: Op, i: usize) -> Value {
        let d = self.op_data(op);
        assert!(i < d.num_results as usize, "op #{} has no result {i}", op.0);
        d.result(i as u32)
    }

    /// The op's results, in order (an exact-size iterator of values).
    #[inline]
    pub fn results(&self, op: Op) -> ValueIter {
        let d = self.op_data(op);
        ValueIter {
            next: d.results_start.0,
            end: d.results_start.0 + d.num_results,
        }
    }

    /// The types of the op's results, in order.
    pub fn result_types(&self, op: Op) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.results(op).map(move |v| self.value_type(v))
    }

    /// The types of the op's operands, in order.
    pub fn operand_types(&self, op: Op) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.operands(op).iter().map(move |&v| self.value_type(v))
    }

    /// Sets operand `i` to `v`, updating both use lists.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) -> Result<(), IrError> {
        let d = self.op_data(op);
        if i >= d.num_operands as usize {
            return Err(IrError::OperandOutOfRange { op, index: i });
        }
        let slot = d.operands_start.plus(i as u32);
        self.unlink_use(slot);
        self.operand_values[slot] = v;
        self.link_use(slot);
        Ok(())
    }

    /// Replaces all operands of `op`. When the count is unchanged the slots are reused;
    /// otherwise the op gets a fresh range at the end of the operand arena (the old slots
    /// become unused).
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        let d = self.op_data(op);
        let (start, n) = (d.operands_start, d.num_operands);
        for slot in start.range(n) {
            self.unlink_use(slot);
        }
        if values.len() == n as usize {
            for (slot, &v) in start.range(n).zip(values) {
                self.operand_values[slot] = v;
                self.link_use(slot);
            }
        } else {
            let new_start = self.operand_values.next_index();
            for &v in values {
                self.push_operand_slot(op, v);
            }
            let d = self.op_data_mut(op);
            d.operands_start = new_start;
            d.num_operands = to_u32(values.len());
        }
    }

    // ----- attributes and properties -----

    /// The op's attribute dictionary (a dictionary [`Attribute`]).
    #[inline]
    pub fn attr_dictionary(&self, op: Op) -> Attribute {
        self.op_data(op).attrs
    }

    /// The op's attributes, sorted by name text.
    pub fn attrs<'c>(&self, ctx: &'c Context, op: Op) -> &'c [(Identifier, Attribute)] {
        ctx.dictionary_entries(self.op_data(op).attrs)
    }

    /// The attribute named `name`, if present: the property of that name first, then
    /// the entry of the attribute dictionary, as MLIR 19's `Operation::getAttr` reads
    /// an inherent attribute first (and the properties of an unregistered op, a
    /// dictionary, count as its inherent attributes). So a matcher sees `predicate`
    /// of `"arith.cmpi"(...) <{predicate = 2 : i64}>` as MLIR's does.
    #[inline]
    pub fn attr(&self, ctx: &Context, op: Op, name: Identifier) -> Option<Attribute> {
        let d = self.op_data(op);
        // Most ops have no side-table entry: one compare before the dictionary.
        if let Some(e) = d.extra.get() {
            if let Some(props) = self.op_extras[e].properties {
                if let Some(a) = ctx.dictionary_get(props, name) {
                    return Some(a);
                }
            }
        }
        ctx.dictionary_get(d.attrs, name)
    }

    /// The attribute named `name` (text), if present.
    pub fn attr_by_name(&self, ctx: &Context, op: Op, name: &str) -> Option<Attribute> {
        ctx.lookup_ident(name).and_then(|id| self.attr(ctx, op, id))
    }

    /// Replaces the whole attribute dictionary (a dictionary attribute of the context
    /// the IR's other handles come from; see [`Context::intern_dictionary`]).
    pub fn set_attr_dictionary(&mut self, op: Op, dict: Attribute) {
        self.op_data_mut(op).attrs = dict;
    }

    /// Sets (adds or replaces) attribute `name`.
    pub fn set_attr(&mut self, ctx: &mut Context, op: Op, name: Identifier, value: Attribute) {
        let mut entries = self.attrs(ctx, op).to_vec();
        entries.push((name, value));
        let dict = ctx.intern_dictionary(entries);
        self.op_data_mut(op).attrs = dict;
    }

    /// Sets (adds or replaces) the attribute named `name` (text).
    pub fn set_attr_by_name(&mut self, ctx: &mut Context, op: Op, name: &str, value: Attribute) {
        let id = ctx.intern_ident(name);
        self.set_attr(ctx, op, id, value);
    }

    /// Removes attribute `name`; returns its value if it was present.
    pub fn remove_attr(
        &mut self,
        ctx: &mut Context,
        op: Op,
        name: Identifier,
    ) -> Option<Attribute> {
        let old = self.attr(ctx, op, name)?;
        let entries: Vec<_> = self
            .attrs(ctx, op)
            .iter()
            .copied()
            .filter(|e| e.0 != name)
            .collect();
        let dict = ctx.intern_dictionary(entries);
        self.op_data_mut(op).attrs = dict;
        Some(old)
    }

    /// Removes the attribute named `name` (text); returns its value if it was present.
    pub fn remove_attr_by_name(
        &mut self,
        ctx: &mut Context,
        op: Op,
        name: &str,
    ) -> Option<Attribute> {
        let id = ctx.lookup_ident(name)?;
        self.remove_attr(ctx, op, id)
    }

    /// The op's properties (a dictionary kept apart from the attributes), if any.
    pub fn properties(&self, op: Op) -> Option<Attribute> {
        self.extra(op).and_then(|e| e.properties)
    }

    /// Sets or clears the op's properties.
    pub fn set_properties(&mut self, op: Op, props: Option<Attribute>) {
        if props.is_none() && self.extra(op).is_none() {
            return;
        }
        self.extra_mut(op).properties = props;
    }

    // ----- successors and regions -----

    /// The op's successor blocks.
    pub fn successors(&self, op: Op) -> &[Block] {
        self.extra(op).map_or(&[], |e| &e.successors)
    }

    /// Sets successor `i` to `block` (panics when out of range).
    pub fn set_successor(&mut self, op: Op, i: usize, block: Block) {
        self.extra_mut(op).successors[i] = block;
    }

    /// The op's regions, in order.
    pub fn regions(&self, op: Op) -> &[Region] {
        self.extra(op).map_or(&[], |e| &e.regions)
    }

    /// Number of regions.
    pub fn num_regions(&self, op: Op) -> usize {
        self.regions(op).len()
    }

    /// Region `i` of the op (panics when out of range).
    pub fn region(&self, op: Op, i: usize) -> Region {
        self.regions(op)[i]
    }

    /// Creates a new empty region and appends it to `op`'s regions.
    pub fn add_region(&mut self, op: Op) -> Region {
        let r = self.create_region();
        self.regions[r].op = op.into();
        self.extra_mut(op).regions.push(r);
        r
    }
}

/// An exact-size iterator over a contiguous range of values (an op's results).
#[derive(Clone, Debug)]
pub struct ValueIter {
    next: u32,
    end: u32,
}

impl ValueIter {
    /// Number of values left.
    pub fn len_remaining(&self) -> usize {
        (self.end - self.next) as usize
    }
}

impl Iterator for ValueIter {
    type Item = Value;
    #[inline]
    fn next(&mut self) -> Option<Value> {
        (self.next < self.end).then(|| {
            self.next += 1;
            Value(self.next - 1)
        })
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.len_remaining();
        (n, Some(n))
    }
}

impl DoubleEndedIterator for ValueIter {
    fn next_back(&mut self) -> Option<Value> {
        (self.next < self.end).then(|| {
            self.end -= 1;
            Value(self.end)
        })
    }
}

impl ExactSizeIterator for ValueIter {}

/// Hints the CPU to bring the cache line holding `p` into all cache levels. `p` need not
/// be valid: a prefetch never faults nor changes memory.
#[inline(always)]
fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `sse` is part of the x86_64 baseline, and a prefetch has no effect on
    // memory or on the program's behaviour, whatever the address.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>(p.cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attributes::AttrKind;
    use crate::types::{Signedness, TypeKind};

    fn i32t(ctx: &mut Context) -> Type {
        ctx.intern_type(TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless,
        })
    }

    #[test]
    fn create_and_read_op_parts() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = i32t(&mut ctx);
        let c = ctx.intern_op_name("test.c");
        let add = ctx.intern_op_name("arith.addi");
        assert_eq!(ctx.op_name_dialect(add), "arith");
        assert_eq!(ctx.lookup_op_name("arith.addi"), Some(add));
        let a = ir.create_simple_op(c, &[], &[t, t], None);
        let (x, y) = (ir.result(a, 0), ir.result(a, 1));
        let b = ir.create_simple_op(add, &[x, y], &[t], None);
        assert_eq!(ir.op_name(b), add);
        assert_eq!(ir.operands(b), &[x, y]);
        assert_eq!(ir.operand(b, 1), y);
        assert_eq!(ir.num_results(a), 2);
        assert_eq!(ir.results(a).collect::<Vec<_>>(), vec![x, y]);
        assert_eq!(ir.results(a).rev().collect::<Vec<_>>(), vec![y, x]);
        assert_eq!(ir.result_types(b).collect::<Vec<_>>(), vec![t]);
        assert_eq!(ir.operand_types(b).len(), 2);
        assert_eq!(ir.defining_op(x), Some(a));
        assert!(ir.regions(b).is_empty() && ir.successors(b).is_empty());
        assert_eq!(ir.properties(b), None);
    }

    #[test]
    fn prefetching_any_index_is_harmless() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = i32t(&mut ctx);
        let c = ctx.intern_op_name("test.c");
        let a = ir.create_simple_op(c, &[], &[t], None);
        let x = ir.result(a, 0);
        let b = ir.create_simple_op(c, &[x], &[], None);
        ir.erase_op(b).unwrap();
        // Live, erased, and past the end (the driver prefetches stale worklist entries
        // and guessed indices).
        for op in [a, b, Op(b.0 + 1), Op(u32::MAX)] {
            ir.prefetch_op(op);
            ir.prefetch_op_parts(op);
        }
        assert_eq!(ir.operands(a), &[] as &[Value]);
        assert!(!ir.is_erased(a) && ir.is_erased(b));
    }

    #[test]
    fn attributes_get_set_remove() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let n = ctx.intern_op_name("test.op");
        let op = ir.create_simple_op(n, &[], &[], None);
        let u = ctx.intern_attr(AttrKind::Unit);
        let t = ctx.intern_attr(AttrKind::Bool(true));
        ir.set_attr_by_name(&mut ctx, op, "b", u);
        ir.set_attr_by_name(&mut ctx, op, "a", t);
        let (a, b) = (ctx.intern_ident("a"), ctx.intern_ident("b"));
        assert_eq!(ir.attrs(&ctx, op), &[(a, t), (b, u)]);
        assert_eq!(ir.attr(&ctx, op, a), Some(t));
        assert_eq!(ir.attr_by_name(&ctx, op, "b"), Some(u));
        assert_eq!(ir.attr_by_name(&ctx, op, "zzz"), None);
        ir.set_attr(&mut ctx, op, a, u);
        assert_eq!(ir.attr(&ctx, op, a), Some(u));
        assert_eq!(ir.remove_attr_by_name(&mut ctx, op, "a"), Some(u));
        assert_eq!(ir.remove_attr(&mut ctx, op, a), None);
        assert_eq!(ir.attrs(&ctx, op), &[(b, u)]);
        let d = ctx.intern_dictionary(vec![(b, u)]);
        assert_eq!(ir.attr_dictionary(op), d);
        ir.set_properties(op, Some(d));
        assert_eq!(ir.properties(op), Some(d));
        ir.set_properties(op, None);
        assert_eq!(ir.properties(op), None);
    }

    #[test]
    fn set_operands_updates_use_lists() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = i32t(&mut ctx);
        let c = ctx.intern_op_name("test.c");
        let a = ir.create_simple_op(c, &[], &[t], None);
        let b = ir.create_simple_op(c, &[], &[t], None);
        let (x, y) = (ir.result(a, 0), ir.result(b, 0));
        let u = ir.create_simple_op(c, &[x], &[], None);
        ir.set_operand(u, 0, y).unwrap();
        assert!(ir.use_empty(x));
        assert!(ir.has_one_use(y));
        assert!(ir.set_operand(u, 3, y).is_err());
        ir.set_operands(u, &[x, y, x]);
        assert_eq!(ir.operands(u), &[x, y, x]);
        assert_eq!(ir.num_uses(x), 2);
        assert_eq!(ir.num_uses(y), 1);
        ir.set_operands(u, &[y, y, y]);
        assert!(ir.use_empty(x));
        assert_eq!(ir.num_uses(y), 3);
        ir.set_operands(u, &[]);
        assert!(ir.use_empty(y));
    }

    #[test]
    fn regions_and_successors() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let n = ctx.intern_op_name("test.r");
        let r = ir.create_region();
        let bb = ir.create_block(&[]);
        ir.append_block(r, bb);
        let mut st = OperationState::new(n);
        st.regions.push(r);
        st.successors.push(bb);
        let op = ir.create_op(st);
        assert_eq!(ir.regions(op), &[r]);
        assert_eq!(ir.region_parent_op(r), Some(op));
        assert_eq!(ir.successors(op), &[bb]);
        let r3 = ir.create_region();
        let from_parts = ir.create_op_from_parts(OpParts {
            successors: &[bb],
            regions: &[r3],
            properties: Some(ctx.empty_dictionary()),
            ..OpParts::new(n)
        });
        assert_eq!(ir.regions(from_parts), &[r3]);
        assert_eq!(ir.successors(from_parts), &[bb]);
        assert_eq!(ir.properties(from_parts), Some(ctx.empty_dictionary()));
        assert_eq!(ir.region_parent_op(r3), Some(from_parts));
        let r2 = ir.add_region(op);
        assert_eq!(ir.num_regions(op), 2);
        assert_eq!(ir.region(op, 1), r2);
        let bb2 = ir.create_block(&[]);
        ir.set_successor(op, 0, bb2);
        assert_eq!(ir.successors(op), &[bb2]);
    }
}
