//! Small readers shared by the dialect modules: an op's attribute by name, dense
//! `i64`/`i32` arrays (held as their canonical text), and the integer an SSA value
//! is a constant of (MLIR's `m_Constant` / `getConstantIntValue`).

use crate::attributes::{AttrKind, Attribute};
use crate::dialect::OpTrait;
use crate::ir::{Ir, Op, Value};
use crate::Context;

/// The attribute `name` of `op`, from its properties or its attribute dictionary.
pub(crate) fn attr_of(ctx: &Context, ir: &Ir, op: Op, name: &str) -> Option<Attribute> {
    let id = ctx.lookup_ident(name)?;
    ir.properties(op)
        .and_then(|p| ctx.dictionary_get(p, id))
        .or_else(|| ctx.dictionary_get(ir.attr_dictionary(op), id))
}

/// The elements of a dense integer array attribute (`array<i64: 1, 2>`).
pub(crate) fn dense_int_array(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    let AttrKind::Verbatim(text) = ctx.attr_kind(attr) else {
        return None;
    };
    let body = text.strip_prefix("array<")?.strip_suffix('>')?;
    let (ty, elements) = match body.split_once(':') {
        Some((ty, elements)) => (ty, elements),
        None => (body, ""),
    };
    if !ty.trim().starts_with('i') {
        return None;
    }
    elements
        .split(',')
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .map(|e| e.parse::<i64>().ok())
        .collect()
}

/// A dense array attribute of `elem` (`"i64"`, `"i32"`) holding `values`.
pub(crate) fn make_dense_int_array(ctx: &mut Context, elem: &str, values: &[i64]) -> Attribute {
    let mut text = format!("array<{elem}");
    for (i, v) in values.iter().enumerate() {
        text.push_str(if i == 0 { ": " } else { ", " });
        text.push_str(&v.to_string());
    }
    text.push('>');
    ctx.intern_attr(AttrKind::Verbatim(text))
}

/// The integer attribute `v` is a constant of: `v` is the result of a registered
/// `ConstantLike` op whose `value` is an integer (or bool) attribute, as MLIR's
/// `matchPattern(v, m_Constant(&intAttr))` finds it.
pub(crate) fn constant_int(ctx: &Context, ir: &Ir, v: Value) -> Option<i128> {
    let op = ir.defining_op(v)?;
    let def = ctx.op_definition(ir.op_name(op))?;
    if !def.has_trait(&OpTrait::ConstantLike) {
        return None;
    }
    let value = attr_of(ctx, ir, op, "value")?;
    match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => value.to_i128(),
        AttrKind::Bool(b) => Some(*b as i128),
        _ => None,
    }
}

/// Whether `op` is registered (MLIR calls an op's interface methods only then).
pub(crate) fn is_registered(ctx: &Context, ir: &Ir, op: Op) -> bool {
    ctx.is_registered_op(ir.op_name(op))
}
