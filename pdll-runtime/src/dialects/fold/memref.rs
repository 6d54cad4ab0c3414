//! The folders of MLIR 19's `memref` dialect (`MemRefOps.cpp`). Its constant
//! materializer is `arith.constant`'s ([`super::materialize_arith_constant`]).
//!
//! `foldMemRefCast`: every operand defined by a `memref.cast` whose source is not an
//! unranked memref takes the cast's source, in place (except the value an op stores).
//!
//! | op | MLIR 19 fold | here |
//! |---|---|---|
//! | `memref.dim` | a static size of a ranked memref; a dynamic one from the size operand of `memref.alloc`, `memref.alloca`, `memref.view`, `memref.subview`, or an `OffsetSizeAndStrideOpInterface` op (`memref.reinterpret_cast`); else `foldMemRefCast` | yes, but for a `memref.subview` only when it is not rank-reducing (the dropped dimensions of a rank-reducing one are not computed) |
//! | `memref.rank` | the rank of a ranked operand | yes |
//! | `memref.cast` | `foldMemRefCast` (a cast of a cast casts the first source); then, as for `memref.memory_space_cast`, the `CastOpInterface` trait fold (a cast to its own type is its source) | yes |
//! | `memref.load`, `memref.store`, `memref.dealloc`, `memref.prefetch`, `memref.dma_start`, `memref.dma_wait`, `memref.atomic_rmw` | `foldMemRefCast` (`store` and `atomic_rmw` keep their value) | yes |
//! | `memref.transpose` | an identity permutation between equal types: the source; a transpose of a transpose: the inner source and the composed permutation, in place (no `foldMemRefCast` in 19) | yes |
//! | `memref.copy` | operands from a `memref.cast` that `CastOp::canFoldIntoConsumerOp` allows take its source | yes for identity and `strided<...>` layouts; other layouts (affine maps) do not fold |
//! | `memref.memory_space_cast` | of a `memory_space_cast`: cast the first source, in place | yes |
//! | `memref.reinterpret_cast` | of a `reinterpret_cast`, a `cast`, or a `subview` of zero offsets: take its source, in place; same static type and offset 0: the source | yes |
//! | `memref.subview` | same static type as the source: the source; of a subview of the same sizes, with zero offsets and unit strides and the same type: the source | yes |
//! | `memref.expand_shape`, `memref.collapse_shape` | identity; of the inverse reshape from the result type: that source, when it has at most one dynamic size, or the two have the same reassociation and either the inverse expanded or no group of the source has two dynamic sizes (`foldReshapeOp`) | yes |
//! | `memref.extract_strided_metadata` | constant offsets, sizes and strides replace their uses by new constants | no: it creates constants inside the fold, which a runtime folder cannot |
//! | `memref.view`, `memref.alloc`, `memref.alloca`, `memref.get_global`, `memref.realloc`, ... | none (canonicalization patterns only) | none |

use crate::asm::affine::{AffineExpr, AffineMap};
use crate::attributes::{AttrKind, Attribute};
use crate::fold::{FoldOutcome, Folding, OpFoldResult};
use crate::ir::{Ir, Op, Value};
use crate::types::{Type, TypeKind, DYNAMIC_DIM};
use crate::Context;

/// `ShapedType::kDynamic` as the `static_*` arrays hold it.
const K_DYNAMIC: i64 = i64::MIN;

/// Installs the memref dialect's folders.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_folder("memref.dim", fold_dim);
    ctx.register_folder("memref.rank", fold_rank);
    ctx.register_folder("memref.cast", |f: &mut Folding<'_>| {
        let outcome = fold_memref_cast_in_place(f, None);
        fold_cast_interface(f, outcome)
    });
    for (name, keep) in [
        ("memref.load", None),
        ("memref.store", Some(0)),
        ("memref.dealloc", None),
        ("memref.prefetch", None),
        ("memref.dma_start", None),
        ("memref.dma_wait", None),
        ("memref.atomic_rmw", Some(0)),
    ] {
        ctx.register_folder(name, move |f: &mut Folding<'_>| {
            fold_memref_cast_in_place(f, keep)
        });
    }
    ctx.register_folder("memref.transpose", fold_transpose);
    ctx.register_folder("memref.copy", fold_copy);
    ctx.register_folder("memref.memory_space_cast", fold_memory_space_cast);
    ctx.register_folder("memref.reinterpret_cast", fold_reinterpret_cast);
    ctx.register_folder("memref.subview", fold_subview);
    ctx.register_folder("memref.expand_shape", |f: &mut Folding<'_>| {
        fold_reshape(f, "memref.collapse_shape")
    });
    ctx.register_folder("memref.collapse_shape", |f: &mut Folding<'_>| {
        fold_reshape(f, "memref.expand_shape")
    });
}

/// The op defining `v` when it is a registered op named `name`.
pub(crate) fn defined_by(ctx: &Context, ir: &Ir, v: Value, name: &str) -> Option<Op> {
    let op = ir.defining_op(v)?;
    let n = ir.op_name(op);
    (ctx.op_name_str(n) == name && ctx.is_registered_op(n)).then_some(op)
}

/// `memref::foldMemRefCast`: operands (but one equal to operand `keep`) defined by a
/// `memref.cast` of a ranked source take that source, in place.
pub(crate) fn fold_memref_cast_in_place(f: &mut Folding<'_>, keep: Option<usize>) -> FoldOutcome {
    let inner = keep.filter(|&k| k < f.num_operands()).map(|k| f.operand(k));
    let mut outcome = FoldOutcome::Failed;
    for i in 0..f.num_operands() {
        let v = f.operand(i);
        if Some(v) == inner {
            continue;
        }
        let Some(cast) = defined_by(f.ctx_ref(), f.ir(), v, "memref.cast") else {
            continue;
        };
        let Some(&src) = f.ir().operands(cast).first() else {
            continue;
        };
        let ty = f.ir().value_type(src);
        if matches!(f.ctx_ref().type_kind(ty), TypeKind::UnrankedMemRef { .. }) {
            continue;
        }
        if f.set_operand(i, src) == FoldOutcome::InPlace {
            outcome = FoldOutcome::InPlace;
        }
    }
    outcome
}

/// The shape of a ranked memref or tensor type.
pub(crate) fn ranked_shape(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// An `index` attribute of `v`.
pub(crate) fn index_attr(ctx: &mut Context, v: i64) -> Option<Attribute> {
    let ty = ctx.intern_index_type();
    ctx.intern_integer_attr(i128::from(v), ty).ok()
}

/// The integer value of a constant (`IntegerAttr::getInt`).
pub(crate) fn const_int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The number of dynamic sizes before dimension `i`.
pub(super) fn dynamic_dim_index(shape: &[i64], i: usize) -> usize {
    shape[..i].iter().filter(|&&d| d == DYNAMIC_DIM).count()
}

/// What `memref.dim` and `tensor.dim` fold alike: `Err` with the outcome when the
/// index is no constant in range (failed) or the dimension is static (its size);
/// `Ok((source, shape, i))` for a dynamic dimension `i`, which each op's fold then
/// looks for. `shape_of` reads the shape of the source type the op takes.
pub(super) fn fold_dim_common(
    f: &mut Folding<'_>,
    shape_of: fn(&TypeKind) -> Option<&[i64]>,
) -> Result<(Value, Vec<i64>, usize), FoldOutcome> {
    if f.num_operands() != 2 || f.ir().num_results(f.op()) != 1 {
        return Err(FoldOutcome::Failed);
    }
    let index = const_int(f.ctx_ref(), f.constant(1)).ok_or(FoldOutcome::Failed)?;
    let source = f.operand(0);
    let ty = f.ir().value_type(source);
    let shape = shape_of(f.ctx_ref().type_kind(ty))
        .ok_or(FoldOutcome::Failed)?
        .to_vec();
    let i = usize::try_from(index)
        .ok()
        .filter(|&i| i < shape.len())
        .ok_or(FoldOutcome::Failed)?;
    if shape[i] != DYNAMIC_DIM {
        return Err(match index_attr(f.ctx(), shape[i]) {
            Some(a) => f.push(OpFoldResult::Attribute(a)),
            None => FoldOutcome::Failed,
        });
    }
    Ok((source, shape, i))
}

/// `memref.dim` (see the module docs).
fn fold_dim(f: &mut Folding<'_>) -> FoldOutcome {
    let (source, shape, i) = match fold_dim_common(f, |t| match t {
        TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }) {
        Ok(dynamic) => dynamic,
        Err(outcome) => return outcome,
    };
    if let Some(v) = dynamic_size_of_producer(f, source, &shape, i) {
        return f.push(OpFoldResult::Value(v));
    }
    fold_memref_cast_in_place(f, None)
}

/// The size operand of dynamic dimension `i` of `source` from the op defining it
/// (`memref.alloc`, `memref.alloca`, `memref.view`, `memref.subview`,
/// `memref.reinterpret_cast`).
fn dynamic_size_of_producer(
    f: &Folding<'_>,
    source: Value,
    shape: &[i64],
    i: usize,
) -> Option<Value> {
    let (ctx, ir) = (f.ctx_ref(), f.ir());
    let def = ir.defining_op(source)?;
    if !ctx.is_registered_op(ir.op_name(def)) {
        return None;
    }
    let k = dynamic_dim_index(shape, i);
    let operands = ir.operands(def);
    match ctx.op_name_str(ir.op_name(def)) {
        "memref.alloc" | "memref.alloca" => {
            let sizes = segment(ctx, ir, def, 0)?;
            operands.get(sizes.start..sizes.end)?.get(k).copied()
        }
        "memref.view" => operands.get(2 + k).copied(),
        "memref.subview" | "memref.reinterpret_cast" => {
            let source_rank =
                ranked_shape(ctx, ir.value_type(*operands.first()?)).map(<[i64]>::len);
            let is_subview = ctx.op_name_str(ir.op_name(def)) == "memref.subview";
            // A rank-reducing subview: its dropped dimensions are not computed.
            if is_subview && source_rank != Some(shape.len()) {
                return None;
            }
            let statics = static_array(ctx, ir, def, "static_sizes")?;
            if statics.get(i) != Some(&K_DYNAMIC) {
                return None;
            }
            let sizes = segment(ctx, ir, def, 2)?;
            let k = statics[..i].iter().filter(|&&s| s == K_DYNAMIC).count();
            operands.get(sizes.start..sizes.end)?.get(k).copied()
        }
        _ => None,
    }
}

/// The operand range of group `g` of `op` by its `operandSegmentSizes`.
pub(crate) fn segment(ctx: &Context, ir: &Ir, op: Op, g: usize) -> Option<std::ops::Range<usize>> {
    let a = crate::dialects::support::op_attr(ctx, ir, op, "operandSegmentSizes")?;
    let sizes = crate::dialects::support::dense_array_values(ctx, a)?;
    if g >= sizes.len() || sizes.iter().any(|&s| s < 0) {
        return None;
    }
    let start: i64 = sizes[..g].iter().sum();
    let end = start + sizes[g];
    if end as usize > ir.num_operands(op) {
        return None;
    }
    Some(start as usize..end as usize)
}

/// The values of the `array<i64: ...>` attribute `name` of `op`.
pub(crate) fn static_array(ctx: &Context, ir: &Ir, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = crate::dialects::support::op_attr(ctx, ir, op, name)?;
    crate::dialects::support::dense_array_values(ctx, a)
}

/// An entry of a mixed list of offsets, sizes or strides (MLIR's `OpFoldResult` of
/// `getMixedOffsets`...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mixed {
    Static(i64),
    Dynamic(Value),
}

/// The mixed list of the static array `name` and operand group `g` of `op`.
pub(crate) fn mixed(ctx: &Context, ir: &Ir, op: Op, name: &str, g: usize) -> Option<Vec<Mixed>> {
    let statics = static_array(ctx, ir, op, name)?;
    let range = segment(ctx, ir, op, g)?;
    let mut dynamic = ir.operands(op)[range].iter();
    statics
        .iter()
        .map(|&s| {
            if s == K_DYNAMIC {
                dynamic.next().map(|&v| Mixed::Dynamic(v))
            } else {
                Some(Mixed::Static(s))
            }
        })
        .collect()
}

/// MLIR's `isConstantIntValue(ofr, value)`.
pub(crate) fn is_constant_int(ctx: &Context, ir: &Ir, m: Mixed, value: i64) -> bool {
    match m {
        Mixed::Static(s) => s == value,
        Mixed::Dynamic(v) => {
            crate::dialects::support::constant_int(ctx, ir, v) == Some(i128::from(value))
        }
    }
}

/// `memref.rank` and `tensor.rank`: the rank of a ranked operand.
pub(crate) fn fold_rank(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 1 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let ty = f.ir().value_type(f.operand(0));
    let rank = match f.ctx_ref().type_kind(ty) {
        TypeKind::MemRef { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::Vector { shape, .. } => shape.len() as i64,
        _ => return FoldOutcome::Failed,
    };
    match index_attr(f.ctx(), rank) {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// The strides and offset of a memref type (`getStridesAndOffset`), `K_DYNAMIC` for
/// `?`; `None` for a layout other than the identity and `strided<...>`.
fn strides_and_offset(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let Some(layout) = layout else {
        let mut strides = vec![0; shape.len()];
        let mut running = 1i64;
        for i in (0..shape.len()).rev() {
            strides[i] = running;
            if running != K_DYNAMIC {
                running = if shape[i] == DYNAMIC_DIM {
                    K_DYNAMIC
                } else {
                    running.checked_mul(shape[i])?
                };
            }
        }
        return Some((strides, 0));
    };
    let AttrKind::Verbatim(text) = ctx.attr_kind(*layout) else {
        return None;
    };
    let body = text.strip_prefix("strided<[")?.strip_suffix('>')?;
    let (list, rest) = body.split_once(']')?;
    let num = |s: &str| -> Option<i64> {
        let s = s.trim();
        if s == "?" {
            Some(K_DYNAMIC)
        } else {
            s.parse().ok()
        }
    };
    let strides = if list.trim().is_empty() {
        Vec::new()
    } else {
        list.split(',').map(num).collect::<Option<Vec<_>>>()?
    };
    let rest = rest.trim();
    let offset = match rest.strip_prefix(',') {
        Some(o) => num(o.trim().strip_prefix("offset:")?)?,
        None if rest.is_empty() => 0,
        None => return None,
    };
    (strides.len() == shape.len()).then_some((strides, offset))
}

/// `memref::CastOp::canFoldIntoConsumerOp`.
fn can_fold_cast_into_consumer(ctx: &Context, ir: &Ir, cast: Op) -> bool {
    let (Some(&src), true) = (ir.operands(cast).first(), ir.num_results(cast) == 1) else {
        return false;
    };
    let (st, rt) = (ir.value_type(src), ir.value_type(ir.result(cast, 0)));
    let (
        TypeKind::MemRef {
            shape: ss,
            element: se,
            ..
        },
        TypeKind::MemRef {
            shape: rs,
            element: re,
            ..
        },
    ) = (ctx.type_kind(st), ctx.type_kind(rt))
    else {
        return false;
    };
    if se != re || ss.len() != rs.len() {
        return false;
    }
    let (Some((s_strides, s_off)), Some((r_strides, r_off))) =
        (strides_and_offset(ctx, st), strides_and_offset(ctx, rt))
    else {
        return false;
    };
    let towards_static = |a: i64, b: i64, dynamic: i64| a != b && a == dynamic && b != dynamic;
    if ss
        .iter()
        .zip(rs)
        .any(|(&a, &b)| towards_static(a, b, DYNAMIC_DIM))
    {
        return false;
    }
    if towards_static(s_off, r_off, K_DYNAMIC) {
        return false;
    }
    !s_strides
        .iter()
        .zip(&r_strides)
        .any(|(&a, &b)| towards_static(a, b, K_DYNAMIC))
}

/// `memref.copy`: operands from a `memref.cast` that can fold into it.
fn fold_copy(f: &mut Folding<'_>) -> FoldOutcome {
    let mut outcome = FoldOutcome::Failed;
    for i in 0..f.num_operands() {
        let v = f.operand(i);
        let Some(cast) = defined_by(f.ctx_ref(), f.ir(), v, "memref.cast") else {
            continue;
        };
        if !can_fold_cast_into_consumer(f.ctx_ref(), f.ir(), cast) {
            continue;
        }
        let src = f.ir().operands(cast)[0];
        if f.set_operand(i, src) == FoldOutcome::InPlace {
            outcome = FoldOutcome::InPlace;
        }
    }
    outcome
}

/// `memref.memory_space_cast` of a `memory_space_cast`: the first source, in place.
fn fold_memory_space_cast(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 1 {
        return FoldOutcome::Failed;
    }
    let parent = defined_by(
        f.ctx_ref(),
        f.ir(),
        f.operand(0),
        "memref.memory_space_cast",
    );
    let outcome = match parent.and_then(|p| f.ir().operands(p).first().copied()) {
        Some(src) => f.set_operand(0, src),
        None => FoldOutcome::Failed,
    };
    fold_cast_interface(f, outcome)
}

/// After a cast's own fold failed or changed it in place (`outcome`), the fold of
/// MLIR's `CastOpInterface` trait (`foldCastInterfaceOp`): operands of the result
/// types are the results.
pub(crate) fn fold_cast_interface(f: &mut Folding<'_>, outcome: FoldOutcome) -> FoldOutcome {
    let n = f.num_operands();
    if n == 0 || n != f.ir().num_results(f.op()) {
        return outcome;
    }
    if (0..n).any(|i| f.ir().value_type(f.operand(i)) != f.result_type(i)) {
        return outcome;
    }
    for i in 0..n {
        let v = f.operand(i);
        f.push(OpFoldResult::Value(v));
    }
    FoldOutcome::Folded
}

/// `memref.reinterpret_cast` (see the module docs).
fn fold_reinterpret_cast(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() == 0 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let prev = {
        let (ctx, ir) = (f.ctx_ref(), f.ir());
        if let Some(p) = defined_by(ctx, ir, src, "memref.reinterpret_cast")
            .or_else(|| defined_by(ctx, ir, src, "memref.cast"))
        {
            ir.operands(p).first().copied()
        } else if let Some(p) = defined_by(ctx, ir, src, "memref.subview") {
            let zero = mixed(ctx, ir, p, "static_offsets", 1)
                .is_some_and(|m| m.iter().all(|&o| is_constant_int(ctx, ir, o, 0)));
            if zero {
                ir.operands(p).first().copied()
            } else {
                None
            }
        } else {
            None
        }
    };
    if let Some(prev) = prev {
        return f.set_operand(0, prev);
    }
    let ty = f.result_type(0);
    let static_shape = ranked_shape(f.ctx_ref(), ty).is_some_and(|s| !s.contains(&DYNAMIC_DIM));
    let offsets = static_array(f.ctx_ref(), f.ir(), f.op(), "static_offsets");
    if static_shape
        && f.ir().value_type(src) == ty
        && offsets.as_deref().and_then(<[i64]>::first) == Some(&0)
    {
        return f.push(OpFoldResult::Value(src));
    }
    FoldOutcome::Failed
}

/// `memref.subview` (see the module docs).
fn fold_subview(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() == 0 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let (rt, st) = (f.result_type(0), f.ir().value_type(src));
    let static_shape = ranked_shape(f.ctx_ref(), rt).is_some_and(|s| !s.contains(&DYNAMIC_DIM));
    if static_shape && rt == st {
        return f.push(OpFoldResult::Value(src));
    }
    let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
    let Some(inner) = defined_by(ctx, ir, src, "memref.subview") else {
        return FoldOutcome::Failed;
    };
    let no_op = (|| {
        let offsets = mixed(ctx, ir, op, "static_offsets", 1)?;
        let sizes = mixed(ctx, ir, op, "static_sizes", 2)?;
        let strides = mixed(ctx, ir, op, "static_strides", 3)?;
        let inner_sizes = mixed(ctx, ir, inner, "static_sizes", 2)?;
        Some(
            offsets.iter().all(|&o| is_constant_int(ctx, ir, o, 0))
                && strides.iter().all(|&s| is_constant_int(ctx, ir, s, 1))
                && sizes == inner_sizes
                && rt == st,
        )
    })();
    if no_op == Some(true) {
        return f.push(OpFoldResult::Value(src));
    }
    FoldOutcome::Failed
}

/// `foldReshapeOp` of `expand_shape` / `collapse_shape` (memref and tensor): the
/// identity; of the `inverse` reshape from the result type with at most one dynamic
/// size, that source. (A tensor reshape of a constant is `super::tensor`'s.)
pub(crate) fn fold_reshape(f: &mut Folding<'_>, inverse: &str) -> FoldOutcome {
    if f.num_operands() == 0 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let rt = f.result_type(0);
    if f.ir().value_type(src) == rt {
        return f.push(OpFoldResult::Value(src));
    }
    let Some(prev) = defined_by(f.ctx_ref(), f.ir(), src, inverse) else {
        return FoldOutcome::Failed;
    };
    let Some(&prev_src) = f.ir().operands(prev).first() else {
        return FoldOutcome::Failed;
    };
    let pt = f.ir().value_type(prev_src);
    if pt != rt {
        return FoldOutcome::Failed;
    }
    let Some(shape) = ranked_shape(f.ctx_ref(), pt).map(<[i64]>::to_vec) else {
        return FoldOutcome::Failed;
    };
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC_DIM).count();
    if dynamic(&shape) < 2 {
        return f.push(OpFoldResult::Value(prev_src));
    }
    // Perfect inverses: the same reassociation, and either an expansion collapsed
    // back or no group of more than one dynamic size.
    let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
    let reassociation = crate::dialects::support::op_attr(ctx, ir, op, "reassociation");
    let prev_reassociation = crate::dialects::support::op_attr(ctx, ir, prev, "reassociation");
    if reassociation.is_none() || reassociation != prev_reassociation {
        return FoldOutcome::Failed;
    }
    let Some(groups) = reassociation.and_then(|a| reassociation_indices(ctx, a)) else {
        return FoldOutcome::Failed;
    };
    let Some(mid_rank) = ranked_shape(ctx, ir.value_type(src)).map(<[i64]>::len) else {
        return FoldOutcome::Failed;
    };
    if shape.len() < mid_rank {
        return f.push(OpFoldResult::Value(prev_src));
    }
    let each_group_static_but_one = groups.iter().all(|g| {
        let Some(&first) = g.first() else {
            // An empty group: MLIR reads `reInd.front()` of it (undefined); no fold.
            return false;
        };
        let start = usize::try_from(first).unwrap_or(usize::MAX);
        match start.checked_add(g.len()) {
            Some(end) if end <= shape.len() => dynamic(&shape[start..end]) < 2,
            _ => false,
        }
    });
    if each_group_static_but_one {
        return f.push(OpFoldResult::Value(prev_src));
    }
    FoldOutcome::Failed
}

/// The groups of a `reassociation` attribute (`[[0, 1], [2]]`).
pub(crate) fn reassociation_indices(ctx: &Context, a: Attribute) -> Option<Vec<Vec<i64>>> {
    let AttrKind::Array(groups) = ctx.attr_kind(a) else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| const_int(ctx, Some(i)))
                .collect::<Option<Vec<i64>>>(),
            _ => None,
        })
        .collect()
}

/// `memref.transpose` (MLIR 19's `TransposeOp::fold`): an identity permutation between
/// equal types is its source; a transpose of a transpose takes the inner one's source
/// and the composed permutation, in place. (MLIR 19 folds no `memref.cast` into it.)
fn fold_transpose(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 1 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let Some(perm) = f
        .attr("permutation")
        .and_then(|a| AffineMap::from_attr(f.ctx_ref(), a))
    else {
        return FoldOutcome::Failed;
    };
    let source = f.operand(0);
    let identity = perm.num_symbols == 0
        && perm.results.len() == perm.num_dims
        && perm
            .results
            .iter()
            .enumerate()
            .all(|(i, e)| *e == AffineExpr::Dim(i));
    if identity && f.ir().value_type(source) == f.result_type(0) {
        return f.push(OpFoldResult::Value(source));
    }
    let inner = f.ir().defining_op(source);
    let Some(inner) = inner.filter(|&o| {
        f.ctx_ref().op_name_str(f.ir().op_name(o)) == "memref.transpose"
            && f.ir().num_operands(o) == 1
    }) else {
        return FoldOutcome::Failed;
    };
    let inner_perm = f
        .ir()
        .attr_by_name(f.ctx_ref(), inner, "permutation")
        .and_then(|a| AffineMap::from_attr(f.ctx_ref(), a));
    let Some(inner_perm) = inner_perm.filter(|m| m.num_symbols == 0) else {
        return FoldOutcome::Failed;
    };
    // `perm.compose(inner_perm)`: the outer map's dims are the inner map's results.
    let composed = AffineMap::new(
        inner_perm.num_dims,
        0,
        perm.results
            .iter()
            .map(|e| e.replace_dims_and_symbols(&inner_perm.results, &[]))
            .collect(),
    );
    let inner_source = f.ir().operands(inner)[0];
    let attr = composed.to_attr(f.ctx());
    if f.set_operand(0, inner_source) == FoldOutcome::Failed {
        return FoldOutcome::Failed;
    }
    f.set_attr("permutation", attr)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strides_of_identity_and_strided_layouts() {
        let mut ctx = Context::new();
        let t = ctx.parse_type("memref<2x?x4xf32>").unwrap();
        assert_eq!(
            strides_and_offset(&ctx, t),
            Some((vec![K_DYNAMIC, 4, 1], 0))
        );
        let t = ctx
            .parse_type("memref<2x4xf32, strided<[?, 1], offset: ?>>")
            .unwrap();
        assert_eq!(
            strides_and_offset(&ctx, t),
            Some((vec![K_DYNAMIC, 1], K_DYNAMIC))
        );
        let t = ctx.parse_type("memref<2x4xf32, strided<[8, 1]>>").unwrap();
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![8, 1], 0)));
        let t = ctx
            .parse_type("memref<2x4xf32, affine_map<(d0, d1) -> (d1, d0)>>")
            .unwrap();
        assert_eq!(strides_and_offset(&ctx, t), None);
    }

    #[test]
    fn dynamic_sizes_are_counted_before_a_dimension() {
        assert_eq!(dynamic_dim_index(&[DYNAMIC_DIM, 4, DYNAMIC_DIM], 2), 1);
    }
}
