//! Folding: what MLIR's `Operation::fold` does, as dialect data.
//!
//! An op folds through the folder registered for its name ([`Context::register_folder`],
//! MLIR's `fold` hook) and then, when that fails or only changes the op in place,
//! through the folding traits of its registered definition
//! ([`Commutative`](crate::dialect::OpTrait::Commutative),
//! [`Idempotent`](crate::dialect::OpTrait::Idempotent),
//! [`Involution`](crate::dialect::OpTrait::Involution)), as MLIR's generated fold hook
//! tries the op's `fold` and then `foldTraits`. A folder applies to the ops of its name
//! whether or not their definition is registered (registering one is the user's
//! say-so); the traits, like the rest of MLIR's folding, need the definition. A folder sees the constant value of
//! each operand ([`Folding::constant`]: the value of the `ConstantLike` op defining it,
//! as MLIR's `m_Constant` finds it) and answers one of three ways ([`FoldOutcome`]):
//! - it fails: nothing changed;
//! - it changed the op in place (an operand or attribute; it must not create, move or
//!   erase ops);
//! - it gives one [`OpFoldResult`] per result: an existing value, or a constant
//!   attribute, which the greedy driver materializes as a constant op through the
//!   materializer of the op's dialect ([`Context::register_constant_materializer`],
//!   MLIR's `Dialect::materializeConstant`) and then replaces the op.
//!
//! The greedy driver ([`crate::driver`]) folds every registered op it pops that is not
//! `ConstantLike`, before trying patterns, and uniques and hoists constants when it
//! seeds each sweep ([`constants`]).
//!
//! ```
//! use pdll_runtime::fold::{fold_op, FoldOutcome, OpFoldResult};
//! use pdll_runtime::{Context, Ir};
//!
//! let mut ctx = Context::new();
//! let mut ir = Ir::new();
//! // `t.id(x)` folds to `x`.
//! ctx.register_folder("t.id", |f: &mut pdll_runtime::fold::Folding<'_>| {
//!     let x = f.operand(0);
//!     f.push(OpFoldResult::Value(x))
//! });
//! ir.parse_source(&mut ctx, r#"%0 = "t.x"() : () -> i32
//!                              %1 = "t.id"(%0) : (i32) -> i32"#).unwrap();
//! let ops: Vec<_> = ir.block_ops(ir.top_block()).collect();
//! let mut results = Vec::new();
//! assert_eq!(fold_op(&mut ctx, &mut ir, ops[1], &mut results), FoldOutcome::Folded);
//! assert_eq!(results, [OpFoldResult::Value(ir.result(ops[0], 0))]);
//! ```

pub mod constants;
mod traits;

use crate::attributes::Attribute;
use crate::ident::Identifier;
use crate::ir::{Ir, Op, OpName, Value};
use crate::rewriter::Rewriter;
use crate::types::Type;
use crate::Context;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::sync::Arc;

/// What a fold gives for one result: an existing value, or a constant attribute to
/// materialize (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpFoldResult {
    /// The result is this value (of the result's type).
    Value(Value),
    /// The result is a constant of this value.
    Attribute(Attribute),
}

/// How a fold ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FoldOutcome {
    /// Nothing folded; nothing changed.
    Failed,
    /// The op was changed in place (an operand or attribute), and stays.
    InPlace,
    /// One [`OpFoldResult`] per result was given: the op is to be replaced.
    Folded,
}

/// What a folder works on: the op, the constant values of its operands, and the
/// results it gives. A folder reads the IR and may change the op in place through
/// [`Folding::set_operand`], [`Folding::swap_operands`] and [`Folding::set_attr`];
/// it cannot create, move or erase ops (MLIR's folders may not either).
pub struct Folding<'a> {
    ctx: &'a mut Context,
    ir: &'a mut Ir,
    op: Op,
    constants: &'a mut SmallVec<[Option<Attribute>; 4]>,
    results: &'a mut Vec<OpFoldResult>,
    changed: bool,
}

impl<'a> Folding<'a> {
    /// The op being folded.
    pub fn op(&self) -> Op {
        self.op
    }

    /// The IR, to read.
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    /// The context (to intern attributes and types).
    pub fn ctx(&mut self) -> &mut Context {
        self.ctx
    }

    /// The context, to read.
    pub fn ctx_ref(&self) -> &Context {
        self.ctx
    }

    /// The number of operands.
    pub fn num_operands(&self) -> usize {
        self.constants.len()
    }

    /// Operand `i`.
    pub fn operand(&self, i: usize) -> Value {
        self.ir.operands(self.op)[i]
    }

    /// The constant value of operand `i`: the value of the `ConstantLike` op that
    /// defines it (see [`constant_value`]), if any.
    pub fn constant(&self, i: usize) -> Option<Attribute> {
        self.constants.get(i).copied().flatten()
    }

    /// The constant values of all operands, in order.
    pub fn constants(&self) -> &[Option<Attribute>] {
        self.constants
    }

    /// The type of result `i`.
    pub fn result_type(&self, i: usize) -> Type {
        self.ir.value_type(self.ir.result(self.op, i))
    }

    /// Result `i`.
    pub fn result(&self, i: usize) -> Value {
        self.ir.result(self.op, i)
    }

    /// The attribute `name` of the op (its property first, as MLIR's `getAttr`).
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        self.ir.attr_by_name(self.ctx, self.op, name)
    }

    /// Gives the next result.
    pub fn push(&mut self, result: OpFoldResult) -> FoldOutcome {
        self.results.push(result);
        FoldOutcome::Folded
    }

    /// Sets operand `i` to `v`, in place (MLIR's folders that forward a cast's source
    /// into their operand). The operand's constant is updated too.
    pub fn set_operand(&mut self, i: usize, v: Value) -> FoldOutcome {
        if self.ir.set_operand(self.op, i, v).is_err() {
            return FoldOutcome::Failed;
        }
        self.constants[i] = operand_constant(self.ctx, self.ir, v);
        self.changed = true;
        FoldOutcome::InPlace
    }

    /// Replaces all the operands, in place (MLIR's folders that rewrite an op's
    /// operand list with its attributes, as `affine.for` its bounds). The constants
    /// are computed again.
    pub fn set_operands(&mut self, values: &[Value]) -> FoldOutcome {
        self.ir.set_operands(self.op, values);
        self.constants.clear();
        for &v in values {
            let c = operand_constant(self.ctx, self.ir, v);
            self.constants.push(c);
        }
        self.changed = true;
        FoldOutcome::InPlace
    }

    /// Swaps operands `i` and `j`, in place.
    pub fn swap_operands(&mut self, i: usize, j: usize) -> FoldOutcome {
        let (a, b) = (self.operand(i), self.operand(j));
        if self.ir.set_operand(self.op, i, b).is_err()
            || self.ir.set_operand(self.op, j, a).is_err()
        {
            return FoldOutcome::Failed;
        }
        self.constants.swap(i, j);
        self.changed = true;
        FoldOutcome::InPlace
    }

    /// Sets the attribute `name` in place: a property when the op has properties
    /// holding it or the registered definition makes it inherent, else an entry of
    /// the attribute dictionary.
    pub fn set_attr(&mut self, name: &str, value: Attribute) -> FoldOutcome {
        let id = self.ctx.intern_ident(name);
        let inherent = self
            .ctx
            .dialect
            .get(self.ir.op_name(self.op))
            .is_some_and(|r| r.inherent.contains(&id));
        if inherent {
            let mut entries: Vec<(Identifier, Attribute)> = self
                .ir
                .properties(self.op)
                .map(|p| self.ctx.dictionary_entries(p).to_vec())
                .unwrap_or_default();
            entries.retain(|e| e.0 != id);
            entries.push((id, value));
            let props = self.ctx.intern_dictionary(entries);
            self.ir.set_properties(self.op, Some(props));
        } else {
            self.ir.set_attr(self.ctx, self.op, id, value);
        }
        self.changed = true;
        FoldOutcome::InPlace
    }
}

/// An op's folder (MLIR's `fold` method): see the [module docs](self). Any
/// `Fn(&mut Folding) -> FoldOutcome` is one.
pub trait OpFolder: Send + Sync {
    /// Folds `f.op()`.
    fn fold(&self, f: &mut Folding<'_>) -> FoldOutcome;
}

impl<F> OpFolder for F
where
    F: Fn(&mut Folding<'_>) -> FoldOutcome + Send + Sync,
{
    fn fold(&self, f: &mut Folding<'_>) -> FoldOutcome {
        self(f)
    }
}

/// A dialect's constant materializer (MLIR's `Dialect::materializeConstant`): creates,
/// at the rewriter's insertion point, a `ConstantLike` op whose single result has type
/// `ty` and value `value`, or returns `None` when the dialect cannot. Any
/// `Fn(&mut Rewriter, Attribute, Type) -> Option<Op>` is one.
pub trait ConstantMaterializer: Send + Sync {
    /// Creates the constant op, or `None`.
    fn materialize(&self, rw: &mut Rewriter<'_>, value: Attribute, ty: Type) -> Option<Op>;
}

impl<F> ConstantMaterializer for F
where
    F: Fn(&mut Rewriter<'_>, Attribute, Type) -> Option<Op> + Send + Sync,
{
    fn materialize(&self, rw: &mut Rewriter<'_>, value: Attribute, ty: Type) -> Option<Op> {
        self(rw, value, ty)
    }
}

/// The folders and materializers registered in a context.
#[derive(Clone, Default)]
pub(crate) struct FoldRegistry {
    folders: FxHashMap<OpName, Arc<dyn OpFolder>>,
    /// By dialect namespace.
    materializers: FxHashMap<String, Arc<dyn ConstantMaterializer>>,
}

impl std::fmt::Debug for FoldRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FoldRegistry")
            .field("folders", &self.folders.len())
            .field("materializers", &self.materializers.len())
            .finish()
    }
}

impl FoldRegistry {
    /// Whether no folder is registered.
    pub(crate) fn is_empty(&self) -> bool {
        self.folders.is_empty()
    }
}

impl Context {
    /// Registers `folder` as the folder of the ops named `op_name` (replacing one
    /// registered before), for registered and unregistered ops alike.
    pub fn register_folder(&mut self, op_name: &str, folder: impl OpFolder + 'static) {
        let name = self.intern_op_name(op_name);
        self.folding.folders.insert(name, Arc::new(folder));
    }

    /// Registers the constant materializer of `dialect` (replacing one registered
    /// before): how results that a fold gives as attributes become ops.
    pub fn register_constant_materializer(
        &mut self,
        dialect: &str,
        materializer: impl ConstantMaterializer + 'static,
    ) {
        self.folding
            .materializers
            .insert(dialect.to_string(), Arc::new(materializer));
    }

    /// Whether ops named `name` have a folder.
    pub fn has_folder(&self, name: OpName) -> bool {
        self.folding.folders.contains_key(&name)
    }

    /// Whether the context may fold anything: a folder is registered, or a registered
    /// op is `ConstantLike` or has a folding trait.
    pub fn may_fold(&self) -> bool {
        !self.folding.is_empty() || self.dialect.any_foldable()
    }
}

/// Whether `op` is a registered `ConstantLike` op.
pub fn is_constant_like(ctx: &Context, ir: &Ir, op: Op) -> bool {
    ctx.dialect
        .get(ir.op_name(op))
        .is_some_and(|r| r.constant_like)
}

/// The value of `op` as a constant, as MLIR's `m_Constant` finds it: `op` is a
/// registered `ConstantLike` op without operands and with one result, and what it
/// folds to is an attribute (its folder's answer; without a folder, its `value`
/// attribute, the attribute every `ConstantLike` op of MLIR's dialects folds to).
pub fn constant_value(ctx: &mut Context, ir: &mut Ir, op: Op) -> Option<Attribute> {
    if !is_constant_like(ctx, ir, op) || ir.num_operands(op) != 0 || ir.num_results(op) != 1 {
        return None;
    }
    let name = ir.op_name(op);
    match ctx.folding.folders.get(&name).cloned() {
        Some(folder) => {
            let mut results = Vec::new();
            let mut constants = SmallVec::new();
            let mut f = Folding {
                ctx,
                ir,
                op,
                constants: &mut constants,
                results: &mut results,
                changed: false,
            };
            match folder.fold(&mut f) {
                FoldOutcome::Folded => match results.as_slice() {
                    [OpFoldResult::Attribute(a)] => Some(*a),
                    _ => None,
                },
                _ => None,
            }
        }
        None => ir.attr_by_name(ctx, op, "value"),
    }
}

/// The constant value of `v` (see [`constant_value`]), for a read-only caller: the
/// `value` attribute of the `ConstantLike` op defining it, or what its folder gives.
fn operand_constant(ctx: &mut Context, ir: &mut Ir, v: Value) -> Option<Attribute> {
    let def = ir.defining_op(v)?;
    constant_value(ctx, ir, def)
}

/// Folds `op` (see the [module docs](self)): its folder, then its folding traits.
/// On [`FoldOutcome::Folded`], `results` holds one entry per result.
pub fn fold_op(
    ctx: &mut Context,
    ir: &mut Ir,
    op: Op,
    results: &mut Vec<OpFoldResult>,
) -> FoldOutcome {
    results.clear();
    let name = ir.op_name(op);
    let folder = ctx.folding.folders.get(&name).cloned();
    let traits = ctx.dialect.get(name).is_some_and(|r| r.fold_traits.any());
    if folder.is_none() && !traits {
        return FoldOutcome::Failed;
    }
    let operands: SmallVec<[Value; 4]> = ir.operands(op).iter().copied().collect();
    let mut constants: SmallVec<[Option<Attribute>; 4]> = operands
        .iter()
        .map(|&v| operand_constant(ctx, ir, v))
        .collect();
    let mut outcome = FoldOutcome::Failed;
    if let Some(folder) = folder {
        let mut f = Folding {
            ctx,
            ir,
            op,
            constants: &mut constants,
            results,
            changed: false,
        };
        outcome = folder.fold(&mut f);
        let changed = f.changed;
        match outcome {
            FoldOutcome::Folded if results.len() == ir.num_results(op) => {
                // A single result folded to itself is MLIR's in-place fold.
                if results.len() == 1 && results[0] == OpFoldResult::Value(ir.result(op, 0)) {
                    outcome = FoldOutcome::InPlace;
                } else {
                    return outcome;
                }
            }
            // A folder that gives the wrong number of results has failed (MLIR
            // asserts); whatever it changed in place stands.
            FoldOutcome::Folded => {
                outcome = if changed {
                    FoldOutcome::InPlace
                } else {
                    FoldOutcome::Failed
                };
            }
            FoldOutcome::InPlace | FoldOutcome::Failed => {
                if changed {
                    outcome = FoldOutcome::InPlace;
                }
            }
        }
        results.clear();
    }
    // The fold failed or was in place: the traits (MLIR's `foldTraits`).
    if !traits {
        return outcome;
    }
    match traits::fold_traits(ctx, ir, op, &constants, results) {
        FoldOutcome::Failed => outcome,
        other => other,
    }
}

/// Materializes `value` as a constant of type `ty` through the materializer of
/// `dialect`, at the rewriter's insertion point.
pub(crate) fn materialize(
    rw: &mut Rewriter<'_>,
    dialect: &str,
    value: Attribute,
    ty: Type,
) -> Option<Op> {
    let m = rw.ctx().folding.materializers.get(dialect).cloned()?;
    let op = m.materialize(rw, value, ty)?;
    // MLIR asserts a `ConstantLike` op of the result type; a materializer that makes
    // something else has failed.
    let ok = {
        let (ctx, ir) = rw.ctx_and_ir();
        is_constant_like(ctx, ir, op)
            && ir.num_results(op) == 1
            && ir.value_type(ir.result(op, 0)) == ty
    };
    if ok {
        Some(op)
    } else {
        let _ = rw.erase_op(op);
        None
    }
}

#[cfg(test)]
mod tests;
