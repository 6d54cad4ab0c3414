//! The folds of MLIR 19's op traits (`foldTraits`): `Commutative` moves constant
//! operands last, `Idempotent` folds `f(f(x))` and `f(x, x)` to the inner value,
//! `Involution` folds `f(f(x))` to `x`, `CastOpInterface` folds a cast between equal
//! types to its operands.

use super::{FoldOutcome, OpFoldResult};
use crate::attributes::Attribute;
use crate::dialect::OpTrait;
use crate::ir::{Ir, Op, Value};
use crate::Context;
use smallvec::SmallVec;

/// Tries every folding trait of `op`'s definition in the definition's order, as MLIR's
/// `foldTraits` does (each is tried; a single-result trait does nothing once an
/// earlier one gave results). `constants` are the operands' constants as the fold
/// started (MLIR does not update them after a commutative reordering either).
pub(super) fn fold_traits(
    ctx: &Context,
    ir: &mut Ir,
    op: Op,
    constants: &[Option<Attribute>],
    results: &mut Vec<OpFoldResult>,
) -> FoldOutcome {
    let Some(reg) = ctx.dialect.get(ir.op_name(op)) else {
        return FoldOutcome::Failed;
    };
    let mut succeeded = false;
    for t in reg.def.traits.iter() {
        match t {
            OpTrait::Commutative => succeeded |= fold_commutative(ir, op, constants),
            // MLIR's `foldCastInterfaceOp`: operand types equal to the result types.
            OpTrait::CastOpInterface => {
                let operands = ir.operands(op);
                let same = !operands.is_empty()
                    && operands.len() == ir.num_results(op)
                    && operands
                        .iter()
                        .enumerate()
                        .all(|(i, &v)| ir.value_type(v) == ir.value_type(ir.result(op, i)));
                if same {
                    results.extend(operands.iter().map(|&v| OpFoldResult::Value(v)));
                    succeeded = true;
                }
            }
            OpTrait::Idempotent | OpTrait::Involution => {
                if !results.is_empty() || ir.num_results(op) != 1 {
                    continue;
                }
                let folded = if *t == OpTrait::Idempotent {
                    fold_idempotent(ir, op)
                } else {
                    fold_involution(ir, op)
                };
                if let Some(v) = folded {
                    if v != ir.result(op, 0) {
                        results.push(OpFoldResult::Value(v));
                    }
                    succeeded = true;
                }
            }
            _ => {}
        }
    }
    match (succeeded, results.is_empty()) {
        (false, _) => FoldOutcome::Failed,
        (true, true) => FoldOutcome::InPlace,
        (true, false) => FoldOutcome::Folded,
    }
}

/// MLIR's `foldCommutative`: with two operands or more, the operands that are not
/// constants first and the constants after them, each in their order (a stable
/// partition of the operands from the first constant on); true if that moved one.
fn fold_commutative(ir: &mut Ir, op: Op, constants: &[Option<Attribute>]) -> bool {
    let operands = ir.operands(op);
    if operands.len() < 2 || constants.len() != operands.len() {
        return false;
    }
    let Some(first) = constants.iter().position(Option::is_some) else {
        return false;
    };
    if constants[first..].iter().all(Option::is_some) {
        return false;
    }
    let mut order: SmallVec<[Value; 4]> = operands[..first].iter().copied().collect();
    let rest = operands[first..].iter().zip(&constants[first..]);
    order.extend(rest.clone().filter(|(_, c)| c.is_none()).map(|(&v, _)| v));
    order.extend(rest.filter(|(_, c)| c.is_some()).map(|(&v, _)| v));
    ir.set_operands(op, &order);
    true
}

/// MLIR's `foldIdempotent`: `f(f(x))` is `f(x)`, and `f(x, x)` is `x`.
fn fold_idempotent(ir: &Ir, op: Op) -> Option<Value> {
    let operands = ir.operands(op);
    match operands {
        [x] => {
            let inner = ir.defining_op(*x)?;
            (ir.op_name(inner) == ir.op_name(op)).then_some(*x)
        }
        [a, b, ..] if a == b => Some(*a),
        _ => None,
    }
}

/// MLIR's `foldInvolution`: `f(f(x))` is `x`.
fn fold_involution(ir: &Ir, op: Op) -> Option<Value> {
    let x = *ir.operands(op).first()?;
    let inner = ir.defining_op(x)?;
    if ir.op_name(inner) != ir.op_name(op) {
        return None;
    }
    ir.operands(inner).first().copied()
}
