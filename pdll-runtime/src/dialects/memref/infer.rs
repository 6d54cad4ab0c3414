//! The result-type inference the memref dialect writes in C++ (`inferReturnTypes`):
//! `memref.extract_strided_metadata`, whose declarative format writes its result
//! types but which a rewrite may create without them.

use crate::attributes::Attribute;
use crate::ir::{Ir, Value};
use crate::types::{Type, TypeKind};
use crate::Context;

/// Installs the memref dialect's result-type inference.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_result_type_inference("memref.extract_strided_metadata", extract_strided_metadata);
}

/// `memref.extract_strided_metadata`'s `inferReturnTypes`: the base buffer (a 0-d
/// memref of the source's element type in its memory space, without layout), the
/// offset, then a size and a stride per dimension (`index`); a source that is not a
/// ranked memref fails.
fn extract_strided_metadata(
    ctx: &mut Context,
    ir: &Ir,
    operands: &[Value],
    _attrs: Attribute,
) -> Result<Vec<Type>, String> {
    let source = operands
        .first()
        .map(|&v| ir.value_type(v))
        .ok_or("`memref.extract_strided_metadata` has no operand `source`")?;
    let TypeKind::MemRef {
        shape,
        element,
        memory_space,
        ..
    } = ctx.type_kind(source).clone()
    else {
        return Err(format!(
            "the source of `memref.extract_strided_metadata` is not a ranked memref: `{}`",
            ctx.type_to_string(source)
        ));
    };
    let base = ctx.intern_type(TypeKind::MemRef {
        shape: Vec::new(),
        element,
        layout: None,
        memory_space,
    });
    let index = ctx.intern_index_type();
    let mut types = vec![base, index];
    types.extend(std::iter::repeat_n(index, 2 * shape.len()));
    Ok(types)
}
