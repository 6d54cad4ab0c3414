//! The result-type inference the vector dialect writes in C++ (`inferReturnTypes` of
//! ops declaring `InferTypeOpInterface`): `vector.shuffle`, whose declarative format
//! leaves its result type out (its generated parser is the one of MLIR 19's core
//! dialects that calls `inferReturnTypes`), and `vector.extract`, whose format writes
//! it but which a rewrite may create without it.

use crate::attributes::Attribute;
use crate::dialects::support::dense_array_values;
use crate::ir::{Ir, Value};
use crate::types::{Type, TypeKind};
use crate::Context;

/// Installs the vector dialect's result-type inference.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_result_type_inference("vector.shuffle", shuffle);
    ctx.register_result_type_inference("vector.extract", extract);
}

/// The type of the first operand, a vector, or why not.
fn vector_operand(
    ctx: &Context,
    ir: &Ir,
    operands: &[Value],
    op: &str,
    operand: &str,
) -> Result<(Vec<i64>, Vec<bool>, Type), String> {
    let t = operands
        .first()
        .map(|&v| ir.value_type(v))
        .ok_or_else(|| format!("`{op}` has no operand `{operand}`"))?;
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => Ok((shape.clone(), scalable.clone(), *element)),
        _ => Err(format!(
            "the operand `{operand}` of `{op}` is not a vector: `{}`",
            ctx.type_to_string(t)
        )),
    }
}

/// The attribute `name` of the dictionary `attrs`.
fn attr(ctx: &Context, attrs: Attribute, name: &str) -> Option<Attribute> {
    ctx.lookup_ident(name)
        .and_then(|id| ctx.dictionary_get(attrs, id))
}

/// `vector.extract`'s `inferReturnTypes`: the element type when the static position
/// has as many entries as the vector has dimensions, else the vector of the
/// dimensions (and scalable flags) after them.
fn extract(
    ctx: &mut Context,
    ir: &Ir,
    operands: &[Value],
    attrs: Attribute,
) -> Result<Vec<Type>, String> {
    let (shape, scalable, element) = vector_operand(ctx, ir, operands, "vector.extract", "vector")?;
    let position = attr(ctx, attrs, "static_position")
        .and_then(|a| dense_array_values(ctx, a))
        .ok_or("`vector.extract` has no dense `static_position`")?;
    if position.len() == shape.len() {
        return Ok(vec![element]);
    }
    let n = position.len().min(shape.len());
    Ok(vec![ctx.intern_type(TypeKind::Vector {
        shape: shape[n..].to_vec(),
        scalable: scalable[n..].to_vec(),
        element,
    })])
}

/// `vector.shuffle`'s `inferReturnTypes`: a vector whose leading dimension is the
/// mask's length (at least 1) and whose trailing dimensions are `v1`'s (none for a
/// 0-d `v1`), of `v1`'s element type; no dimension is scalable.
fn shuffle(
    ctx: &mut Context,
    ir: &Ir,
    operands: &[Value],
    attrs: Attribute,
) -> Result<Vec<Type>, String> {
    let (shape, _, element) = vector_operand(ctx, ir, operands, "vector.shuffle", "v1")?;
    let mask = attr(ctx, attrs, "mask").ok_or("`vector.shuffle` has no `mask`")?;
    let len = ctx.array_attr_items(mask).map(<[_]>::len).ok_or_else(|| {
        format!(
            "the `mask` of `vector.shuffle` is not an array: `{}`",
            ctx.attr_to_string(mask)
        )
    })?;
    let mut dims = Vec::with_capacity(shape.len().max(1));
    dims.push(len.max(1) as i64);
    dims.extend(shape.iter().skip(1).copied());
    let scalable = vec![false; dims.len()];
    Ok(vec![ctx.intern_type(TypeKind::Vector {
        shape: dims,
        scalable,
        element,
    })])
}
