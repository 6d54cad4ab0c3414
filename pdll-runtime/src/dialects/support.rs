//! What the dialect modules and the custom directives share: MLIR's typed
//! `parseAttribute` / `parseColonType` checks, an op's attribute by name, the integer
//! an SSA value is a constant of (MLIR's `m_Constant`), and the attributes these ops
//! hold as canonical text (dense arrays `array<i64: ...>`, dense elements `dense<...>
//! : tensor<...>`, arrays of integers and booleans).

use crate::asm::custom::{CustomParser, ParsedOp};
use crate::asm::parser::PResult;
use crate::attributes::{AttrKind, Attribute};
use crate::dialect::{OpTrait, OPERAND_SEGMENT_SIZES};
use crate::ir::{Ir, Op, Value};
use crate::types::{Type, TypeKind};
use crate::Context;

/// MLIR's `ShapedType::kDynamic`: the static value of a dynamic entry of a
/// `DynamicIndexList`.
pub(crate) const K_DYNAMIC: i64 = i64::MIN;

/// An attribute that `check` accepts, read with `ty` as the type of a bare literal
/// (MLIR's typed `parseAttribute`: "invalid kind of attribute specified" at its start
/// otherwise).
pub(crate) fn parse_attr_of_kind(
    p: &mut CustomParser<'_, '_, '_>,
    ty: Option<Type>,
    check: impl Fn(&Context, Attribute) -> bool,
) -> PResult<Attribute> {
    let at = p.offset();
    let a = match ty {
        Some(t) => p.parse_attribute_of_type(t)?,
        None => p.parse_attribute()?,
    };
    if !check(p.ctx_ref(), a) {
        return Err(p.emit_error_at(at, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// A type that `check` accepts (MLIR's typed `parseType`: "invalid kind of type
/// specified" at its start otherwise).
pub(crate) fn parse_type_of_kind(
    p: &mut CustomParser<'_, '_, '_>,
    check: impl Fn(&TypeKind) -> bool,
) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    if !check(p.ctx_ref().type_kind(t)) {
        return Err(p.emit_error_at(at, "invalid kind of type specified"));
    }
    Ok(t)
}

/// `: type` of a kind `check` accepts (MLIR's typed `parseColonType`: the error is at
/// the colon).
pub(crate) fn parse_colon_type_of_kind(
    p: &mut CustomParser<'_, '_, '_>,
    check: impl Fn(&TypeKind) -> bool,
) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_colon_type()?;
    if !check(p.ctx_ref().type_kind(t)) {
        return Err(p.emit_error_at(at, "invalid kind of type specified"));
    }
    Ok(t)
}

pub(crate) fn is_memref(k: &TypeKind) -> bool {
    matches!(k, TypeKind::MemRef { .. })
}

pub(crate) fn is_vector(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Vector { .. })
}

/// Whether `a` is an `affine_map<...>`.
pub(crate) fn is_affine_map(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Verbatim(s) if s.starts_with("affine_map<"))
}

/// Whether `a` is an `affine_set<...>`.
pub(crate) fn is_integer_set(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Verbatim(s) if s.starts_with("affine_set<"))
}

/// The `index` type.
pub(crate) fn index_type(ctx: &mut Context) -> Type {
    ctx.intern_index_type()
}

/// The element type of a memref, tensor or vector type.
pub(crate) fn element_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

/// The shape of a ranked memref, tensor or vector type.
pub(crate) fn shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::Vector { shape, .. } => Some(shape),
        _ => None,
    }
}

/// Adds `operandSegmentSizes = array<i32: ...>` to the attributes of `op`.
pub(crate) fn set_operand_segments(ctx: &mut Context, op: &mut ParsedOp, sizes: &[usize]) {
    let values: Vec<i64> = sizes.iter().map(|&s| s as i64).collect();
    let a = dense_array(ctx, "i32", &values);
    let name = ctx.intern_ident(OPERAND_SEGMENT_SIZES);
    op.add_attribute(name, a);
}

/// Adds the attribute `name` to `op`.
pub(crate) fn add_attr(ctx: &mut Context, op: &mut ParsedOp, name: &str, value: Attribute) {
    let name = ctx.intern_ident(name);
    op.add_attribute(name, value);
}

/// The attribute `name` read so far for `op`.
pub(crate) fn attr_of(ctx: &Context, op: &ParsedOp, name: &str) -> Option<Attribute> {
    op.attribute(ctx.lookup_ident(name)?)
}

/// A dense array attribute `array<elem: ...>` (`elem` `i64`, `i32`, ...), as MLIR
/// prints it.
pub(crate) fn dense_array(ctx: &mut Context, elem: &str, values: &[i64]) -> Attribute {
    let mut text = format!("array<{elem}");
    for (i, v) in values.iter().enumerate() {
        text.push_str(if i == 0 { ": " } else { ", " });
        text.push_str(&v.to_string());
    }
    text.push('>');
    ctx.intern_attr(AttrKind::Verbatim(text))
}

/// A dense `i1` array `array<i1: true, false>`.
pub(crate) fn dense_bool_array(ctx: &mut Context, values: &[bool]) -> Attribute {
    let mut text = String::from("array<i1");
    for (i, v) in values.iter().enumerate() {
        text.push_str(if i == 0 { ": " } else { ", " });
        text.push_str(if *v { "true" } else { "false" });
    }
    text.push('>');
    ctx.intern_attr(AttrKind::Verbatim(text))
}

/// The elements of a dense array attribute of integers (`array<i64: 1, 2>`) or
/// booleans (`array<i1: true>`, as 1 and 0).
pub(crate) fn dense_array_values(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    let AttrKind::Verbatim(text) = ctx.attr_kind(attr) else {
        return None;
    };
    let body = text.strip_prefix("array<")?.strip_suffix('>')?;
    let (ty, elements) = body.split_once(':').unwrap_or((body, ""));
    if !ty.trim().starts_with('i') {
        return None;
    }
    elements
        .split(',')
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .map(|e| match e {
            "true" => Some(1),
            "false" => Some(0),
            _ => e.parse::<i64>().ok(),
        })
        .collect()
}

/// The integers of a `dense<...>` attribute of an integer element type (a splat
/// repeated over its shape).
pub(crate) fn dense_int_elements(ctx: &Context, attr: Attribute) -> Option<Vec<i128>> {
    let AttrKind::Dense { body, ty } = ctx.attr_kind(attr) else {
        return None;
    };
    let count: i64 = shape(ctx, *ty)?.iter().product();
    let parse = |e: &str| -> Option<i128> {
        match e.trim() {
            "true" => Some(1),
            "false" => Some(0),
            e => match e.strip_prefix("0x") {
                Some(h) => i128::from_str_radix(h, 16).ok(),
                None => e.parse().ok(),
            },
        }
    };
    let body = body.trim();
    if body.is_empty() {
        return Some(Vec::new());
    }
    if !body.starts_with('[') {
        let v = parse(body)?;
        return Some(vec![v; count.max(0) as usize]);
    }
    body.split([',', '[', ']'])
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .map(parse)
        .collect()
}

/// `dense<...> : tensor<Nxi32>` of `values` (MLIR's `getI32TensorAttr`).
pub(crate) fn i32_tensor(ctx: &mut Context, values: &[i64]) -> Attribute {
    dense_ints(ctx, values, &format!("tensor<{}xi32>", values.len()))
}

/// `dense<...> : ty` of integer `values` (a splat when all are equal, as MLIR
/// stores it).
pub(crate) fn dense_ints(ctx: &mut Context, values: &[i64], ty: &str) -> Attribute {
    let body = match values {
        [] => String::new(),
        [first, rest @ ..] if rest.iter().all(|v| v == first) => first.to_string(),
        _ => {
            let items: Vec<String> = values.iter().map(i64::to_string).collect();
            format!("[{}]", items.join(", "))
        }
    };
    let ty = ctx
        .parse_type(ty)
        .expect("the type of a dense integer attribute");
    ctx.intern_attr(AttrKind::Dense { body, ty })
}

/// `[1, 2]`: an array of `i64` integer attributes (MLIR's `getI64ArrayAttr`).
pub(crate) fn i64_array_attr(ctx: &mut Context, values: &[i64]) -> Attribute {
    let i64t = ctx.intern_integer_type(64);
    let items = values
        .iter()
        .map(|&v| {
            ctx.intern_integer_attr(v as i128, i64t)
                .expect("an i64 value fits i64")
        })
        .collect();
    ctx.intern_array_attr(items)
}

/// `[true, false]`: an array of bool attributes (MLIR's `getBoolArrayAttr`).
pub(crate) fn bool_array_attr(ctx: &mut Context, values: &[bool]) -> Attribute {
    let items = values.iter().map(|&b| ctx.intern_bool_attr(b)).collect();
    ctx.intern_array_attr(items)
}

/// The integers of an array attribute of integer (or bool) attributes.
pub(crate) fn int_array_values(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    ctx.array_attr_items(attr)?
        .iter()
        .map(|&a| match ctx.attr_kind(a) {
            AttrKind::Bool(b) => Some(*b as i64),
            _ => ctx
                .integer_attr_value(a)
                .and_then(|v| i64::try_from(v).ok()),
        })
        .collect()
}

/// The value of an integer attribute.
pub(crate) fn int_value(ctx: &Context, attr: Attribute) -> Option<i64> {
    ctx.integer_attr_value(attr)
        .and_then(|v| i64::try_from(v).ok())
}

/// The attribute `name` of `op`, from its properties or its attribute dictionary.
pub(crate) fn op_attr(ctx: &Context, ir: &Ir, op: Op, name: &str) -> Option<Attribute> {
    let id = ctx.lookup_ident(name)?;
    ir.properties(op)
        .and_then(|p| ctx.dictionary_get(p, id))
        .or_else(|| ctx.dictionary_get(ir.attr_dictionary(op), id))
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
    let value = op_attr(ctx, ir, op, "value")?;
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
