//! Where the parser of a format finds each operand and result group's types when the
//! text does not write them, decided once per op as MLIR's generated parsers decide
//! it: a buildable type, another group (or typed attribute) the traits tie it to,
//! possibly through a known transform, or (results) the op's result-type inference.

use super::model::{CustomArg, Element, FormatProgram, TypeTarget};
use crate::dialect::{GroupKind, OpDefinition, OpTrait, TypeTransform};
use crate::types::{Signedness, Type, TypeKind};
use crate::Context;

/// A group or attribute a type comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TypeRef {
    /// Operand group `k`.
    Operand(usize),
    /// Result group `k`.
    Result(usize),
    /// The type of inherent attribute `i` (a typed attribute).
    Attribute(usize),
}

/// How one group's types are found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TypeSource {
    /// Written in the text (`type(...)`, `functional-type(...)`).
    Written,
    /// A buildable type (MLIR syntax).
    Buildable(Box<str>),
    /// The types of another group or attribute.
    Same(TypeRef),
    /// The types of another, transformed.
    Transformed(TypeRef, TypeTransform),
    /// The op's result-type inference (results only).
    Inferred,
}

/// The type sources of every operand group and result group, or the name of the
/// first group nothing determines.
pub(crate) fn type_sources(
    program: &FormatProgram,
    def: &OpDefinition,
) -> Result<(Vec<TypeSource>, Vec<TypeSource>), String> {
    let mut ops: Vec<Option<TypeSource>> = vec![None; def.operands.len()];
    let mut res: Vec<Option<TypeSource>> = vec![None; def.results.len()];
    mark_written(&program.elements, &mut ops, &mut res);
    for (k, g) in def.operands.iter().enumerate() {
        if ops[k].is_none() {
            if let Some(t) = &g.buildable_type {
                ops[k] = Some(TypeSource::Buildable(t.as_ref().into()));
            }
        }
    }
    for (k, g) in def.results.iter().enumerate() {
        if res[k].is_none() {
            if let Some(t) = &g.buildable_type {
                res[k] = Some(TypeSource::Buildable(t.as_ref().into()));
            }
        }
    }
    let find = |name: &str| -> Option<TypeRef> {
        if let Some(k) = def.operands.iter().position(|g| g.name == name) {
            return Some(TypeRef::Operand(k));
        }
        if let Some(k) = def.results.iter().position(|g| g.name == name) {
            return Some(TypeRef::Result(k));
        }
        def.attributes
            .iter()
            .position(|a| a.name == name)
            .map(TypeRef::Attribute)
    };
    // Propagate through the traits until nothing changes (chains are short).
    loop {
        let known = |r: TypeRef, ops: &[Option<TypeSource>], res: &[Option<TypeSource>]| match r
        {
            TypeRef::Operand(k) => ops[k].is_some(),
            TypeRef::Result(k) => res[k].is_some(),
            TypeRef::Attribute(_) => true,
        };
        let mut changed = false;
        for t in def.traits.iter() {
            let mut ties: Vec<(TypeRef, TypeRef, Option<TypeTransform>)> = Vec::new();
            match t {
                OpTrait::SameOperandsAndResultType => {
                    let all: Vec<TypeRef> = (0..ops.len())
                        .map(TypeRef::Operand)
                        .chain((0..res.len()).map(TypeRef::Result))
                        .collect();
                    if let Some(&from) = all.iter().find(|&&r| known(r, &ops, &res)) {
                        for &to in &all {
                            ties.push((from, to, None));
                        }
                    }
                }
                OpTrait::AllTypesMatch(names) => {
                    let refs: Vec<TypeRef> = names.iter().filter_map(|n| find(n)).collect();
                    if let Some(&from) = refs.iter().find(|&&r| known(r, &ops, &res)) {
                        for &to in &refs {
                            ties.push((from, to, None));
                        }
                    }
                }
                OpTrait::TypesMatchWith { from, to } => {
                    if let (Some(f), Some(t)) = (find(from), find(to)) {
                        ties.push((f, t, None));
                    }
                }
                OpTrait::TypesMatchWithTransform {
                    from,
                    to,
                    transform,
                } => {
                    if let (Some(f), Some(t)) = (find(from), find(to)) {
                        ties.push((f, t, Some(*transform)));
                    }
                }
                _ => {}
            }
            for (from, to, transform) in ties {
                if from == to || !known(from, &ops, &res) {
                    continue;
                }
                let slot = match to {
                    TypeRef::Operand(k) => &mut ops[k],
                    TypeRef::Result(k) => &mut res[k],
                    TypeRef::Attribute(_) => continue,
                };
                if slot.is_none() {
                    *slot = Some(match transform {
                        None => TypeSource::Same(from),
                        Some(x) => TypeSource::Transformed(from, x),
                    });
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let operands = ops
        .into_iter()
        .enumerate()
        .map(|(k, s)| {
            s.ok_or_else(|| {
                format!(
                    "type of operand #{k}, named '{}', is not buildable and a buildable type \
                     cannot be inferred",
                    def.operands[k].name
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let results = res
        .into_iter()
        .map(|s| s.unwrap_or(TypeSource::Inferred))
        .collect();
    Ok((operands, results))
}

/// Marks the groups whose types the format writes.
fn mark_written(
    elements: &[Element],
    ops: &mut [Option<TypeSource>],
    res: &mut [Option<TypeSource>],
) {
    let mut mark = |t: &TypeTarget, ops: &mut [Option<TypeSource>], res: &mut [Option<TypeSource>]| {
        match *t {
            TypeTarget::Operand(k) => ops[k] = Some(TypeSource::Written),
            TypeTarget::Result(k) => res[k] = Some(TypeSource::Written),
            TypeTarget::Operands => ops.iter_mut().for_each(|s| *s = Some(TypeSource::Written)),
            TypeTarget::Results => res.iter_mut().for_each(|s| *s = Some(TypeSource::Written)),
        }
    };
    for e in elements {
        match e {
            Element::Type { target, .. } => mark(target, ops, res),
            Element::FunctionalType { inputs, results } => {
                mark(inputs, ops, res);
                mark(results, ops, res);
            }
            Element::Custom { args, .. } => {
                for a in args {
                    if let CustomArg::Type(t) = a {
                        mark(t, ops, res);
                    }
                }
            }
            Element::Optional(g) => {
                mark_written(&g.then_elements, ops, res);
                mark_written(&g.else_elements, ops, res);
            }
            Element::OIList(clauses) => {
                for c in clauses {
                    mark_written(&c.elements, ops, res);
                }
            }
            _ => {}
        }
    }
}

/// Applies a known type transform.
pub(crate) fn apply_transform(ctx: &mut Context, t: Type, transform: TypeTransform) -> Type {
    match transform {
        TypeTransform::ElementType => element_type(ctx, t),
        TypeTransform::I1SameShape => {
            let i1 = ctx.intern_type(TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            });
            let kind = match ctx.type_kind(t).clone() {
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
                _ => return i1,
            };
            ctx.intern_type(kind)
        }
    }
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn element_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => t,
    }
}

/// Whether a group of `kind` holds exactly one value.
pub(crate) fn is_single(kind: GroupKind) -> bool {
    kind == GroupKind::Single
}
