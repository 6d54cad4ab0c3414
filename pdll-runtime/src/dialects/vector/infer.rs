//! The result-type inference the vector dialect writes in C++ (`inferReturnTypes` of
//! ops declaring `InferTypeOpInterface`) for the ops whose declarative format leaves
//! their result types out: only `vector.shuffle` in MLIR 19 (its generated parser is
//! the one of these dialects that calls `inferReturnTypes`).

use crate::attributes::Attribute;
use crate::ir::{Ir, Value};
use crate::types::{Type, TypeKind};
use crate::Context;

/// Installs the vector dialect's result-type inference.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_result_type_inference("vector.shuffle", shuffle);
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
    let v1 = operands
        .first()
        .map(|&v| ir.value_type(v))
        .ok_or("`vector.shuffle` has no operand `v1`")?;
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(v1).clone() else {
        return Err(format!(
            "the operand `v1` of `vector.shuffle` is not a vector: `{}`",
            ctx.type_to_string(v1)
        ));
    };
    let mask = ctx
        .lookup_ident("mask")
        .and_then(|id| ctx.dictionary_get(attrs, id))
        .ok_or("`vector.shuffle` has no `mask`")?;
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
