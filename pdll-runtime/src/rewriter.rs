//! The [`Rewriter`]: IR edits that notify a [`Listener`], as MLIR's `RewriterBase`.
//!
//! Patterns edit the IR only through a rewriter so that a driver sees every created,
//! modified, replaced and erased op. The notifications follow MLIR 19:
//! - creating/inserting/moving an op: `op_inserted`;
//! - in-place edits (attributes, operands, properties) and every use moved by a
//!   replace-all-uses: `op_modified` on the user, once per moved use;
//! - replacing an op: `op_replaced`, then the uses move (`op_modified` per user), then
//!   the op is erased;
//! - erasing an op: `op_erased` for each nested op (innermost and last first), then for
//!   the op itself, each before that op's operands are dropped;
//! - erasing a block: `op_erased` for its ops, last first (each as erasing it), then
//!   `block_erased`.
//!
//! A rewriter is a few references (the [`Context`] it interns in, the [`Ir`] it edits,
//! an optional listener) and an insertion point, so creating one per rewrite is free.
//! It derefs to `&Ir` for reading the IR; [`Rewriter::ctx`] reads names, types and
//! attributes, and [`Rewriter::ctx_mut`] interns them.
//!
//! ```
//! use pdll_runtime::rewriter::{RecordingListener, RewriteEvent, Rewriter};
//! use pdll_runtime::types::TypeKind;
//! use pdll_runtime::{Context, Ir};
//!
//! let mut ctx = Context::new();
//! let mut ir = Ir::new();
//! let t = ctx.intern_type(TypeKind::Index);
//! let (old_name, new_name) = (ctx.intern_op_name("test.old"), ctx.intern_op_name("test.new"));
//! let old = ir.create_simple_op(old_name, &[], &[t], None);
//! ir.append_op(ir.top_block(), old);
//! let user = ir.create_simple_op(old_name, &[ir.result(old, 0)], &[], None);
//! ir.append_op(ir.top_block(), user);
//!
//! let mut events = RecordingListener::default();
//! let mut rw = Rewriter::with_listener(&mut ctx, &mut ir, &mut events);
//! rw.set_insertion_point_before(old);
//! let new = rw.create(new_name, &[], &[t], None).unwrap();
//! rw.replace_op_with_op(old, new).unwrap();
//! assert_eq!(rw.operand(user, 0), rw.result(new, 0));
//! assert_eq!(events.events.last(), Some(&RewriteEvent::Erased(old)));
//! ```

use crate::attributes::AttrKind;
use crate::attributes::Attribute;
use crate::ident::Identifier;
use crate::ir::Ir;
use crate::ir::{Block, IrError, Op, OpName, OpParts, OperationState, Value, WalkOrder};
use crate::pattern::RewriteError;
use crate::types::Type;
use crate::types::TypeKind;
use crate::Context;
use smallvec::SmallVec;

/// Receives the notifications of a [`Rewriter`]. Every method has an empty default.
/// `ir` shows the IR at the time of the event (an erased op is still readable).
pub trait Listener {
    /// `op` was created and inserted, or moved to a new place.
    fn op_inserted(&mut self, ir: &Ir, op: Op) {
        let _ = (ir, op);
    }
    /// `op` was modified in place (attribute, operand, properties).
    fn op_modified(&mut self, ir: &Ir, op: Op) {
        let _ = (ir, op);
    }
    /// `op` was modified in place, and only its operands changed (a use moved by a
    /// replacement, `set_operand`). Defaults to [`Listener::op_modified`], which is all
    /// MLIR's listener is told; a listener may want to know that nothing else changed.
    fn op_operands_modified(&mut self, ir: &Ir, op: Op) {
        self.op_modified(ir, op);
    }
    /// `op`'s results are about to be replaced by `with`.
    fn op_replaced(&mut self, ir: &Ir, op: Op, with: &[Value]) {
        let _ = (ir, op, with);
    }
    /// `op` is about to be erased.
    fn op_erased(&mut self, ir: &Ir, op: Op) {
        let _ = (ir, op);
    }
    /// `block` is about to be erased (MLIR's `notifyBlockErased`), after the
    /// `op_erased` of each of its ops.
    fn block_erased(&mut self, ir: &Ir, block: Block) {
        let _ = (ir, block);
    }
}

/// One notification, as recorded by [`RecordingListener`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RewriteEvent {
    /// See [`Listener::op_inserted`].
    Inserted(Op),
    /// See [`Listener::op_modified`].
    Modified(Op),
    /// See [`Listener::op_replaced`].
    Replaced(Op, Vec<Value>),
    /// See [`Listener::op_erased`].
    Erased(Op),
    /// See [`Listener::block_erased`].
    BlockErased(Block),
}

/// A listener that records every event in order (for tests and tracing).
#[derive(Clone, Debug, Default)]
pub struct RecordingListener {
    /// The events so far.
    pub events: Vec<RewriteEvent>,
}

impl Listener for RecordingListener {
    fn op_inserted(&mut self, _: &Ir, op: Op) {
        self.events.push(RewriteEvent::Inserted(op));
    }
    fn op_modified(&mut self, _: &Ir, op: Op) {
        self.events.push(RewriteEvent::Modified(op));
    }
    fn op_replaced(&mut self, _: &Ir, op: Op, with: &[Value]) {
        self.events.push(RewriteEvent::Replaced(op, with.to_vec()));
    }
    fn op_erased(&mut self, _: &Ir, op: Op) {
        self.events.push(RewriteEvent::Erased(op));
    }
    fn block_erased(&mut self, _: &Ir, block: Block) {
        self.events.push(RewriteEvent::BlockErased(block));
    }
}

/// Where [`Rewriter::create_op`] puts new ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InsertPoint {
    /// New ops stay detached (and no `op_inserted` is sent, as in MLIR).
    Detached,
    /// Right before this op.
    Before(Op),
    /// At the end of this block.
    End(Block),
}

/// Edits the IR and notifies an optional [`Listener`]. See the module docs.
pub struct Rewriter<'a> {
    ctx: &'a mut Context,
    ir: &'a mut Ir,
    listener: Option<&'a mut dyn Listener>,
    ip: InsertPoint,
    changes: u32,
}

impl std::ops::Deref for Rewriter<'_> {
    type Target = Ir;
    fn deref(&self) -> &Ir {
        self.ir
    }
}

impl<'a> Rewriter<'a> {
    /// A rewriter without listener and with a detached insertion point.
    pub fn new(ctx: &'a mut Context, ir: &'a mut Ir) -> Self {
        Rewriter {
            ctx,
            ir,
            listener: None,
            ip: InsertPoint::Detached,
            changes: 0,
        }
    }

    /// A rewriter that notifies `listener`.
    pub fn with_listener(
        ctx: &'a mut Context,
        ir: &'a mut Ir,
        listener: &'a mut dyn Listener,
    ) -> Self {
        Rewriter {
            ctx,
            ir,
            listener: Some(listener),
            ip: InsertPoint::Detached,
            changes: 0,
        }
    }

    /// The context, for reading names, types and attributes.
    pub fn ctx(&self) -> &Context {
        self.ctx
    }

    /// The context, for interning names, types and attributes. It holds no IR, so
    /// nothing done through it escapes the listener.
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }

    /// The context for interning and the IR for reading, borrowed together (e.g. to
    /// intern an attribute computed from the IR).
    pub fn ctx_and_ir(&mut self) -> (&mut Context, &Ir) {
        (self.ctx, self.ir)
    }

    /// The IR for editing **without notifying the listener**. A driver that tracks
    /// changes (the greedy driver, its fixpoint proof) misses every edit made through
    /// this: use it only outside a driver run, or for edits the listener must not see
    /// (scratch ops created and erased before the rewrite returns).
    pub fn ir_mut_unnotified(&mut self) -> &mut Ir {
        self.ir
    }

    /// The context and the IR for editing **without notifying the listener**,
    /// borrowed together (see [`Rewriter::ir_mut_unnotified`]): what folding needs to
    /// run a folder, which may change its op in place (the driver then notifies).
    pub(crate) fn parts_unnotified(&mut self) -> (&mut Context, &mut Ir) {
        (self.ctx, self.ir)
    }

    /// The uniqued op name for `name`; see [`Context::intern_op_name`].
    pub fn intern_op_name(&mut self, name: &str) -> OpName {
        self.ctx.intern_op_name(name)
    }

    /// The identifier for `s`; see [`Context::intern_ident`].
    pub fn intern_ident(&mut self, s: &str) -> Identifier {
        self.ctx.intern_ident(s)
    }

    /// The uniqued type with this structure; see [`Context::intern_type`].
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        self.ctx.intern_type(kind)
    }

    /// The uniqued attribute with this structure; see [`Context::intern_attr`].
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attribute {
        self.ctx.intern_attr(kind)
    }

    /// Number of IR changes made through this rewriter so far (creations, moves,
    /// modifications, replacements and erasures). A pattern whose rewrite fails must
    /// fail while this is still 0.
    pub fn num_changes(&self) -> u32 {
        self.changes
    }

    // ----- insertion point -----

    /// The current insertion point.
    pub fn insertion_point(&self) -> InsertPoint {
        self.ip
    }

    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }

    /// New ops go right before `op`.
    pub fn set_insertion_point_before(&mut self, op: Op) {
        self.ip = InsertPoint::Before(op);
    }

    /// New ops go right after `op` (and after each other, in creation order).
    pub fn set_insertion_point_after(&mut self, op: Op) {
        self.ip = match (self.ir.next_op(op), self.ir.parent_block(op)) {
            (Some(next), _) => InsertPoint::Before(next),
            (None, Some(b)) => InsertPoint::End(b),
            (None, None) => InsertPoint::Detached,
        };
    }

    /// New ops go to the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.ip = InsertPoint::End(block);
    }

    /// New ops go to the start of `block` (before its current first op).
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.ip = match self.ir.block_first_op(block) {
            Some(first) => InsertPoint::Before(first),
            None => InsertPoint::End(block),
        };
    }

    // ----- creation -----

    /// Creates an op at the insertion point and notifies `op_inserted`. Fails, creating
    /// nothing, if the insertion point is before an erased or detached op. An op with a
    /// registered definition gets its inherent attributes as properties (see
    /// [`crate::dialect`]).
    pub fn create_op(&mut self, mut state: OperationState) -> Result<Op, IrError> {
        self.check_insertion_point()?;
        if !self.ctx.dialect.is_empty() {
            let (attrs, props) = crate::dialect::split_attributes(
                self.ctx,
                state.name,
                state.operands.len(),
                state.result_types.len(),
                state.attributes,
                state.properties,
                None,
                true,
            )
            .map_err(IrError::Definition)?;
            (state.attributes, state.properties) = (attrs, props);
        }
        let op = self.ir.create_op(state);
        self.insert(op)?;
        Ok(op)
    }

    /// Creates an op from a name, operands, result types and an optional attribute
    /// dictionary, at the insertion point. An op with a registered definition gets
    /// its inherent attributes as properties, and its segment sizes when the group
    /// kinds fix them (see [`crate::dialect`]); fails, creating nothing, when they are
    /// needed and not fixed.
    pub fn create(
        &mut self,
        name: OpName,
        operands: &[Value],
        result_types: &[Type],
        attributes: Option<Attribute>,
    ) -> Result<Op, IrError> {
        self.create_with_segments(name, operands, result_types, attributes, None)
    }

    /// Creates an op from its operands given group by group (one slice per ODS operand
    /// group, as a rewrite that knows the op's definition writes them), at the
    /// insertion point. As [`Rewriter::create`], and an op with
    /// `AttrSizedOperandSegments` whose attributes lack `operandSegmentSizes` gets the
    /// sizes of these groups, however many are variadic.
    pub fn create_in_groups(
        &mut self,
        name: OpName,
        operand_groups: &[&[Value]],
        result_types: &[Type],
        attributes: Option<Attribute>,
    ) -> Result<Op, IrError> {
        let operands: SmallVec<[Value; 8]> = operand_groups
            .iter()
            .flat_map(|g| g.iter().copied())
            .collect();
        let sizes: SmallVec<[u32; 4]> = operand_groups.iter().map(|g| g.len() as u32).collect();
        self.create_with_segments(name, &operands, result_types, attributes, Some(&sizes))
    }

    /// [`Rewriter::create`], with the operand group sizes when the caller knows them.
    fn create_with_segments(
        &mut self,
        name: OpName,
        operands: &[Value],
        result_types: &[Type],
        attributes: Option<Attribute>,
        segment_sizes: Option<&[u32]>,
    ) -> Result<Op, IrError> {
        self.check_insertion_point()?;
        // Unregistered ops (an empty registry) take the path they always took.
        let op = if self.ctx.dialect.is_empty() {
            self.ir
                .create_simple_op(name, operands, result_types, attributes)
        } else {
            let (attributes, properties) = crate::dialect::split_attributes(
                self.ctx,
                name,
                operands.len(),
                result_types.len(),
                attributes,
                None,
                segment_sizes,
                true,
            )
            .map_err(IrError::Definition)?;
            self.ir.create_op_from_parts(OpParts {
                operands,
                result_types,
                attributes,
                properties,
                ..OpParts::new(name)
            })
        };
        self.insert(op)?;
        Ok(op)
    }

    /// Creates an op whose result types the rewrite left out, at the insertion point,
    /// as MLIR's PDL rewriter does: the types the op's definition or the function
    /// registered for its name infers (see [`crate::dialect`]); else `replaced`, the
    /// result types of the op it replaces, when there is one; else none, unless the op
    /// has a definition that needs results, which is an error. Fails, creating
    /// nothing, when the inference fails or the types cannot be found.
    pub fn create_inferred(
        &mut self,
        name: OpName,
        operands: &[Value],
        attributes: Option<Attribute>,
        replaced: Option<&[Type]>,
    ) -> Result<Op, RewriteError> {
        // Nothing registered: MLIR's rule for ops without type inference, on the path
        // creation always took.
        if self.ctx.dialect.is_empty() {
            return Ok(self.create(name, operands, replaced.unwrap_or(&[]), attributes)?);
        }
        self.check_insertion_point()?;
        let dict = attributes.unwrap_or(crate::context::EMPTY_DICTIONARY);
        let inferred = crate::dialect::infer_result_types(self.ctx, self.ir, name, operands, dict)
            .map_err(|e| {
                RewriteError::Failed(format!(
                    "cannot create `{}`: {e}",
                    self.ctx.op_name_str(name)
                ))
            })?;
        let types: SmallVec<[Type; 4]> = match (inferred, replaced) {
            (Some(types), _) => types.into(),
            (None, Some(types)) => types.into(),
            (None, None) => {
                let needs_results = self.ctx.op_definition(name).is_some_and(|d| {
                    d.results
                        .iter()
                        .any(|g| g.kind == crate::dialect::GroupKind::Single)
                });
                if needs_results {
                    return Err(RewriteError::Failed(format!(
                        "cannot create `{}` without result types: its definition does not \
                         determine them and no result-type inference is registered for it \
                         (give them explicitly, or register one with \
                         `Context::register_result_type_inference`)",
                        self.ctx.op_name_str(name)
                    )));
                }
                SmallVec::new()
            }
        };
        Ok(self.create(name, operands, &types, attributes)?)
    }

    /// Fails if the insertion point is before an erased or detached op.
    fn check_insertion_point(&self) -> Result<(), IrError> {
        if let InsertPoint::Before(anchor) = self.ip {
            if self.ir.is_erased(anchor) {
                return Err(IrError::Erased(anchor));
            }
            if self.ir.parent_block(anchor).is_none() {
                return Err(IrError::Detached(anchor));
            }
        }
        Ok(())
    }

    /// Inserts the detached `op` at the insertion point and notifies `op_inserted`
    /// (nothing happens with a detached insertion point).
    pub fn insert(&mut self, op: Op) -> Result<(), IrError> {
        match self.ip {
            InsertPoint::Detached => return Ok(()),
            InsertPoint::Before(anchor) => {
                if self.ir.is_erased(anchor) {
                    return Err(IrError::Erased(anchor));
                }
                self.ir.insert_op_before(anchor, op)?
            }
            InsertPoint::End(block) => self.ir.append_op(block, op),
        }
        self.changes += 1;
        self.notify_inserted(op);
        Ok(())
    }

    /// Moves `op` right before `anchor` and notifies `op_inserted`.
    pub fn move_op_before(&mut self, op: Op, anchor: Op) -> Result<(), IrError> {
        self.ir.move_op_before(op, anchor)?;
        self.changes += 1;
        self.notify_inserted(op);
        Ok(())
    }

    /// Moves `op` right after `anchor` and notifies `op_inserted`.
    pub fn move_op_after(&mut self, op: Op, anchor: Op) -> Result<(), IrError> {
        self.ir.move_op_after(op, anchor)?;
        self.changes += 1;
        self.notify_inserted(op);
        Ok(())
    }

    // ----- in-place modification -----

    /// Runs `f` on the context and the IR as an in-place modification of `op`, then
    /// notifies `op_modified(op)`. `f` must only change `op` itself (attributes,
    /// operands, properties, successors).
    pub fn modify_op_in_place<R>(
        &mut self,
        op: Op,
        f: impl FnOnce(&mut Context, &mut Ir) -> R,
    ) -> R {
        let r = f(self.ctx, self.ir);
        self.changes += 1;
        self.notify_modified(op);
        r
    }

    /// Sets attribute `name` of `op` (in-place modification).
    pub fn set_attr(&mut self, op: Op, name: Identifier, value: Attribute) {
        self.modify_op_in_place(op, |ctx, ir| ir.set_attr(ctx, op, name, value));
    }

    /// Sets the attribute named `name` (text) of `op` (in-place modification).
    pub fn set_attr_by_name(&mut self, op: Op, name: &str, value: Attribute) {
        let id = self.ctx.intern_ident(name);
        self.set_attr(op, id, value);
    }

    /// Removes attribute `name` of `op`; notifies only if it was present.
    pub fn remove_attr(&mut self, op: Op, name: Identifier) -> Option<Attribute> {
        self.ir.attr(self.ctx, op, name)?;
        self.modify_op_in_place(op, |ctx, ir| ir.remove_attr(ctx, op, name))
    }

    /// Replaces the attribute dictionary of `op` (in-place modification).
    pub fn set_attr_dictionary(&mut self, op: Op, dict: Attribute) {
        self.modify_op_in_place(op, |_, ir| ir.set_attr_dictionary(op, dict));
    }

    /// Sets the properties of `op` (in-place modification).
    pub fn set_properties(&mut self, op: Op, props: Option<Attribute>) {
        self.modify_op_in_place(op, |_, ir| ir.set_properties(op, props));
    }

    /// Sets operand `i` of `op` (in-place modification); out of range is an error and
    /// changes nothing.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) -> Result<(), IrError> {
        if i >= self.ir.num_operands(op) {
            return Err(IrError::OperandOutOfRange { op, index: i });
        }
        self.ir.set_operand(op, i, v)?;
        self.changes += 1;
        self.notify_operands_modified(op);
        Ok(())
    }

    /// Replaces all operands of `op` (in-place modification).
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        self.ir.set_operands(op, values);
        self.changes += 1;
        self.notify_operands_modified(op);
    }

    // ----- replacement and erasure -----

    /// Makes every use of `old` a use of `new`, notifying `op_modified` for the user of
    /// each moved use (most recent use first, as MLIR). The types must be equal.
    pub fn replace_all_uses_with(&mut self, old: Value, new: Value) -> Result<(), IrError> {
        if self.ir.value_type(old) != self.ir.value_type(new) {
            return Err(IrError::ValueTypeMismatch { old, new });
        }
        self.replace_uses_unchecked(old, new);
        Ok(())
    }

    fn replace_uses_unchecked(&mut self, old: Value, new: Value) {
        if old == new {
            return;
        }
        while let Some(u) = self.ir.uses(old).next() {
            self.ir
                .set_operand(u.user, u.index, new)
                .expect("use index is in range");
            self.changes += 1;
            self.notify_operands_modified(u.user);
        }
    }

    /// Replaces the results of `op` by `values` and erases `op`. The count and each
    /// type must match, and no value may be a result of `op`; otherwise nothing changes.
    pub fn replace_op_with_values(&mut self, op: Op, values: &[Value]) -> Result<(), IrError> {
        self.replace_op_checked(op, values, true)
    }

    /// As [`Rewriter::replace_op_with_values`], but the types need not match: the uses
    /// simply take the new values, as MLIR's `replaceOp` (and so PDL's `pdl.replace`)
    /// does. Generated pattern sets replace this way.
    pub fn replace_op_with_values_of_any_type(
        &mut self,
        op: Op,
        values: &[Value],
    ) -> Result<(), IrError> {
        self.replace_op_checked(op, values, false)
    }

    fn replace_op_checked(
        &mut self,
        op: Op,
        values: &[Value],
        same_types: bool,
    ) -> Result<(), IrError> {
        if self.ir.is_erased(op) {
            return Err(IrError::Erased(op));
        }
        let n = self.ir.num_results(op);
        if values.len() != n {
            return Err(IrError::CountMismatch {
                op,
                expected: n,
                found: values.len(),
            });
        }
        for (i, (&v, old)) in values.iter().zip(self.ir.results(op)).enumerate() {
            if same_types && self.ir.value_type(v) != self.ir.value_type(old) {
                return Err(IrError::TypeMismatch { op, index: i });
            }
            if self
                .ir
                .defining_op(v)
                .is_some_and(|d| self.ir.is_ancestor(op, d))
            {
                return Err(IrError::Cycle(op));
            }
        }
        // Nested values are only visible inside `op`, so once the results are replaced
        // the erasure cannot fail; check anyway before the first mutation.
        self.check_erasable_after_replace(op)?;
        self.changes += 1;
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_replaced(self.ir, op, values);
        }
        for (i, &v) in values.iter().enumerate() {
            let old = self.ir.result(op, i);
            self.replace_uses_unchecked(old, v);
        }
        self.erase_op(op)
    }

    /// Replaces `op` by the results of `new_op` (see [`Rewriter::replace_op_with_values`]).
    pub fn replace_op_with_op(&mut self, op: Op, new_op: Op) -> Result<(), IrError> {
        if op == new_op {
            return Err(IrError::Cycle(op));
        }
        let values: SmallVec<[Value; 4]> = self.ir.results(new_op).collect();
        self.replace_op_with_values(op, &values)
    }

    /// Replaces `op` by the results of `new_op` whatever their types (see
    /// [`Rewriter::replace_op_with_values_of_any_type`]).
    pub fn replace_op_with_op_of_any_type(&mut self, op: Op, new_op: Op) -> Result<(), IrError> {
        if op == new_op {
            return Err(IrError::Cycle(op));
        }
        let values: SmallVec<[Value; 4]> = self.ir.results(new_op).collect();
        self.replace_op_with_values_of_any_type(op, &values)
    }

    /// Erases `op` and its nested ops, notifying `op_erased` for each. An op whose
    /// results (or nested values) are still used outside it is an error, and then
    /// nothing changes.
    pub fn erase_op(&mut self, op: Op) -> Result<(), IrError> {
        if self.ir.is_erased(op) {
            return Err(IrError::Erased(op));
        }
        self.ir.check_erasable(op)?;
        self.changes += 1;
        if self.listener.is_some() && self.ir.regions(op).is_empty() {
            // The common case, nothing nested: no list of ops to notify.
            if let Some(l) = self.listener.as_deref_mut() {
                l.op_erased(self.ir, op);
            }
            self.ir.drop_operand_uses(op);
        } else if self.listener.is_some() {
            // Notify innermost-last-first, each op's operands dropped right after its
            // notification, so the listener sees the use counts MLIR's listener sees.
            let mut order = Vec::new();
            self.erase_order(op, &mut order);
            for o in order {
                if let Some(l) = self.listener.as_deref_mut() {
                    l.op_erased(self.ir, o);
                }
                self.ir.drop_operand_uses(o);
            }
        }
        // Checked above; the listener only reads the IR.
        self.ir.erase_checked_op(op);
        Ok(())
    }

    /// Ops to notify when erasing `op`: nested ops in reverse (regions, blocks and ops
    /// back to front, each op after the ops nested in it), then `op`. That is the
    /// pre-order walk reversed, which needs no recursion however deep the nesting.
    fn erase_order(&self, op: Op, out: &mut Vec<Op>) {
        let start = out.len();
        self.ir.walk_into(op, WalkOrder::PreOrder, out);
        out[start..].reverse();
    }

    /// Like [`Ir::check_erasable`], but ignoring uses of `op`'s own results (which
    /// a replacement moves away first).
    fn check_erasable_after_replace(&self, op: Op) -> Result<(), IrError> {
        if self.ir.regions(op).is_empty() {
            return Ok(());
        }
        let nested: Vec<Op> = self.ir.walk(op, WalkOrder::PostOrder);
        for &o in nested.iter().filter(|&&o| o != op) {
            for v in self.ir.results(o) {
                if let Some(u) = self.ir.uses(v).find(|u| !self.ir.is_ancestor(op, u.user)) {
                    return Err(IrError::ResultStillUsed {
                        op: o,
                        result: v,
                        user: u.user,
                    });
                }
            }
        }
        Ok(())
    }

    fn notify_inserted(&mut self, op: Op) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_inserted(self.ir, op);
        }
    }

    fn notify_modified(&mut self, op: Op) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_modified(self.ir, op);
        }
    }

    fn notify_operands_modified(&mut self, op: Op) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_operands_modified(self.ir, op);
        }
    }
}

mod blocks;
#[cfg(test)]
mod tests;
