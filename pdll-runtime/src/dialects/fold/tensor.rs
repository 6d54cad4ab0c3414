//! The folders of MLIR 19's `tensor` dialect (`TensorOps.cpp`). Its constant
//! materializer is `arith.constant`'s ([`super::materialize_arith_constant`]).
//!
//! Elements attributes are kept as `dense<...>` text; the folders read the elements
//! of integer, float and bool element types from it ([`Elements`]) and build new ones
//! as text the attribute parser reads back (a splat when all elements are equal, as
//! `DenseElementsAttr::get` makes one). Hex (`dense<"0x...">`), complex, string and
//! resource elements do not fold.
//!
//! | op | MLIR 19 fold | here |
//! |---|---|---|
//! | `tensor.cast` | a cast to its own type: the source | yes (a cast of a cast is a canonicalization pattern) |
//! | `tensor.bitcast` | a cast to its own type: the source (the `CastOpInterface` trait fold) | yes |
//! | `tensor.dim` | a static size; a dynamic one from `tensor.generate`'s extents or a non-rank-reducing `tensor.extract_slice`'s size; else `foldTensorCast` (operands from a `tensor.cast` that keeps static information take its source, in place) | yes |
//! | `tensor.rank` | the rank of a ranked operand | yes |
//! | `tensor.extract` | of a splat constant: its value; of `tensor.from_elements` at constant indices: that element; of a constant at constant indices: that element | yes |
//! | `tensor.from_elements` | all elements constant: a dense constant | yes |
//! | `tensor.insert` | a constant equal to a splat destination's value: the destination | yes |
//! | `tensor.splat` | of an integer or float constant, static shape: a splat constant | yes |
//! | `tensor.expand_shape`, `tensor.collapse_shape` | identity; of the inverse reshape (see [`super::memref`]); of a constant: the constant reshaped | yes |
//! | `tensor.extract_slice` | of a splat constant with a static result: the splat resized; same type and identity offsets, sizes and strides: the source; of a `tensor.insert_slice` of the result type at the same offsets, sizes and strides (equal static entries, the same values): the inserted value | yes |
//! | `tensor.insert_slice` | identity; into an insert_slice of the same source type at the same place: insert into its destination, in place; inserting what was extracted from the destination at the same place: the destination; a size that is the constant 0: the destination | yes |
//! | `tensor.pad` | a static result of the source type without `nofold`: the source | yes |
//! | `tensor.reshape` | a splat constant, static result: the splat resized; of a reshape: reshape its source, in place; to the source's ranked type: the source when it is 1-D, or when the shape is a `tensor.from_elements` of constants equal to the static sizes and `tensor.dim`s of the source at their own index | yes |
//! | `tensor.gather`, `tensor.unpack` | a splat constant source, static result: the splat resized | yes |
//! | `tensor.pack` | as `tensor.gather`, when a constant padding value equals the splat's value (a padding value that is no constant does not stop the fold) | yes |
//! | `tensor.concat` | one input of the result type: that input | yes |
//! | `tensor.extract`, `tensor.from_elements` of complex elements | via `complex.constant` | no: complex elements are not read |
//! | `tensor.parallel_insert_slice`, `tensor.scatter`, `tensor.generate`, `tensor.empty` | none, or canonicalization patterns only | none |

use super::memref::{
    const_int, defined_by, dynamic_dim_index, fold_dim_common, fold_rank, fold_reshape,
    is_constant_int, mixed, ranked_shape, segment,
};
use crate::attributes::{AttrKind, Attribute};
use crate::fold::{FoldOutcome, Folding, OpFoldResult};
use crate::types::{Type, TypeKind, DYNAMIC_DIM};
use crate::Context;

/// Installs the tensor dialect's folders.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_folder("tensor.cast", fold_cast);
    ctx.register_folder("tensor.bitcast", |f: &mut Folding<'_>| {
        super::memref::fold_cast_interface(f, FoldOutcome::Failed)
    });
    ctx.register_folder("tensor.dim", fold_dim);
    ctx.register_folder("tensor.rank", fold_rank);
    ctx.register_folder("tensor.extract", fold_extract);
    ctx.register_folder("tensor.from_elements", fold_from_elements);
    ctx.register_folder("tensor.insert", fold_insert);
    ctx.register_folder("tensor.splat", fold_splat);
    ctx.register_folder("tensor.expand_shape", |f: &mut Folding<'_>| {
        fold_tensor_reshape(f, "tensor.collapse_shape")
    });
    ctx.register_folder("tensor.collapse_shape", |f: &mut Folding<'_>| {
        fold_tensor_reshape(f, "tensor.expand_shape")
    });
    ctx.register_folder("tensor.extract_slice", fold_extract_slice);
    ctx.register_folder("tensor.insert_slice", fold_insert_slice);
    ctx.register_folder("tensor.pad", fold_pad);
    ctx.register_folder("tensor.reshape", fold_reshape_op);
    ctx.register_folder("tensor.gather", |f: &mut Folding<'_>| {
        reshape_constant_source(f, None)
    });
    ctx.register_folder("tensor.pack", fold_pack);
    ctx.register_folder("tensor.unpack", |f: &mut Folding<'_>| {
        reshape_constant_source(f, None)
    });
    ctx.register_folder("tensor.concat", fold_concat);
}

/// The elements of a `dense<...>` attribute of integer, float or bool elements, as
/// text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Elements {
    /// The shaped type.
    pub ty: Type,
    /// The element type.
    pub element: Type,
    /// The static shape.
    pub shape: Vec<i64>,
    /// One element's text when the attribute is a splat.
    pub splat: Option<String>,
    /// Every element's text, in row-major order (the splat repeated).
    pub values: Vec<String>,
}

impl Elements {
    /// Reads `attr`; `None` for other attributes and element kinds.
    pub(crate) fn read(ctx: &Context, attr: Attribute) -> Option<Elements> {
        let AttrKind::Dense { body, ty } = ctx.attr_kind(attr) else {
            return None;
        };
        let (shape, element) = match ctx.type_kind(*ty) {
            TypeKind::RankedTensor { shape, element, .. } => (shape.clone(), *element),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } if !scalable.iter().any(|&s| s) => (shape.clone(), *element),
            _ => return None,
        };
        if shape.iter().any(|&d| d < 0)
            || !matches!(
                ctx.type_kind(element),
                TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
            )
        {
            return None;
        }
        let count = shape
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(d as usize))?;
        let body = body.trim();
        if body.contains(['"', '(']) {
            return None;
        }
        if !body.starts_with('[') {
            if body.is_empty() || count > 1 << 20 {
                return None;
            }
            return Some(Elements {
                ty: *ty,
                element,
                shape,
                splat: Some(body.to_string()),
                values: vec![body.to_string(); count],
            });
        }
        let values: Vec<String> = body
            .split([',', '[', ']'])
            .map(str::trim)
            .filter(|e| !e.is_empty())
            .map(str::to_string)
            .collect();
        if values.len() != count {
            return None;
        }
        Some(Elements {
            ty: *ty,
            element,
            shape,
            splat: None,
            values,
        })
    }

    /// The attribute of element `i`.
    pub(crate) fn element(&self, ctx: &mut Context, i: usize) -> Option<Attribute> {
        element_attr(ctx, self.values.get(i)?, self.element)
    }

    /// The row-major index of `indices`, if in bounds.
    pub(crate) fn flat_index(&self, indices: &[i64]) -> Option<usize> {
        if indices.len() != self.shape.len() {
            return None;
        }
        let mut flat = 0usize;
        for (&i, &d) in indices.iter().zip(&self.shape) {
            if i < 0 || i >= d {
                return None;
            }
            flat = flat * d as usize + i as usize;
        }
        Some(flat)
    }
}

/// The attribute of one element's text of type `element`.
pub(crate) fn element_attr(ctx: &mut Context, text: &str, element: Type) -> Option<Attribute> {
    let ty = ctx.type_to_string(element);
    if ty == "i1" {
        return match text {
            "true" | "1" => Some(ctx.intern_attr(AttrKind::Bool(true))),
            "false" | "0" => Some(ctx.intern_attr(AttrKind::Bool(false))),
            _ => None,
        };
    }
    ctx.parse_attribute(&format!("{text} : {ty}")).ok()
}

/// The text of a scalar integer, float or bool attribute of type `element`, as an
/// element of a `dense<...>` literal.
pub(crate) fn element_text(ctx: &Context, a: Attribute, element: Type) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::Bool(b) => {
            let i1 = matches!(ctx.type_kind(element), TypeKind::Integer { width: 1, .. });
            i1.then(|| b.to_string())
        }
        AttrKind::Integer { value, ty } if *ty == element => Some(value.to_string()),
        AttrKind::Float { ty, .. } if *ty == element => {
            let text = ctx.attr_to_string(a);
            let suffix = format!(" : {}", ctx.type_to_string(element));
            text.strip_suffix(&suffix).map(str::to_string)
        }
        _ => None,
    }
}

/// A `dense<...>` attribute of type `ty` (static shape `shape`) of the elements'
/// texts: a splat when they are all equal.
pub(crate) fn dense_of(
    ctx: &mut Context,
    ty: Type,
    shape: &[i64],
    values: &[String],
) -> Option<Attribute> {
    let count = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))?;
    if values.len() != count {
        return None;
    }
    let body = match values.first() {
        Some(first) if values.iter().all(|v| v == first) => first.clone(),
        None if count == 0 => {
            let mut s = String::new();
            nest(&mut s, shape, &[]);
            s
        }
        _ => {
            let mut s = String::new();
            nest(&mut s, shape, values);
            s
        }
    };
    let text = format!("dense<{body}> : {}", ctx.type_to_string(ty));
    ctx.parse_attribute(&text).ok()
}

/// `[[a, b], [c, d]]` of `values` over `shape`.
fn nest(out: &mut String, shape: &[i64], values: &[String]) {
    match shape {
        [] => out.push_str(values.first().map_or("", String::as_str)),
        [d, rest @ ..] => {
            let d = *d as usize;
            let chunk: usize = rest.iter().map(|&x| x as usize).product();
            out.push('[');
            for i in 0..d {
                if i > 0 {
                    out.push_str(", ");
                }
                let start = (i * chunk).min(values.len());
                let end = ((i + 1) * chunk).min(values.len());
                nest(out, rest, &values[start..end]);
            }
            out.push(']');
        }
    }
}

/// A splat `dense<...>` of type `ty` with the element text `value`, when `ty` has a
/// static shape.
pub(crate) fn splat_of(ctx: &mut Context, ty: Type, value: &str) -> Option<Attribute> {
    static_shape(ctx, ty)?;
    let text = format!("dense<{value}> : {}", ctx.type_to_string(ty));
    ctx.parse_attribute(&text).ok()
}

/// The shape of a ranked tensor or fixed vector type without dynamic sizes.
pub(crate) fn static_shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } if !shape.contains(&DYNAMIC_DIM) => {
            Some(shape.clone())
        }
        TypeKind::Vector {
            shape, scalable, ..
        } if !scalable.iter().any(|&s| s) => Some(shape.clone()),
        _ => None,
    }
}

/// The element type of a shaped type.
fn element_of(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::Vector { element, .. }
        | TypeKind::MemRef { element, .. } => Some(*element),
        _ => None,
    }
}

/// `tensor.cast` to its own type: the source.
fn fold_cast(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 1 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    if f.ir().value_type(src) == f.result_type(0) {
        return f.push(OpFoldResult::Value(src));
    }
    FoldOutcome::Failed
}

/// `tensor::preservesStaticInformation(source, target)`.
fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (
        TypeKind::RankedTensor {
            shape: ss,
            element: se,
            ..
        },
        TypeKind::RankedTensor {
            shape: ts,
            element: te,
            ..
        },
    ) = (ctx.type_kind(source), ctx.type_kind(target))
    else {
        return false;
    };
    se == te
        && ss.len() == ts.len()
        && !ss
            .iter()
            .zip(ts)
            .any(|(&s, &t)| s != DYNAMIC_DIM && t == DYNAMIC_DIM)
}

/// `tensor::foldTensorCast`: operands from a `tensor.cast` whose source is at least as
/// static as its result take that source, in place.
pub(crate) fn fold_tensor_cast(f: &mut Folding<'_>) -> FoldOutcome {
    let mut outcome = FoldOutcome::Failed;
    for i in 0..f.num_operands() {
        let v = f.operand(i);
        let Some(cast) = defined_by(f.ctx_ref(), f.ir(), v, "tensor.cast") else {
            continue;
        };
        let Some(&src) = f.ir().operands(cast).first() else {
            continue;
        };
        let (rt, st) = (f.ir().value_type(v), f.ir().value_type(src));
        if preserves_static_information(f.ctx_ref(), rt, st)
            && f.set_operand(i, src) == FoldOutcome::InPlace
        {
            outcome = FoldOutcome::InPlace;
        }
    }
    outcome
}

/// `tensor.dim` (see the module docs).
fn fold_dim(f: &mut Folding<'_>) -> FoldOutcome {
    let (source, shape, i) = match fold_dim_common(f, |t| match t {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }) {
        Ok(dynamic) => dynamic,
        Err(outcome) => return outcome,
    };
    let from_producer = {
        let (ctx, ir) = (f.ctx_ref(), f.ir());
        if let Some(gen) = defined_by(ctx, ir, source, "tensor.generate") {
            ir.operands(gen).get(dynamic_dim_index(&shape, i)).copied()
        } else if let Some(slice) = defined_by(ctx, ir, source, "tensor.extract_slice") {
            let src_rank = ir
                .operands(slice)
                .first()
                .and_then(|&s| ranked_shape(ctx, ir.value_type(s)))
                .map(<[i64]>::len);
            if src_rank == Some(shape.len()) {
                match mixed(ctx, ir, slice, "static_sizes", 2).and_then(|m| m.get(i).copied()) {
                    Some(super::memref::Mixed::Dynamic(v)) => Some(v),
                    _ => None,
                }
            } else {
                None
            }
        } else {
            None
        }
    };
    if let Some(v) = from_producer {
        return f.push(OpFoldResult::Value(v));
    }
    fold_tensor_cast(f)
}

/// `tensor.extract` (see the module docs).
fn fold_extract(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() == 0 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let elements = f.constant(0).and_then(|a| Elements::read(f.ctx_ref(), a));
    if let Some(e) = &elements {
        if e.splat.is_some() {
            if let Some(a) = e
                .splat
                .clone()
                .and_then(|s| element_attr(f.ctx(), &s, e.element))
            {
                return f.push(OpFoldResult::Attribute(a));
            }
        }
    }
    let mut indices = Vec::with_capacity(f.num_operands() - 1);
    for i in 1..f.num_operands() {
        match const_int(f.ctx_ref(), f.constant(i)) {
            Some(v) => indices.push(v),
            None => return FoldOutcome::Failed,
        }
    }
    let tensor = f.operand(0);
    if let Some(from) = defined_by(f.ctx_ref(), f.ir(), tensor, "tensor.from_elements") {
        let Some(shape) = ranked_shape(f.ctx_ref(), f.ir().value_type(tensor)).map(<[i64]>::to_vec)
        else {
            return FoldOutcome::Failed;
        };
        if shape.len() != indices.len() {
            return FoldOutcome::Failed;
        }
        // MLIR's flat index, computed without bounds checks per dimension.
        let mut flat: i64 = 0;
        let mut stride: i64 = 1;
        for d in (0..shape.len()).rev() {
            flat = flat.wrapping_add(indices[d].wrapping_mul(stride));
            stride = stride.wrapping_mul(shape[d]);
        }
        let elems = f.ir().operands(from);
        if flat < 0 || flat as usize >= elems.len() {
            return FoldOutcome::Failed;
        }
        let v = elems[flat as usize];
        return f.push(OpFoldResult::Value(v));
    }
    if let Some(e) = elements {
        if let Some(a) = e.flat_index(&indices).and_then(|i| e.element(f.ctx(), i)) {
            return f.push(OpFoldResult::Attribute(a));
        }
    }
    FoldOutcome::Failed
}

/// `tensor.from_elements` of constants: a dense constant.
fn fold_from_elements(f: &mut Folding<'_>) -> FoldOutcome {
    if f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let ty = f.result_type(0);
    let (Some(shape), Some(element)) = (static_shape(f.ctx_ref(), ty), element_of(f.ctx_ref(), ty))
    else {
        return FoldOutcome::Failed;
    };
    let mut values = Vec::with_capacity(f.num_operands());
    for i in 0..f.num_operands() {
        let Some(text) = f
            .constant(i)
            .and_then(|a| element_text(f.ctx_ref(), a, element))
        else {
            return FoldOutcome::Failed;
        };
        values.push(text);
    }
    match dense_of(f.ctx(), ty, &shape, &values) {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// `tensor.insert` of a splat destination's own value: the destination.
fn fold_insert(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() < 2 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let (Some(scalar), Some(dest)) = (f.constant(0), f.constant(1)) else {
        return FoldOutcome::Failed;
    };
    let Some(e) = Elements::read(f.ctx_ref(), dest) else {
        return FoldOutcome::Failed;
    };
    let Some(splat) = e.splat.as_deref() else {
        return FoldOutcome::Failed;
    };
    if element_attr(f.ctx(), splat, e.element) == Some(scalar) {
        return f.push(OpFoldResult::Attribute(dest));
    }
    FoldOutcome::Failed
}

/// `tensor.splat` of an integer or float constant: a splat constant.
fn fold_splat(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 1 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let ty = f.result_type(0);
    splat_fold(f, ty)
}

/// A splat constant of type `ty` of operand 0's integer or float constant.
pub(crate) fn splat_fold(f: &mut Folding<'_>, ty: Type) -> FoldOutcome {
    let Some(c) = f.constant(0) else {
        return FoldOutcome::Failed;
    };
    let Some(element) = element_of(f.ctx_ref(), ty) else {
        return FoldOutcome::Failed;
    };
    let Some(text) = element_text(f.ctx_ref(), c, element) else {
        return FoldOutcome::Failed;
    };
    match splat_of(f.ctx(), ty, &text) {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// `tensor.expand_shape` / `tensor.collapse_shape`: `foldReshapeOp`.
fn fold_tensor_reshape(f: &mut Folding<'_>, inverse: &str) -> FoldOutcome {
    if f.num_operands() == 0 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let rt = f.result_type(0);
    if f.ir().value_type(src) == rt {
        return f.push(OpFoldResult::Value(src));
    }
    if let Some(e) = f.constant(0).and_then(|a| Elements::read(f.ctx_ref(), a)) {
        if let Some(shape) = static_shape(f.ctx_ref(), rt) {
            if let Some(a) = dense_of(f.ctx(), rt, &shape, &e.values) {
                return f.push(OpFoldResult::Attribute(a));
            }
        }
    }
    fold_reshape(f, inverse)
}

/// `reshapeConstantSource`: operand 0 a splat constant and the result of a static
/// shape: the splat resized; with `pad`, only when the splat's value is `pad`.
fn reshape_constant_source(f: &mut Folding<'_>, pad: Option<Attribute>) -> FoldOutcome {
    if f.num_operands() == 0 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let rt = f.result_type(0);
    let Some(e) = f.constant(0).and_then(|a| Elements::read(f.ctx_ref(), a)) else {
        return FoldOutcome::Failed;
    };
    let Some(s) = e.splat else {
        return FoldOutcome::Failed;
    };
    if let Some(pad) = pad {
        if element_attr(f.ctx(), &s, e.element) != Some(pad) {
            return FoldOutcome::Failed;
        }
    }
    match splat_of(f.ctx(), rt, &s) {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// `tensor.pack` of a splat constant: the splat resized, when a constant padding
/// value is that of the splat. (A padding value that is not a constant does not stop
/// the fold, as in MLIR.)
fn fold_pack(f: &mut Folding<'_>) -> FoldOutcome {
    let pad = {
        let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
        match segment(ctx, ir, op, 2) {
            Some(r) if r.len() == 1 => f.constant(r.start),
            _ => None,
        }
    };
    reshape_constant_source(f, pad)
}

/// `tensor.concat` of one input of the result type: the input.
fn fold_concat(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 1 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let input = f.operand(0);
    if f.ir().value_type(input) == f.result_type(0) {
        return f.push(OpFoldResult::Value(input));
    }
    FoldOutcome::Failed
}

/// `tensor.reshape`: a splat constant resized; of a reshape: reshape its source, in
/// place; to the source's ranked type: the source when it is 1-D or the shape is a
/// `tensor.from_elements` of the source's sizes (constants equal to static sizes,
/// `tensor.dim`s of the source at their own index).
fn fold_reshape_op(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 2 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    if reshape_constant_source(f, None) == FoldOutcome::Folded {
        return FoldOutcome::Folded;
    }
    let source = f.operand(0);
    if let Some(prev) = defined_by(f.ctx_ref(), f.ir(), source, "tensor.reshape") {
        if let Some(&prev_src) = f.ir().operands(prev).first() {
            if f.set_operand(0, prev_src) == FoldOutcome::InPlace {
                let r = f.result(0);
                return f.push(OpFoldResult::Value(r));
            }
        }
    }
    let source = f.operand(0);
    let st = f.ir().value_type(source);
    if st != f.result_type(0) {
        return FoldOutcome::Failed;
    }
    let Some(shape) = (match f.ctx_ref().type_kind(st) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }) else {
        return FoldOutcome::Failed;
    };
    if shape.len() == 1 {
        return f.push(OpFoldResult::Value(source));
    }
    let noop = {
        let (ctx, ir) = (f.ctx_ref(), f.ir());
        let shape_value = f.operand(1);
        match defined_by(ctx, ir, shape_value, "tensor.from_elements") {
            Some(from) => {
                let elements = ir.operands(from);
                elements.len() == shape.len()
                    && elements.iter().enumerate().all(|(id, &e)| {
                        if let Some(c) = crate::dialects::support::constant_int(ctx, ir, e) {
                            // MLIR's `kDynamic` is `INT64_MIN`.
                            let d = if shape[id] == DYNAMIC_DIM {
                                i64::MIN
                            } else {
                                shape[id]
                            };
                            return c == i128::from(d);
                        }
                        match defined_by(ctx, ir, e, "tensor.dim") {
                            Some(dim) => {
                                let ops = ir.operands(dim);
                                ops.len() == 2
                                    && ops[0] == source
                                    && crate::dialects::support::constant_int(ctx, ir, ops[1])
                                        == Some(id as i128)
                            }
                            None => false,
                        }
                    })
            }
            None => false,
        }
    };
    if noop {
        return f.push(OpFoldResult::Value(source));
    }
    FoldOutcome::Failed
}

/// `foldIdentityOffsetSizeAndStrideOpInterface`: zero offsets, unit strides, and the
/// sizes of the static shape of `ty`.
fn identity_offsets_sizes_strides(f: &Folding<'_>, ty: Type) -> bool {
    let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
    let Some(shape) = ranked_shape(ctx, ty) else {
        return false;
    };
    let (Some(offsets), Some(sizes), Some(strides)) = (
        mixed(ctx, ir, op, "static_offsets", 1),
        mixed(ctx, ir, op, "static_sizes", 2),
        mixed(ctx, ir, op, "static_strides", 3),
    ) else {
        return false;
    };
    // An insert_slice's groups are source, dest, offsets, sizes, strides.
    offsets.iter().all(|&o| is_constant_int(ctx, ir, o, 0))
        && strides.iter().all(|&s| is_constant_int(ctx, ir, s, 1))
        && sizes.len() == shape.len()
        && sizes
            .iter()
            .zip(shape)
            .all(|(&s, &d)| d != DYNAMIC_DIM && is_constant_int(ctx, ir, s, d))
}

/// `tensor.extract_slice`: a splat constant resized; the identity slice.
fn fold_extract_slice(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() == 0 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let rt = f.result_type(0);
    if let Some(e) = f.constant(0).and_then(|a| Elements::read(f.ctx_ref(), a)) {
        if let Some(s) = e.splat {
            if let Some(a) = splat_of(f.ctx(), rt, &s) {
                return f.push(OpFoldResult::Attribute(a));
            }
        }
    }
    let src = f.operand(0);
    if f.ir().value_type(src) == rt && identity_offsets_sizes_strides(f, rt) {
        return f.push(OpFoldResult::Value(src));
    }
    // `foldExtractAfterInsertSlice`: of a `tensor.insert_slice` of the result type at
    // the same offsets, sizes and strides: the inserted value.
    let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
    if let Some(insert) = defined_by(ctx, ir, src, "tensor.insert_slice") {
        if let Some(&inserted) = ir.operands(insert).first() {
            if ir.value_type(inserted) == rt && same_slice(ctx, ir, op, 1, insert, 2) {
                return f.push(OpFoldResult::Value(inserted));
            }
        }
    }
    FoldOutcome::Failed
}

/// MLIR's `isSameAs` with `==` on `OpFoldResult`s: `a`'s offsets, sizes and strides
/// (operand groups from `ga`) are `b`'s (from `gb`), static entries equal and dynamic
/// ones the same values.
fn same_slice(
    ctx: &Context,
    ir: &crate::ir::Ir,
    a: crate::ir::Op,
    ga: usize,
    b: crate::ir::Op,
    gb: usize,
) -> bool {
    ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
        .all(|(k, name)| {
            match (
                mixed(ctx, ir, a, name, ga + k),
                mixed(ctx, ir, b, name, gb + k),
            ) {
                (Some(x), Some(y)) => x == y,
                _ => false,
            }
        })
}

/// `tensor.insert_slice`: the identity insertion (a static source of the
/// destination's type, the whole of it).
fn fold_insert_slice(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() < 2 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let (st, rt) = (f.ir().value_type(src), f.result_type(0));
    let static_shape = ranked_shape(f.ctx_ref(), st).is_some_and(|s| !s.contains(&DYNAMIC_DIM));
    // Groups: source, dest, offsets, sizes, strides.
    let identity = {
        let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
        let shape = ranked_shape(ctx, rt).unwrap_or(&[]);
        match (
            mixed(ctx, ir, op, "static_offsets", 2),
            mixed(ctx, ir, op, "static_sizes", 3),
            mixed(ctx, ir, op, "static_strides", 4),
        ) {
            (Some(o), Some(s), Some(st)) => {
                o.iter().all(|&x| is_constant_int(ctx, ir, x, 0))
                    && st.iter().all(|&x| is_constant_int(ctx, ir, x, 1))
                    && s.len() == shape.len()
                    && s.iter()
                        .zip(shape)
                        .all(|(&x, &d)| d != DYNAMIC_DIM && is_constant_int(ctx, ir, x, d))
            }
            _ => false,
        }
    };
    if static_shape && st == rt && identity {
        return f.push(OpFoldResult::Value(src));
    }
    let dest = f.operand(1);
    // `foldInsertAfterInsertSlice`: into an insert_slice of a source of the same type
    // at the same place: insert into its destination, in place.
    let prev_dest = {
        let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
        defined_by(ctx, ir, dest, "tensor.insert_slice").and_then(|prev| {
            let ops = ir.operands(prev);
            (ops.len() >= 2 && ir.value_type(ops[0]) == st && same_slice(ctx, ir, prev, 2, op, 2))
                .then(|| ops[1])
        })
    };
    if let Some(d) = prev_dest {
        if f.set_operand(1, d) == FoldOutcome::InPlace {
            let r = f.result(0);
            return f.push(OpFoldResult::Value(r));
        }
    }
    // `foldInsertAfterExtractSlice`: inserting what was extracted from the
    // destination at the same place: the destination.
    let dest = f.operand(1);
    let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
    if let Some(extract) = defined_by(ctx, ir, src, "tensor.extract_slice") {
        if ir.operands(extract).first() == Some(&dest) && same_slice(ctx, ir, extract, 1, op, 2) {
            return f.push(OpFoldResult::Value(dest));
        }
    }
    // A size of zero: nothing is inserted.
    let empty = mixed(ctx, ir, op, "static_sizes", 3)
        .is_some_and(|sizes| sizes.iter().any(|&s| is_constant_int(ctx, ir, s, 0)));
    if empty {
        return f.push(OpFoldResult::Value(dest));
    }
    FoldOutcome::Failed
}

/// `tensor.pad` of a static source of the result type, without `nofold`: the source.
fn fold_pad(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() == 0 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let rt = f.result_type(0);
    let static_shape = ranked_shape(f.ctx_ref(), rt).is_some_and(|s| !s.contains(&DYNAMIC_DIM));
    let nofold = f.attr("nofold").is_some_and(|a| {
        matches!(
            f.ctx_ref().attr_kind(a),
            AttrKind::Unit | AttrKind::Bool(true)
        )
    });
    if static_shape && f.ir().value_type(src) == rt && !nofold {
        return f.push(OpFoldResult::Value(src));
    }
    FoldOutcome::Failed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_read_and_build() {
        let mut ctx = Context::new();
        let a = ctx
            .parse_attribute("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>")
            .unwrap();
        let e = Elements::read(&ctx, a).unwrap();
        assert_eq!(e.values, ["1", "2", "3", "4"]);
        assert_eq!(e.flat_index(&[1, 0]), Some(2));
        assert_eq!(e.flat_index(&[2, 0]), None);
        let three = e.element(&mut ctx, 2).unwrap();
        assert_eq!(ctx.attr_to_string(three), "3 : i32");
        let t = ctx.parse_type("tensor<4xi32>").unwrap();
        let b = dense_of(&mut ctx, t, &[4], &e.values).unwrap();
        assert_eq!(ctx.attr_to_string(b), "dense<[1, 2, 3, 4]> : tensor<4xi32>");
        let s = dense_of(
            &mut ctx,
            t,
            &[4],
            &["7".into(), "7".into(), "7".into(), "7".into()],
        )
        .unwrap();
        assert_eq!(ctx.attr_to_string(s), "dense<7> : tensor<4xi32>");
        let f = ctx.parse_attribute("dense<2.5> : tensor<3xf32>").unwrap();
        let e = Elements::read(&ctx, f).unwrap();
        let x = e.element(&mut ctx, 1).unwrap();
        assert_eq!(ctx.attr_to_string(x), "2.500000e+00 : f32");
        let hex = ctx
            .parse_attribute("dense<\"0x01000000\"> : tensor<1xi32>")
            .unwrap();
        let _ = Elements::read(&ctx, hex);
    }
}
