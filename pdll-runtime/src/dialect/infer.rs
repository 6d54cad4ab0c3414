//! Result-type inference of ops created without result types: from the traits of
//! their definition (as ODS derives `inferReturnTypes` for ops whose result types it
//! determines), else from the user's function registered for the op name.

use super::definition::{GroupKind, OpTrait};
use super::groups::{group_range, sizes_from_kinds, sizes_from_segments};
use super::registry::RegisteredOp;
use crate::attributes::{AttrKind, Attribute};
use crate::ir::{Ir, OpName, Value};
use crate::types::{Signedness, Type, TypeKind};
use crate::Context;

/// The type of a typed attribute (`1 : i32`, `1.0 : f32`, `true`, `dense<...> :
/// tensor<2xi32>`, `"s" : i8`), as MLIR's `TypedAttr::getType`.
pub(crate) fn typed_attr_type(ctx: &mut Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::Dense { ty, .. } => {
            Some(*ty)
        }
        AttrKind::String { ty, .. } => *ty,
        AttrKind::Bool(_) => Some(ctx.intern_type(TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless,
        })),
        _ => None,
    }
}

/// The result types of an op named `name` created from `operands` and the attribute
/// dictionary `attrs` without result types. `Ok(None)`: nothing determines them (no
/// definition whose traits do, no inference function). `Err`: a rule applies but
/// fails (operands of different types for `SameOperandsAndResultType`, a missing
/// `value`, the user's function refusing), with the reason.
pub(crate) fn infer_result_types(
    ctx: &mut Context,
    ir: &Ir,
    name: OpName,
    operands: &[Value],
    attrs: Attribute,
) -> Result<Option<Vec<Type>>, String> {
    if ctx.dialect.is_empty() {
        return Ok(None);
    }
    if let Some(types) = from_traits(ctx, ir, name, operands, attrs)? {
        return Ok(Some(types));
    }
    let Some(infer) = ctx.dialect.inference(name).cloned() else {
        return Ok(None);
    };
    infer(ctx, ir, operands, attrs).map(Some).map_err(|e| {
        format!(
            "the result-type inference registered for `{}` failed: {e}",
            ctx.op_name_str(name)
        )
    })
}

/// What the traits of `name`'s definition say; `Ok(None)` when they do not fix every
/// result (or there is no definition).
fn from_traits(
    ctx: &mut Context,
    ir: &Ir,
    name: OpName,
    operands: &[Value],
    attrs: Attribute,
) -> Result<Option<Vec<Type>>, String> {
    let Some(reg) = ctx.dialect.get(name) else {
        return Ok(None);
    };
    let def = &reg.def;
    if def.results.iter().any(|g| g.kind != GroupKind::Single) {
        return Ok(None);
    }
    let op_name = def.name.to_string();
    let sizes = operand_sizes(ctx, reg, operands.len(), attrs)
        .map_err(|e| format!("the operands do not fit `{op_name}`: {e}"))?;
    // Gather what the rules read while `reg` borrows the context: the rules, the
    // named operand types, and the attributes (their types need `&mut Context`).
    let mut results: Vec<Option<Type>> = reg.buildable.to_vec();
    let traits = def.traits.clone();
    let result_names: Vec<String> = def.results.iter().map(|g| g.name.to_string()).collect();
    let operand_types: Vec<(String, Option<Type>)> = def
        .operands
        .iter()
        .enumerate()
        .map(|(k, g)| {
            let r = group_range(&sizes, k);
            let ty = (r.len() == 1).then(|| ir.value_type(operands[r.start]));
            (g.name.to_string(), ty)
        })
        .collect();
    let attr_names: Vec<String> = def.attributes.iter().map(|a| a.name.to_string()).collect();
    let attr_values: Vec<Option<Attribute>> = attr_names
        .iter()
        .map(|n| {
            ctx.lookup_ident(n)
                .and_then(|id| ctx.dictionary_get(attrs, id))
        })
        .collect();
    let value_attr = ctx
        .lookup_ident("value")
        .and_then(|id| ctx.dictionary_get(attrs, id));
    let mut attr_types = Vec::with_capacity(attr_values.len());
    for a in attr_values {
        attr_types.push(a.and_then(|a| typed_attr_type(ctx, a)));
    }

    let fill_all = |results: &mut Vec<Option<Type>>, t: Type| {
        for r in results.iter_mut().filter(|r| r.is_none()) {
            *r = Some(t);
        }
    };
    for t in traits.iter() {
        match t {
            OpTrait::SameOperandsAndResultType => {
                let Some((&first, rest)) = operands.split_first() else {
                    continue;
                };
                let t0 = ir.value_type(first);
                if let Some(&other) = rest.iter().find(|&&v| ir.value_type(v) != t0) {
                    return Err(format!(
                        "`{op_name}` has SameOperandsAndResultType, but its operands have \
                         the types `{}` and `{}`",
                        ctx.type_to_string(t0),
                        ctx.type_to_string(ir.value_type(other))
                    ));
                }
                fill_all(&mut results, t0);
            }
            OpTrait::ConstantLike => {
                if let Some(v) = value_attr {
                    match typed_attr_type(ctx, v) {
                        Some(t) => fill_all(&mut results, t),
                        None => {
                            return Err(format!(
                                "`{op_name}` is ConstantLike, but its `value` `{}` has no type",
                                ctx.attr_to_string(v)
                            ))
                        }
                    }
                }
            }
            OpTrait::FirstAttrDerivedResultType => {
                if let Some(Some(t)) = attr_types.first() {
                    fill_all(&mut results, *t);
                }
            }
            _ => {}
        }
    }
    // The type-matching rules, until nothing more is learned: each pass fixes at least
    // one result or stops.
    let known = |results: &[Option<Type>], n: &str| -> Option<Type> {
        if let Some(i) = result_names.iter().position(|r| r == n) {
            return results[i];
        }
        if let Some((_, t)) = operand_types.iter().find(|(o, _)| o == n) {
            return *t;
        }
        attr_names
            .iter()
            .position(|a| a == n)
            .and_then(|i| attr_types[i])
    };
    loop {
        let mut learned = false;
        for t in traits.iter() {
            let (sources, targets): (Vec<&str>, Vec<&str>) = match t {
                OpTrait::AllTypesMatch(names) => (
                    names.iter().map(|n| n.as_ref()).collect(),
                    names.iter().map(|n| n.as_ref()).collect(),
                ),
                OpTrait::TypesMatchWith { from, to } => (vec![from], vec![to]),
                _ => continue,
            };
            let Some(ty) = sources.iter().find_map(|n| known(&results, n)) else {
                continue;
            };
            for n in targets {
                if let Some(i) = result_names.iter().position(|r| r == n) {
                    if results[i].is_none() {
                        results[i] = Some(ty);
                        learned = true;
                    }
                }
            }
        }
        if !learned {
            break;
        }
    }
    Ok(results.into_iter().collect())
}

/// The operand group sizes of `n` operands of `reg`'s op with attributes `attrs`.
fn operand_sizes(
    ctx: &Context,
    reg: &RegisteredOp,
    n: usize,
    attrs: Attribute,
) -> Result<super::groups::GroupSizes, String> {
    // Without segment sizes yet (the create derives them after inference), the kinds
    // may still fix the groups.
    match reg
        .operand_segments
        .and_then(|seg| ctx.dictionary_get(attrs, seg))
    {
        Some(sizes) => sizes_from_segments(
            ctx,
            &reg.def.operands,
            n,
            Some(sizes),
            super::definition::OPERAND_SEGMENT_SIZES,
            "operand",
        ),
        None => sizes_from_kinds(&reg.def.operands, n, "operand"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::OpDefinition;
    use std::borrow::Cow;

    #[test]
    fn typed_attributes_have_their_types() {
        let mut ctx = Context::new();
        for (attr, ty) in [
            ("true", Some("i1")),
            ("3 : i8", Some("i8")),
            ("2.0 : f64", Some("f64")),
            ("dense<1> : tensor<2xi32>", Some("tensor<2xi32>")),
            ("\"s\"", None),
            ("unit", None),
        ] {
            let a = ctx.parse_attribute(attr).unwrap();
            let got = typed_attr_type(&mut ctx, a).map(|t| ctx.type_to_string(t));
            assert_eq!(got.as_deref(), ty, "{attr}");
        }
    }

    #[test]
    fn all_types_match_reads_typed_attributes_and_chains() {
        const FIRST: &[Cow<'static, str>] = &[Cow::Borrowed("value"), Cow::Borrowed("r0")];
        const SECOND: &[Cow<'static, str>] = &[Cow::Borrowed("r0"), Cow::Borrowed("r1")];
        let mut ctx = Context::new();
        let name = ctx
            .register_op(
                OpDefinition::new("t.pair")
                    .result("r0")
                    .result("r1")
                    .attribute("value")
                    // The second rule learns from the first: a pass more.
                    .with_trait(OpTrait::all_types_match(SECOND))
                    .with_trait(OpTrait::all_types_match(FIRST)),
            )
            .unwrap();
        let attrs = ctx.parse_attribute("{value = 4 : i16}").unwrap();
        let ir = Ir::new();
        let types = infer_result_types(&mut ctx, &ir, name, &[], attrs)
            .unwrap()
            .unwrap();
        let i16 = ctx.parse_type("i16").unwrap();
        assert_eq!(types, vec![i16, i16]);
        // Without `value`, nothing fixes them.
        let empty = ctx.empty_dictionary();
        assert_eq!(
            infer_result_types(&mut ctx, &ir, name, &[], empty),
            Ok(None)
        );
    }
}
