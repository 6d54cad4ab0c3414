//! What the verifier checks of an op with a registered definition: operand, result,
//! region and successor counts, segment sizes and required attributes, in MLIR 19's
//! words.

use super::definition::{Arity, GroupKind, OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES};
use super::groups::{sizes_from_kinds, sizes_from_segments};
use crate::ir::{Ir, Op};
use crate::Context;

/// `n` in words, as MLIR's count traits write it (`zero`, `one`, `2`).
fn count(n: u32) -> String {
    match n {
        0 => "zero".into(),
        1 => "one".into(),
        n => n.to_string(),
    }
}

/// The problem with `found` regions or successors against `arity`, if any.
fn arity_error(arity: Arity, found: usize, singular: &str, plural: &str) -> Option<String> {
    if arity.allows(found) {
        return None;
    }
    Some(if arity.variadic {
        format!("expected {} or more {plural}, but found {found}", arity.min)
    } else {
        let noun = if arity.min == 1 { singular } else { plural };
        format!("requires {} {noun}", count(arity.min))
    })
}

/// The problems of `op` against its registered definition (none when unregistered),
/// each a message such as `'arith.andi' op expected 2 operands, but found 1`.
pub(crate) fn check_op(ctx: &Context, ir: &Ir, op: Op) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(reg) = ctx.dialect.get(ir.op_name(op)) else {
        return problems;
    };
    let def = &reg.def;
    let mut push = |msg: String| problems.push(format!("'{}' op {msg}", def.name));
    let checks = [
        (
            reg.operand_segments,
            &def.operands,
            ir.num_operands(op),
            "operand",
            OPERAND_SEGMENT_SIZES,
        ),
        (
            reg.result_segments,
            &def.results,
            ir.num_results(op),
            "result",
            RESULT_SEGMENT_SIZES,
        ),
    ];
    for (seg, groups, n, what, attr) in checks {
        // The common case, checked without the general split: single groups only.
        let singles = || groups.iter().all(|g| g.kind == GroupKind::Single);
        if seg.is_none() && n == groups.len() && singles() {
            continue;
        }
        let sizes = match seg {
            Some(id) => sizes_from_segments(ctx, groups, n, ir.attr(ctx, op, id), attr, what),
            None => sizes_from_kinds(groups, n, what, def.same_variadic_sizes(what)),
        };
        if let Err(e) = sizes {
            push(e);
        }
    }
    if let Some(e) = arity_error(def.regions, ir.regions(op).len(), "region", "regions") {
        push(e);
    }
    if let Some(e) = arity_error(
        def.successors,
        ir.successors(op).len(),
        "successor",
        "successors",
    ) {
        push(e);
    }
    for (a, &id) in def.attributes.iter().zip(&reg.inherent) {
        if a.required && ir.attr(ctx, op, id).is_none() {
            push(format!("requires attribute '{}'", a.name));
        }
    }
    problems
}
