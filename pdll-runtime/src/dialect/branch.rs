//! Branch ops: which operands of a terminator a successor's block arguments receive,
//! and how to erase or append one (MLIR's `BranchOpInterface::getSuccessorOperands`
//! and the `MutableOperandRange` it returns). Region simplification
//! (`crate::simplify`) needs this to drop dead or redundant block arguments and to
//! merge blocks; a terminator without it (an unregistered op with successors) blocks
//! those edits, as it does in MLIR.
//!
//! The knowledge is registered per op name ([`Context::register_branch_op`]), as
//! custom syntax is: [`OperandGroupBranch`] describes the common case (each successor
//! forwards one ODS operand group, or one sub-group of a `VariadicOfVariadic` group)
//! as data, and updates `operandSegmentSizes` and the sub-group segment attribute
//! when it edits; a user implements [`BranchOp`] for anything else. The `cf`
//! dialect's branches are registered with the dialect's other hooks
//! ([`crate::dialects::cf`]).

use super::definition::OPERAND_SEGMENT_SIZES;
use super::groups::{
    group_range, i32_array, intern_i32_array, sizes_from_kinds, sizes_from_segments,
};
use crate::attributes::Attribute;
use crate::ident::Identifier;
use crate::ir::{Ir, IrError, Op, OpName, Value};
use crate::Context;
use std::borrow::Cow;
use std::ops::Range;
use std::sync::Arc;

/// The operands of a branch op that one successor receives (MLIR's
/// `SuccessorOperands`): the successor's first `produced` block arguments are
/// produced by the op itself (none for `cf` branches), and the next ones receive the
/// op's operands `forwarded`, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// How many leading block arguments the op produces itself.
    pub produced: usize,
    /// The op's operands forwarded to the block arguments after those.
    pub forwarded: Range<usize>,
}

impl SuccessorOperands {
    /// How many block arguments the successor is given (MLIR's `size()`).
    pub fn len(&self) -> usize {
        self.produced + self.forwarded.len()
    }

    /// Whether the successor is given no block argument.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The block argument the op's operand `operand` goes to, if it is forwarded
    /// here (MLIR's `getBranchSuccessorArgument`).
    pub fn argument_of_operand(&self, operand: usize) -> Option<usize> {
        self.forwarded
            .contains(&operand)
            .then(|| operand - self.forwarded.start + self.produced)
    }
}

/// What the runtime knows of a branch op (MLIR's `BranchOpInterface`), registered per
/// op name with [`Context::register_branch_op`]. The edits run inside a
/// [`crate::Rewriter`] in-place modification of `op`, which notifies its listener;
/// they must change nothing but `op`, and nothing at all when they fail.
pub trait BranchOp: Send + Sync {
    /// The operands successor `successor` of `op` receives; `None` when the op does
    /// not fit this knowledge (a malformed segment attribute): the op is then treated
    /// as a terminator that is no branch op.
    fn successor_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: Op,
        successor: usize,
    ) -> Option<SuccessorOperands>;

    /// Erases forwarded operand `index` (counted from the first forwarded operand) of
    /// successor `successor`, updating whatever attribute records the operand groups.
    fn erase_successor_operand(
        &self,
        ctx: &mut Context,
        ir: &mut Ir,
        op: Op,
        successor: usize,
        index: usize,
    ) -> Result<(), IrError>;

    /// Appends `values` to the operands forwarded to successor `successor`.
    fn append_successor_operands(
        &self,
        ctx: &mut Context,
        ir: &mut Ir,
        op: Op,
        successor: usize,
        values: &[Value],
    ) -> Result<(), IrError>;
}

/// A branch op whose successors each forward one operand group of its definition, as
/// ODS branch ops do: `fixed[i]` names the group successor `i` forwards, and the
/// successors after those forward the sub-groups of the `VariadicOfVariadic` group
/// `rest`, in order (`cf.switch`'s `caseOperands`). The op must be registered; the
/// group sizes come from its `operandSegmentSizes` when it has
/// `AttrSizedOperandSegments`, else from the group kinds, and the sub-group sizes
/// from the group's segment attribute. Edits update both attributes, where the op
/// holds them (properties, else the attribute dictionary).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperandGroupBranch {
    /// The operand group of each leading successor, by ODS name.
    pub fixed: Cow<'static, [Cow<'static, str>]>,
    /// The `VariadicOfVariadic` group whose sub-groups the other successors forward.
    pub rest: Option<Cow<'static, str>>,
}

/// Where one successor's operands are, as [`OperandGroupBranch`] found them.
struct Located {
    /// The op's operand group sizes.
    sizes: Vec<u32>,
    /// Whether the sizes come from `operandSegmentSizes`.
    segmented: Option<Identifier>,
    /// The group of the successor.
    group: usize,
    /// For a sub-group: its segment attribute, the sub-group sizes and which.
    sub: Option<(Identifier, Vec<u32>, usize)>,
    /// The successor's operands.
    range: Range<usize>,
}

impl OperandGroupBranch {
    /// Successors forwarding the groups `fixed`, in order, and no sub-groups.
    pub const fn new(fixed: &'static [Cow<'static, str>]) -> Self {
        OperandGroupBranch {
            fixed: Cow::Borrowed(fixed),
            rest: None,
        }
    }

    /// The successors after the fixed ones forward the sub-groups of `group`.
    pub fn with_rest(mut self, group: &'static str) -> Self {
        self.rest = Some(Cow::Borrowed(group));
        self
    }

    fn locate(&self, ctx: &Context, ir: &Ir, op: Op, successor: usize) -> Option<Located> {
        let reg = ctx.dialect.get(ir.op_name(op))?;
        let def = &reg.def;
        let n = ir.num_operands(op);
        let sizes: Vec<u32> = match reg.operand_segments {
            Some(id) => sizes_from_segments(
                ctx,
                &def.operands,
                n,
                ir.attr(ctx, op, id),
                OPERAND_SEGMENT_SIZES,
                "operand",
            )
            .ok()?
            .to_vec(),
            None => sizes_from_kinds(
                &def.operands,
                n,
                "operand",
                def.same_variadic_sizes("operand"),
            )
            .ok()?
            .to_vec(),
        };
        let group_of = |name: &str| def.operands.iter().position(|g| g.name == name);
        let (group, sub_index) = match self.fixed.get(successor) {
            Some(name) => (group_of(name)?, None),
            None => (
                group_of(self.rest.as_deref()?)?,
                Some(successor - self.fixed.len()),
            ),
        };
        let outer = group_range(&sizes, group);
        let (sub, range) = match sub_index {
            None => (None, outer),
            Some(j) => {
                let attr_name = def.operands[group].segments.as_deref()?;
                let attr_id = ctx.lookup_ident(attr_name)?;
                let subs: Vec<u32> = i32_array(ctx, ir.attr(ctx, op, attr_id)?)?
                    .into_iter()
                    .map(u32::try_from)
                    .collect::<Result<_, _>>()
                    .ok()?;
                if subs.iter().sum::<u32>() as usize != outer.len() || j >= subs.len() {
                    return None;
                }
                let r = group_range(&subs, j);
                let range = outer.start + r.start..outer.start + r.end;
                (Some((attr_id, subs, j)), range)
            }
        };
        Some(Located {
            sizes,
            segmented: reg.operand_segments,
            group,
            sub,
            range,
        })
    }

    /// Records the sizes of `at` once `added` operands joined it (`removed`: left it).
    fn update_sizes(
        ctx: &mut Context,
        ir: &mut Ir,
        op: Op,
        at: &Located,
        added: u32,
        removed: u32,
    ) {
        let step = |s: u32| s + added - removed;
        if let Some(id) = at.segmented {
            let mut sizes = at.sizes.clone();
            sizes[at.group] = step(sizes[at.group]);
            let attr = intern_i32_array(ctx, &sizes);
            set_inherent(ctx, ir, op, id, attr);
        }
        if let Some((id, subs, j)) = &at.sub {
            let mut subs = subs.clone();
            subs[*j] = step(subs[*j]);
            let attr = intern_i32_array(ctx, &subs);
            set_inherent(ctx, ir, op, *id, attr);
        }
    }
}

/// Sets `name` where the op holds it: in its properties when they have it (or the op
/// has properties and not the attribute), else in its attribute dictionary.
fn set_inherent(ctx: &mut Context, ir: &mut Ir, op: Op, name: Identifier, value: Attribute) {
    let in_dict = ctx.dictionary_get(ir.attr_dictionary(op), name).is_some();
    match ir.properties(op) {
        Some(props) if ctx.dictionary_get(props, name).is_some() || !in_dict => {
            let mut entries = ctx.dictionary_entries(props).to_vec();
            entries.retain(|e| e.0 != name);
            entries.push((name, value));
            let dict = ctx.intern_dictionary(entries);
            ir.set_properties(op, Some(dict));
        }
        _ => ir.set_attr(ctx, op, name, value),
    }
}

impl BranchOp for OperandGroupBranch {
    fn successor_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: Op,
        successor: usize,
    ) -> Option<SuccessorOperands> {
        let at = self.locate(ctx, ir, op, successor)?;
        Some(SuccessorOperands {
            produced: 0,
            forwarded: at.range,
        })
    }

    fn erase_successor_operand(
        &self,
        ctx: &mut Context,
        ir: &mut Ir,
        op: Op,
        successor: usize,
        index: usize,
    ) -> Result<(), IrError> {
        let at = self
            .locate(ctx, ir, op, successor)
            .ok_or_else(|| not_located(ctx, ir, op, successor))?;
        if index >= at.range.len() {
            return Err(IrError::OperandOutOfRange {
                op,
                index: at.range.start + index,
            });
        }
        ir.erase_operand(op, at.range.start + index)?;
        Self::update_sizes(ctx, ir, op, &at, 0, 1);
        Ok(())
    }

    fn append_successor_operands(
        &self,
        ctx: &mut Context,
        ir: &mut Ir,
        op: Op,
        successor: usize,
        values: &[Value],
    ) -> Result<(), IrError> {
        let at = self
            .locate(ctx, ir, op, successor)
            .ok_or_else(|| not_located(ctx, ir, op, successor))?;
        ir.insert_operands(op, at.range.end, values)?;
        Self::update_sizes(ctx, ir, op, &at, values.len() as u32, 0);
        Ok(())
    }
}

fn not_located(ctx: &Context, ir: &Ir, op: Op, successor: usize) -> IrError {
    IrError::Branch(format!(
        "'{}' op: cannot find the operands of successor #{successor} (not registered, or \
         its segment attributes do not fit its operands)",
        ctx.op_name_str(ir.op_name(op))
    ))
}

impl Context {
    /// Registers what the runtime knows of the branch op named `name` (replacing an
    /// earlier registration). See [`BranchOp`]; as MLIR's interface, it is read only
    /// for ops whose definition has `IsTerminator` where MLIR asks for a terminator.
    pub fn register_branch_op(&mut self, name: &str, branch: Arc<dyn BranchOp>) {
        let name = self.intern_op_name(name);
        self.dialect.branches.insert(name, branch);
    }

    /// The branch knowledge registered for `name`, if any.
    pub fn branch_op(&self, name: OpName) -> Option<&Arc<dyn BranchOp>> {
        if self.dialect.branches.is_empty() {
            return None;
        }
        self.dialect.branches.get(&name)
    }
}
