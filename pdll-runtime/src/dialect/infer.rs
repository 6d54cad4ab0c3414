//! Result-type inference of ops created without result types: from the traits of
//! their definition (as ODS derives `inferReturnTypes` for ops whose result types it
//! determines), else from the user's function registered for the op name.

use super::definition::{GroupKind, OpTrait, TypeTransform};
use super::groups::{group_range, sizes_from_kinds, sizes_from_segments};
use super::registry::RegisteredOp;
use crate::attributes::{AttrKind, Attribute};
use crate::ir::{Ir, OpName, Value};
use crate::types::{Signedness, Type, TypeKind};
use crate::Context;

/// The type of a typed attribute (`1 : i32`, `1.0 : f32`, `true`, `dense<...> :
/// tensor<2xi32>`, `sparse<...> : tensor<4xf32>`, `dense_resource<blob> :
/// tensor<i8>`, `"s" : i8`), as MLIR's `TypedAttr::getType`.
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
        AttrKind::Verbatim(text) => {
            let ty = elements_literal_type(text)?.to_owned();
            ctx.parse_type(&ty).ok()
        }
        _ => None,
    }
}

/// The type text of a `sparse<...> : T` or `dense_resource<...> : T` attribute, kept
/// in its canonical text (the literal holds numbers and names, no `<` or `>`
/// but those of nested types, which balance).
fn elements_literal_type(text: &str) -> Option<&str> {
    if !(text.starts_with("sparse<") || text.starts_with("dense_resource<")) {
        return None;
    }
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return text[i + 1..].strip_prefix(" : ");
                }
            }
            _ => {}
        }
    }
    None
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
            let (sources, targets, transform): (Vec<&str>, Vec<&str>, _) = match t {
                OpTrait::AllTypesMatch(names) => (
                    names.iter().map(|n| n.as_ref()).collect(),
                    names.iter().map(|n| n.as_ref()).collect(),
                    None,
                ),
                OpTrait::TypesMatchWith { from, to } => (vec![from], vec![to], None),
                // A list of types cannot fill a single result (and an op with a
                // variadic result has none inferred).
                OpTrait::TypesMatchWithTransform {
                    from,
                    to,
                    transform,
                } if !transform.is_ranged() => (vec![from], vec![to], Some(*transform)),
                _ => continue,
            };
            let Some(mut ty) = sources.iter().find_map(|n| known(&results, n)) else {
                continue;
            };
            let pending = targets.iter().any(|n| {
                result_names
                    .iter()
                    .position(|r| r == n)
                    .is_some_and(|i| results[i].is_none())
            });
            if !pending {
                continue;
            }
            if let Some(transform) = transform {
                match apply_type_transform(ctx, transform, ty).as_deref() {
                    Some(&[t]) => ty = t,
                    _ => {
                        return Err(format!(
                        "`{op_name}`: the type `{}` of `{}` has no {transform:?} (TypesMatchWith)",
                        ctx.type_to_string(ty),
                        sources[0]
                    ))
                    }
                }
            }
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

/// The most types [`TypeTransform::ElementTypePerElement`] makes (`None` past it).
const MAX_ELEMENT_TYPES: usize = 1 << 20;

/// The types `transform` makes of `ty` (see [`TypeTransform`]): one type for a
/// single-valued transform, a list for a ranged one
/// ([`TypeTransform::is_ranged`]); `None` when `ty` is not of the kind the transform
/// reads (a function type for [`TypeTransform::FunctionInputs`], a statically shaped
/// vector or ranked tensor for [`TypeTransform::ElementTypePerElement`]), as MLIR's
/// C++ would assert.
///
/// ```
/// use pdll_runtime::dialect::{apply_type_transform, TypeTransform};
/// let mut ctx = pdll_runtime::Context::new();
/// let v = ctx.parse_type("vector<2x[4]xf32>").unwrap();
/// let i1 = apply_type_transform(&mut ctx, TypeTransform::I1SameShape, v).unwrap();
/// assert_eq!(ctx.type_to_string(i1[0]), "vector<2x[4]xi1>");
/// ```
pub fn apply_type_transform(
    ctx: &mut Context,
    transform: TypeTransform,
    ty: Type,
) -> Option<Vec<Type>> {
    let kind = ctx.type_kind(ty).clone();
    let element = match &kind {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
        _ => None,
    };
    match transform {
        TypeTransform::ElementType => Some(vec![element.unwrap_or(ty)]),
        TypeTransform::I1SameShape => Some(vec![i1_same_shape(ctx, ty)]),
        TypeTransform::FunctionInputs => match kind {
            TypeKind::Function { inputs, .. } => Some(inputs),
            _ => None,
        },
        TypeTransform::FunctionResults => match kind {
            TypeKind::Function { results, .. } => Some(results),
            _ => None,
        },
        TypeTransform::ElementTypePerElement => {
            let (shape, element) = match &kind {
                TypeKind::Vector {
                    shape,
                    scalable,
                    element,
                } if !scalable.contains(&true) => (shape, *element),
                TypeKind::RankedTensor { shape, element, .. } => (shape, *element),
                _ => return None,
            };
            let mut n: usize = 1;
            for &d in shape {
                n = n.checked_mul(usize::try_from(d).ok()?)?;
            }
            // More types than any op has operands for: not worth the memory.
            if n > MAX_ELEMENT_TYPES {
                return None;
            }
            Some(vec![element; n])
        }
        TypeTransform::DoubleTrailingDim | TypeTransform::HalveTrailingDim => {
            let TypeKind::Vector {
                mut shape,
                mut scalable,
                element,
            } = kind
            else {
                return None;
            };
            let double = transform == TypeTransform::DoubleTrailingDim;
            match shape.last_mut() {
                Some(last) if double => *last = last.checked_mul(2)?,
                Some(last) => {
                    if *last / 2 <= 0 {
                        return Some(vec![ty]);
                    }
                    *last /= 2;
                }
                None if double => {
                    shape = vec![2];
                    scalable = vec![false];
                }
                None => return None,
            }
            Some(vec![ctx.intern_type(TypeKind::Vector {
                shape,
                scalable,
                element,
            })])
        }
    }
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
        None => sizes_from_kinds(
            &reg.def.operands,
            n,
            "operand",
            reg.def.same_variadic_sizes("operand"),
        ),
    }
}

/// MLIR's `getI1SameShape`: a shaped type's shape (and layout, encoding, memory
/// space) with `i1` elements; `i1` for any other type.
pub(crate) fn i1_same_shape(ctx: &mut Context, ty: Type) -> Type {
    let i1 = ctx.intern_type(TypeKind::Integer {
        width: 1,
        signedness: Signedness::Signless,
    });
    let shaped = match ctx.type_kind(ty).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            element: i1,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape,
            element: i1,
            encoding,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { element: i1 },
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape,
            element: i1,
            layout,
            memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::UnrankedMemRef {
            element: i1,
            memory_space,
        },
        _ => return i1,
    };
    ctx.intern_type(shaped)
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

    #[test]
    fn type_transforms_compute_types() {
        let mut ctx = Context::new();
        let rows: &[(TypeTransform, &str, Option<&[&str]>)] = &[
            (
                TypeTransform::ElementType,
                "memref<4x?xf32, 1>",
                Some(&["f32"]),
            ),
            (TypeTransform::ElementType, "tensor<*xi8>", Some(&["i8"])),
            (
                TypeTransform::ElementType,
                "vector<[4]xbf16>",
                Some(&["bf16"]),
            ),
            (TypeTransform::ElementType, "index", Some(&["index"])),
            (TypeTransform::I1SameShape, "i32", Some(&["i1"])),
            (
                TypeTransform::I1SameShape,
                "vector<2x[4]xf32>",
                Some(&["vector<2x[4]xi1>"]),
            ),
            (
                TypeTransform::I1SameShape,
                "tensor<?x3xi64>",
                Some(&["tensor<?x3xi1>"]),
            ),
            (
                TypeTransform::I1SameShape,
                "tensor<*xf32>",
                Some(&["tensor<*xi1>"]),
            ),
            (
                TypeTransform::I1SameShape,
                "memref<2xf32, strided<[2]>, 3>",
                Some(&["memref<2xi1, strided<[2]>, 3>"]),
            ),
            (
                TypeTransform::FunctionInputs,
                "(i32, f32) -> index",
                Some(&["i32", "f32"]),
            ),
            (
                TypeTransform::FunctionResults,
                "(i32) -> (index, i1)",
                Some(&["index", "i1"]),
            ),
            (TypeTransform::FunctionResults, "() -> ()", Some(&[])),
            (TypeTransform::FunctionInputs, "i32", None),
            (
                TypeTransform::ElementTypePerElement,
                "vector<2x3xi8>",
                Some(&["i8"; 6]),
            ),
            (
                TypeTransform::ElementTypePerElement,
                "vector<f32>",
                Some(&["f32"]),
            ),
            (
                TypeTransform::ElementTypePerElement,
                "tensor<2xindex>",
                Some(&["index", "index"]),
            ),
            (
                TypeTransform::ElementTypePerElement,
                "tensor<0xf32>",
                Some(&[]),
            ),
            (TypeTransform::ElementTypePerElement, "tensor<?xf32>", None),
            (
                TypeTransform::ElementTypePerElement,
                "vector<[4]xf32>",
                None,
            ),
            (TypeTransform::ElementTypePerElement, "tensor<*xf32>", None),
            (
                TypeTransform::ElementTypePerElement,
                "vector<4096x4096xf32>",
                None,
            ),
        ];
        for (transform, from, want) in rows {
            let t = ctx.parse_type(from).unwrap();
            let got = apply_type_transform(&mut ctx, *transform, t).map(|ts| {
                ts.iter()
                    .map(|&t| ctx.type_to_string(t))
                    .collect::<Vec<_>>()
            });
            let want = want.map(|w| w.iter().map(|s| s.to_string()).collect::<Vec<_>>());
            assert_eq!(got, want, "{transform:?} of {from}");
            assert_eq!(
                transform.is_ranged(),
                matches!(
                    transform,
                    TypeTransform::FunctionInputs
                        | TypeTransform::FunctionResults
                        | TypeTransform::ElementTypePerElement
                )
            );
        }
    }

    #[test]
    fn transformed_types_fill_results() {
        let mut ctx = Context::new();
        let load = ctx
            .register_op(
                OpDefinition::new("memref.load")
                    .operand("memref")
                    .operand_group("indices", GroupKind::Variadic)
                    .result("result")
                    .with_trait(OpTrait::types_match_with_transform(
                        "memref",
                        "result",
                        TypeTransform::ElementType,
                    )),
            )
            .unwrap();
        let cmpi = ctx
            .register_op(
                OpDefinition::new("arith.cmpi")
                    .operand("lhs")
                    .operand("rhs")
                    .result("result")
                    .with_trait(OpTrait::types_match_with_transform(
                        "lhs",
                        "result",
                        TypeTransform::I1SameShape,
                    )),
            )
            .unwrap();
        let mut ir = Ir::new();
        let block = ir.create_block(&[]);
        let memref = ctx.parse_type("memref<4xf16>").unwrap();
        let vector = ctx.parse_type("vector<4xi32>").unwrap();
        let index = ctx.parse_type("index").unwrap();
        let m = ir.add_block_argument(block, memref);
        let i = ir.add_block_argument(block, index);
        let v = ir.add_block_argument(block, vector);
        let empty = ctx.empty_dictionary();
        let f16 = ctx.parse_type("f16").unwrap();
        assert_eq!(
            infer_result_types(&mut ctx, &ir, load, &[m, i], empty),
            Ok(Some(vec![f16]))
        );
        let vi1 = ctx.parse_type("vector<4xi1>").unwrap();
        assert_eq!(
            infer_result_types(&mut ctx, &ir, cmpi, &[v, v], empty),
            Ok(Some(vec![vi1]))
        );
    }
}
