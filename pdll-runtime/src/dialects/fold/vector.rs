//! The folders of MLIR 19's `vector` dialect (`VectorOps.cpp`). Its constant
//! materializer is `arith.constant`'s ([`super::materialize_arith_constant`]).
//! Constants are `dense<...>` text, read and built as [`super::tensor`] does; splats
//! of scalable vectors are not built (a difference from MLIR, which makes them).
//!
//! | op | MLIR 19 fold | here |
//! |---|---|---|
//! | `vector.broadcast` | to its own type: the source; of an integer or float constant or a splat constant: a splat | yes |
//! | `vector.splat` | of an integer or float constant: a splat | yes |
//! | `vector.shape_cast` | to its own type: the source; of a shape_cast from the result type: that source; of a shape_cast of another rank (a valid transitive cast): the first source, in place; of a broadcast from the result type: its source | yes |
//! | `vector.transpose` | of a splat constant: the splat reshaped; the identity permutation: the source | yes |
//! | `vector.bitcast` | to its own type: the source; of a bitcast from the result type: that source, else the first source in place; splat constants widened (`f16` to `f32`, integers to wider integers) | yes |
//! | `vector.extract` | no position and the same type: the source; of an extract: positions concatenated, in place; through a chain of inserts (and transposes): the inserted value at the same position, or the vector under inserts elsewhere, in place; of a broadcast or splat: its source or an extract of it, in place; of a shuffle, shape_cast, extract_strided_slice, or inserts of strided slices | the first, the extract chain, insert chains without transposes (an insert at a prefix of the position stops the walk: MLIR's prefix case is not written), broadcasts and splats; not the rest |
//! | `vector.insert` | no position and the same type: the source | yes |
//! | `vector.extract_strided_slice` | of the source type: the source; through a chain of `vector.insert_strided_slice`s (`foldExtractStridedOpFromInsertChain`): the source and offsets of the insert holding the whole slice, in place (disjoint inserts skipped, a partial overlap stops) | yes (MLIR 19 folds no constants here) |
//! | `vector.insert_strided_slice` | of the destination type: the source | yes |
//! | `vector.multi_reduction` | a 1-D source whose dimension is not reduced: the source | yes |
//! | `vector.extractelement` | at a constant position: of a `vector.splat` or a broadcast scalar, that scalar; of a constant, the element (positions as unsigned) | yes |
//! | `vector.insertelement` | a constant of the element type into a constant at a constant position: the new constant | yes |
//! | `vector.transfer_read` | of a tensor written through a chain of disjoint writes by a write in bounds at the same indices, vector type and map, without masks (`foldRAW`): that write's vector; `in_bounds` inferred (a static size holding the vector at a constant index), operands from a `memref.cast` (`foldMemRefCast`) or a `tensor.cast` (`foldTensorCast`): in place; an all-true constant mask dropped | all but the mask |
//! | `vector.transfer_write` | onto a tensor, of a read of the same tensor type that covers it from constant zero indices, in bounds, minor identity maps (`foldReadInitWrite`), or of a read of the same tensor at the same indices and map, without masks (`foldWAR`): the read's tensor; else `in_bounds` inferred, an all-true mask dropped, `foldMemRefCast` (in place) | all but the mask |
//! | `vector.shuffle`, `vector.from_elements`, `vector.reduction`, `vector.contract`, `vector.load`, `vector.store`, `vector.maskedload`, ..., `vector.create_mask`, `vector.constant_mask` | constant folds, `foldMemRefCast`, masks | not written |
//!
//! Unused transfers are trivially dead as in MLIR (whose `getEffects` reads or writes
//! only memrefs): see `dialect/dead.rs`.
use super::apint::ApInt;
use super::consts::{self, Elem, ElemTy, Layout};
use super::memref::defined_by;
use super::tensor::{element_text, splat_of, Elements};
use crate::attributes::Attribute;
use crate::dialects::support::{dense_array, dense_array_values};
use crate::fold::{FoldOutcome, Folding, OpFoldResult};
use crate::ir::Value;
use crate::types::{FloatKind, Type, TypeKind};
use crate::Context;

/// `ShapedType::kDynamic` in a static position.
const K_DYNAMIC: i64 = i64::MIN;

/// Installs the vector dialect's folders.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_folder("vector.broadcast", fold_broadcast);
    ctx.register_folder("vector.splat", fold_splat);
    ctx.register_folder("vector.shape_cast", fold_shape_cast);
    ctx.register_folder("vector.transpose", fold_transpose);
    ctx.register_folder("vector.bitcast", fold_bitcast);
    ctx.register_folder("vector.extract", fold_extract);
    ctx.register_folder("vector.insert", fold_insert);
    ctx.register_folder("vector.extract_strided_slice", fold_extract_strided_slice);
    ctx.register_folder("vector.multi_reduction", fold_multi_reduction);
    ctx.register_folder("vector.transfer_read", fold_transfer_read);
    ctx.register_folder("vector.transfer_write", fold_transfer_write);
    ctx.register_folder("vector.extractelement", fold_extractelement);
    ctx.register_folder("vector.insertelement", fold_insertelement);
    ctx.register_folder("vector.insert_strided_slice", fold_same_type);
}

/// The shape of a vector type (a scalar is rank 0).
fn vector_shape(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => Some(shape),
        _ => None,
    }
}

fn rank(ctx: &Context, ty: Type) -> usize {
    vector_shape(ctx, ty).map_or(0, <[i64]>::len)
}

fn single(f: &Folding<'_>) -> bool {
    f.num_operands() >= 1 && f.ir().num_results(f.op()) == 1
}

/// `vector.broadcast` (see the module docs).
fn fold_broadcast(f: &mut Folding<'_>) -> FoldOutcome {
    if !single(f) {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let ty = f.result_type(0);
    if f.ir().value_type(src) == ty {
        return f.push(OpFoldResult::Value(src));
    }
    splat_of_constant(f, ty)
}

/// A splat of type `ty` of operand 0's constant: an integer or float, or the value of
/// a splat elements attribute.
fn splat_of_constant(f: &mut Folding<'_>, ty: Type) -> FoldOutcome {
    let Some(c) = f.constant(0) else {
        return FoldOutcome::Failed;
    };
    let element = match f.ctx_ref().type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => return FoldOutcome::Failed,
    };
    let text = match Elements::read(f.ctx_ref(), c) {
        Some(e) => match e.splat {
            Some(s) if e.element == element => s,
            _ => return FoldOutcome::Failed,
        },
        None => match element_text(f.ctx_ref(), c, element) {
            Some(t) => t,
            None => return FoldOutcome::Failed,
        },
    };
    match splat_of(f.ctx(), ty, &text) {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// `vector.splat` of an integer or float constant.
fn fold_splat(f: &mut Folding<'_>) -> FoldOutcome {
    if !single(f) {
        return FoldOutcome::Failed;
    }
    let is_scalar_const = f.constant(0).is_some_and(|c| {
        matches!(
            f.ctx_ref().attr_kind(c),
            crate::attributes::AttrKind::Integer { .. }
                | crate::attributes::AttrKind::Float { .. }
                | crate::attributes::AttrKind::Bool(_)
        )
    });
    if !is_scalar_const {
        return FoldOutcome::Failed;
    }
    let ty = f.result_type(0);
    splat_of_constant(f, ty)
}

/// MLIR's `isValidShapeCast(a, b)` for `a` of lower rank than `b`.
fn is_valid_shape_cast(a: &[i64], b: &[i64]) -> bool {
    let is_one = |v: &i64| *v == 1;
    if a.is_empty() && b.iter().all(is_one) {
        return true;
    }
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let dim_a = a[i];
        let mut dim_b: i64 = 1;
        while dim_b < dim_a && j < b.len() {
            dim_b = dim_b.saturating_mul(b[j]);
            j += 1;
        }
        if dim_a != dim_b {
            break;
        }
        i += 1;
        if i < a.len() && a[i..].iter().all(is_one) {
            i = a.len();
        }
        if j < b.len() && b[j..].iter().all(is_one) {
            j = b.len();
        }
    }
    i == a.len() && j == b.len()
}

/// `vector.shape_cast` (see the module docs).
fn fold_shape_cast(f: &mut Folding<'_>) -> FoldOutcome {
    if !single(f) {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let ty = f.result_type(0);
    if f.ir().value_type(src) == ty {
        return f.push(OpFoldResult::Value(src));
    }
    if let Some(other) = defined_by(f.ctx_ref(), f.ir(), src, "vector.shape_cast") {
        let Some(&inner) = f.ir().operands(other).first() else {
            return FoldOutcome::Failed;
        };
        let it = f.ir().value_type(inner);
        if it == ty {
            return f.push(OpFoldResult::Value(inner));
        }
        let ctx = f.ctx_ref();
        let (Some(a), Some(b)) = (vector_shape(ctx, it), vector_shape(ctx, ty)) else {
            return FoldOutcome::Failed;
        };
        let valid = match a.len().cmp(&b.len()) {
            std::cmp::Ordering::Less => is_valid_shape_cast(a, b),
            std::cmp::Ordering::Greater => is_valid_shape_cast(b, a),
            std::cmp::Ordering::Equal => false,
        };
        if !valid {
            return FoldOutcome::Failed;
        }
        return f.set_operand(0, inner);
    }
    if let Some(bcast) = defined_by(f.ctx_ref(), f.ir(), src, "vector.broadcast") {
        if let Some(&inner) = f.ir().operands(bcast).first() {
            if f.ir().value_type(inner) == ty {
                return f.push(OpFoldResult::Value(inner));
            }
        }
    }
    FoldOutcome::Failed
}

/// `vector.transpose`: a splat constant reshaped; the identity permutation.
fn fold_transpose(f: &mut Folding<'_>) -> FoldOutcome {
    if !single(f) {
        return FoldOutcome::Failed;
    }
    let ty = f.result_type(0);
    if let Some(e) = f.constant(0).and_then(|a| Elements::read(f.ctx_ref(), a)) {
        if let Some(s) = e.splat {
            if let Some(a) = splat_of(f.ctx(), ty, &s) {
                return f.push(OpFoldResult::Attribute(a));
            }
        }
    }
    let Some(perm) = f
        .attr("permutation")
        .and_then(|a| dense_array_values(f.ctx_ref(), a))
    else {
        return FoldOutcome::Failed;
    };
    if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
        let src = f.operand(0);
        return f.push(OpFoldResult::Value(src));
    }
    FoldOutcome::Failed
}

/// `vector.bitcast`: the nop cast, cancelling casts and splat constants.
fn fold_bitcast(f: &mut Folding<'_>) -> FoldOutcome {
    if !single(f) {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let ty = f.result_type(0);
    if f.ir().value_type(src) == ty {
        return f.push(OpFoldResult::Value(src));
    }
    if let Some(other) = defined_by(f.ctx_ref(), f.ir(), src, "vector.bitcast") {
        let Some(&inner) = f.ir().operands(other).first() else {
            return FoldOutcome::Failed;
        };
        if f.ir().value_type(inner) == ty {
            return f.push(OpFoldResult::Value(inner));
        }
        return f.set_operand(0, inner);
    }
    bitcast_splat(f, ty).map_or(FoldOutcome::Failed, |a| f.push(OpFoldResult::Attribute(a)))
}

/// The splat constants MLIR 19's `BitCastOp::fold` casts: an `f16` splat to `f32`
/// (the 16-bit pattern twice), an integer splat to a wider integer element whose width
/// is a multiple of its own (the pattern repeated).
fn bitcast_splat(f: &mut Folding<'_>, ty: Type) -> Option<Attribute> {
    let constant = f.constant(0)?;
    let c = consts::decode(f.ctx(), constant)?;
    let Layout::Splat(elem) = c.layout else {
        return None;
    };
    let dst = consts::elem_ty(f.ctx_ref(), consts::element_type_or_self(f.ctx_ref(), ty))?;
    let cast = match (elem, c.elem, dst) {
        (Elem::Float(FloatKind::F16, bits), _, ElemTy::Float(FloatKind::F32)) => {
            let half = (bits & 0xffff) as u32;
            Elem::Float(FloatKind::F32, u128::from((half << 16) | half))
        }
        (Elem::Int(v), ElemTy::Int { width: sw, .. }, ElemTy::Int { width: dw, .. })
            if dw > sw && dw % sw == 0 =>
        {
            let mut bits = num_bigint::BigUint::default();
            for _ in 0..dw / sw {
                bits = (bits << sw) | v.unsigned();
            }
            Elem::Int(ApInt::from_biguint(dw, bits))
        }
        _ => return None,
    };
    consts::encode(f.ctx(), ty, &Layout::Splat(cast))
}

/// The static position of a `vector.extract` / `vector.insert`, `None` when one is
/// dynamic.
fn static_position(f: &Folding<'_>, op: crate::ir::Op) -> Option<Vec<i64>> {
    let a = crate::dialects::support::op_attr(f.ctx_ref(), f.ir(), op, "static_position")?;
    let pos = dense_array_values(f.ctx_ref(), a)?;
    (!pos.contains(&K_DYNAMIC)).then_some(pos)
}

/// Sets the static position of the op being folded.
fn set_position(f: &mut Folding<'_>, pos: &[i64]) -> FoldOutcome {
    let a = dense_array(f.ctx(), "i64", pos);
    f.set_attr("static_position", a)
}

/// `vector.extract` (see the module docs).
fn fold_extract(f: &mut Folding<'_>) -> FoldOutcome {
    if !single(f) {
        return FoldOutcome::Failed;
    }
    let op = f.op();
    let vector = f.operand(0);
    let ty = f.result_type(0);
    let Some(pos_attr) = f.attr("static_position") else {
        return FoldOutcome::Failed;
    };
    let Some(all_pos) = dense_array_values(f.ctx_ref(), pos_attr) else {
        return FoldOutcome::Failed;
    };
    if all_pos.is_empty() && f.ir().value_type(vector) == ty {
        return f.push(OpFoldResult::Value(vector));
    }
    // Every other fold needs static positions.
    let Some(pos) = static_position(f, op) else {
        return FoldOutcome::Failed;
    };
    // `foldExtractOpFromExtractChain`.
    if defined_by(f.ctx_ref(), f.ir(), vector, "vector.extract").is_some() {
        let mut global: Vec<i64> = pos.iter().rev().copied().collect();
        let mut current = vector;
        let mut ok = true;
        while let Some(next) = defined_by(f.ctx_ref(), f.ir(), current, "vector.extract") {
            let Some(p) = static_position(f, next) else {
                ok = false;
                break;
            };
            global.extend(p.iter().rev());
            match f.ir().operands(next).first() {
                Some(&v) => current = v,
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            global.reverse();
            f.set_operand(0, current);
            return set_position(f, &global);
        }
        return FoldOutcome::Failed;
    }
    // The chain of inserts (without transposes).
    if let Some(outcome) = fold_through_inserts(f, vector, &pos) {
        return outcome;
    }
    fold_extract_from_broadcast(f, vector, &pos, ty)
}

/// The insert-chain part of `ExtractFromInsertTransposeChainState::fold`, without
/// transposes: `None` when it did nothing.
fn fold_through_inserts(f: &mut Folding<'_>, vector: Value, pos: &[i64]) -> Option<FoldOutcome> {
    let mut current = vector;
    while let Some(ins) = defined_by(f.ctx_ref(), f.ir(), current, "vector.insert") {
        let ins_pos = static_position(f, ins)?;
        let operands = f.ir().operands(ins);
        let (source, dest) = (*operands.first()?, *operands.get(1)?);
        if ins_pos == pos {
            return Some(f.push(OpFoldResult::Value(source)));
        }
        let common = ins_pos.len().min(pos.len());
        if ins_pos[..common] == pos[..common] {
            // One position is a prefix of the other: not written (see the docs).
            return None;
        }
        current = dest;
    }
    if current == vector {
        return None;
    }
    Some(f.set_operand(0, current))
}

/// `foldExtractFromBroadcast`.
fn fold_extract_from_broadcast(
    f: &mut Folding<'_>,
    vector: Value,
    pos: &[i64],
    ty: Type,
) -> FoldOutcome {
    let (ctx, ir) = (f.ctx_ref(), f.ir());
    let def = defined_by(ctx, ir, vector, "vector.broadcast")
        .or_else(|| defined_by(ctx, ir, vector, "vector.splat"));
    let Some(def) = def else {
        return FoldOutcome::Failed;
    };
    let Some(&source) = ir.operands(def).first() else {
        return FoldOutcome::Failed;
    };
    let st = ir.value_type(source);
    if st == ty {
        return f.push(OpFoldResult::Value(source));
    }
    let src_rank = rank(ctx, st);
    if src_rank == 0 {
        return FoldOutcome::Failed;
    }
    let res_rank = rank(ctx, ty);
    if res_rank >= src_rank {
        return FoldOutcome::Failed;
    }
    if let (Some(es), Some(bs)) = (vector_shape(ctx, ty), vector_shape(ctx, st)) {
        if es != &bs[bs.len() - res_rank..] {
            return FoldOutcome::Failed;
        }
    }
    // A splat's source is a scalar: only broadcasts reach here.
    let Some(dst_shape) = vector_shape(ctx, ir.value_type(vector)).map(<[i64]>::to_vec) else {
        return FoldOutcome::Failed;
    };
    let Some(src_shape) = vector_shape(ctx, st).map(<[i64]>::to_vec) else {
        return FoldOutcome::Failed;
    };
    let diff = dst_shape.len().saturating_sub(src_shape.len());
    // `computeBroadcastedUnitDims`: source dims of size 1 broadcast to another size.
    let unit = |i: usize| -> bool {
        i >= diff && src_shape[i - diff] == 1 && dst_shape.get(i).is_some_and(|&d| d != 1)
    };
    let mut extract_pos = pos.to_vec();
    for (i, p) in extract_pos.iter_mut().enumerate().skip(diff) {
        if unit(i) {
            *p = 0;
        }
    }
    let rank_diff = src_rank - res_rank;
    let Some(drop) = extract_pos.len().checked_sub(rank_diff) else {
        return FoldOutcome::Failed;
    };
    extract_pos.drain(..drop);
    f.set_operand(0, source);
    set_position(f, &extract_pos)
}

/// `vector.insert` without a position, of the destination's type: the source.
fn fold_insert(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() < 2 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let empty = f
        .attr("static_position")
        .and_then(|a| dense_array_values(f.ctx_ref(), a))
        .is_some_and(|p| p.is_empty());
    let src = f.operand(0);
    if empty && f.ir().value_type(src) == f.result_type(0) {
        return f.push(OpFoldResult::Value(src));
    }
    FoldOutcome::Failed
}

/// `vector.extract_strided_slice` / `vector.insert_strided_slice` whose source has the
/// result type: the source.
fn fold_same_type(f: &mut Folding<'_>) -> FoldOutcome {
    if !single(f) {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    if f.ir().value_type(src) == f.result_type(0) {
        return f.push(OpFoldResult::Value(src));
    }
    FoldOutcome::Failed
}

/// The integers of an array attribute (`[2, 2]` of `i64`s).
fn int_array(ctx: &Context, a: Option<crate::attributes::Attribute>) -> Option<Vec<i64>> {
    match ctx.attr_kind(a?) {
        crate::attributes::AttrKind::Array(items) => items
            .iter()
            .map(|&i| super::memref::const_int(ctx, Some(i)))
            .collect(),
        _ => None,
    }
}

/// `vector.extract_strided_slice`: of the result type, the source; through a chain of
/// `vector.insert_strided_slice`s (`foldExtractStridedOpFromInsertChain`): an insert
/// holding the whole slice becomes the source, with offsets relative to it, in place
/// (inserts disjoint from the slice are skipped). (MLIR 19 does not fold splat
/// constants here.)
fn fold_extract_strided_slice(f: &mut Folding<'_>) -> FoldOutcome {
    if !single(f) {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    let rt = f.result_type(0);
    let src_ty = f.ir().value_type(src);
    if src_ty == rt {
        return f.push(OpFoldResult::Value(src));
    }
    if let Some((new_src, offsets)) = from_insert_chain(f) {
        let i64t = f.ctx().intern_integer_type(64);
        let items: Option<Vec<_>> = offsets
            .iter()
            .map(|&o| f.ctx().intern_integer_attr(i128::from(o), i64t).ok())
            .collect();
        if let Some(items) = items {
            let a = f.ctx().intern_array_attr(items);
            f.set_operand(0, new_src);
            f.set_attr("offsets", a);
            let r = f.result(0);
            return f.push(OpFoldResult::Value(r));
        }
    }
    FoldOutcome::Failed
}

/// `foldExtractStridedOpFromInsertChain`: the insert's source and the offsets into it.
fn from_insert_chain(f: &Folding<'_>) -> Option<(Value, Vec<i64>)> {
    let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
    let attr = |o, n| crate::dialects::support::op_attr(ctx, ir, o, n);
    let extract_offsets = int_array(ctx, attr(op, "offsets"))?;
    let extract_sizes = int_array(ctx, attr(op, "sizes"))?;
    let extract_strides = int_array(ctx, attr(op, "strides"))?;
    let src_rank = rank(ctx, ir.value_type(f.operand(0)));
    let mut insert = defined_by(ctx, ir, f.operand(0), "vector.insert_strided_slice");
    while let Some(ins) = insert {
        let ops = ir.operands(ins);
        if ops.len() != 2 {
            return None;
        }
        let ins_src_shape = vector_shape(ctx, ir.value_type(ops[0])).unwrap_or(&[]);
        if src_rank != ins_src_shape.len() {
            return None;
        }
        let insert_offsets = int_array(ctx, attr(ins, "offsets"))?;
        let insert_strides = int_array(ctx, attr(ins, "strides"))?;
        if extract_offsets.len() > insert_offsets.len() {
            return None;
        }
        let (mut partial, mut disjoint) = (false, false);
        let mut diffs = Vec::with_capacity(extract_offsets.len());
        for dim in 0..extract_offsets.len() {
            if extract_strides.get(dim) != insert_strides.get(dim) {
                return None;
            }
            let start = insert_offsets[dim];
            let end = start.checked_add(*ins_src_shape.get(dim)?)?;
            let offset = extract_offsets[dim];
            let size = *extract_sizes.get(dim)?;
            if start <= offset && offset < end {
                if offset.checked_add(size)? > end {
                    partial = true;
                }
                diffs.push(offset - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint && !partial {
            return Some((ops[0], diffs));
        }
        if !disjoint {
            return None;
        }
        insert = defined_by(ctx, ir, ops[1], "vector.insert_strided_slice");
    }
    None
}

/// `vector.multi_reduction` of a 1-D source whose one dimension is not reduced: the
/// source.
fn fold_multi_reduction(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 2 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let src = f.operand(0);
    if rank(f.ctx_ref(), f.ir().value_type(src)) != 1 {
        return FoldOutcome::Failed;
    }
    let Some(dims) = int_array(f.ctx_ref(), f.attr("reduction_dims")) else {
        return FoldOutcome::Failed;
    };
    if dims.contains(&0) {
        return FoldOutcome::Failed;
    }
    f.push(OpFoldResult::Value(src))
}

/// `vector.extractelement` at a constant position: of a `vector.splat`, or of a
/// `vector.broadcast` of a scalar, its input; of a constant, the element.
fn fold_extractelement(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 2 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let Some(pos) = f.constant(1) else {
        return FoldOutcome::Failed;
    };
    let vector = f.operand(0);
    let from = {
        let (ctx, ir) = (f.ctx_ref(), f.ir());
        if let Some(splat) = defined_by(ctx, ir, vector, "vector.splat") {
            ir.operands(splat).first().copied()
        } else if let Some(b) = defined_by(ctx, ir, vector, "vector.broadcast") {
            ir.operands(b)
                .first()
                .copied()
                .filter(|&v| vector_shape(ctx, ir.value_type(v)).is_none())
        } else {
            None
        }
    };
    if let Some(v) = from {
        return f.push(OpFoldResult::Value(v));
    }
    let Some(e) = f.constant(0).and_then(|a| Elements::read(f.ctx_ref(), a)) else {
        return FoldOutcome::Failed;
    };
    let Some(i) = unsigned_position(f.ctx_ref(), pos) else {
        return FoldOutcome::Failed;
    };
    if i >= e.values.len() as u64 {
        return FoldOutcome::Failed;
    }
    match e.element(f.ctx(), i as usize) {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// An integer position read as MLIR's `uint64_t posIdx = pos.getInt()`.
fn unsigned_position(ctx: &Context, a: crate::attributes::Attribute) -> Option<u64> {
    match ctx.attr_kind(a) {
        crate::attributes::AttrKind::Integer { value, .. } => value.to_i64().map(|v| v as u64),
        _ => None,
    }
}

/// `vector.insertelement` of a constant of the element type into a constant at a
/// constant position: the constant with that element replaced.
fn fold_insertelement(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 3 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let (Some(scalar), Some(dest), Some(pos)) = (f.constant(0), f.constant(1), f.constant(2))
    else {
        return FoldOutcome::Failed;
    };
    let Some(mut e) = Elements::read(f.ctx_ref(), dest) else {
        return FoldOutcome::Failed;
    };
    let rt = f.result_type(0);
    if e.ty != rt {
        return FoldOutcome::Failed;
    }
    let Some(text) = element_text(f.ctx_ref(), scalar, e.element) else {
        return FoldOutcome::Failed;
    };
    let Some(i) = unsigned_position(f.ctx_ref(), pos) else {
        return FoldOutcome::Failed;
    };
    if i >= e.values.len() as u64 {
        return FoldOutcome::Failed;
    }
    e.values[i as usize] = text;
    match super::tensor::dense_of(f.ctx(), rt, &e.shape, &e.values) {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// What a transfer op is made of: its source (memref or tensor), indices,
/// permutation map, `in_bounds` and whether it has a mask.
struct Transfer {
    source: Value,
    indices: Vec<Value>,
    vector: Type,
    perm: crate::asm::affine::AffineMap,
    perm_attr: crate::attributes::Attribute,
    in_bounds: Vec<bool>,
    masked: bool,
}

/// Reads transfer op `op` (`read`: a `vector.transfer_read`, else a write).
fn transfer(ctx: &Context, ir: &crate::ir::Ir, op: crate::ir::Op, read: bool) -> Option<Transfer> {
    use crate::dialects::support::{int_array_values, op_attr};
    let seg = |g| super::memref::segment(ctx, ir, op, g);
    let ops = ir.operands(op);
    let (source, indices, masked) = if read {
        (
            ops.get(seg(0)?.start).copied()?,
            seg(1)?,
            !seg(3)?.is_empty(),
        )
    } else {
        (
            ops.get(seg(1)?.start).copied()?,
            seg(2)?,
            !seg(3)?.is_empty(),
        )
    };
    let vector = if read {
        ir.value_type(ir.result(op, 0))
    } else {
        ir.value_type(*ops.first()?)
    };
    let perm_attr = op_attr(ctx, ir, op, "permutation_map")?;
    let perm = crate::asm::affine::AffineMap::from_attr(ctx, perm_attr)?;
    let in_bounds: Vec<bool> = int_array_values(ctx, op_attr(ctx, ir, op, "in_bounds")?)?
        .into_iter()
        .map(|b| b != 0)
        .collect();
    if in_bounds.len() != perm.results.len() {
        return None;
    }
    Some(Transfer {
        source,
        indices: ops[indices].to_vec(),
        vector,
        perm,
        perm_attr,
        in_bounds,
        masked,
    })
}

/// `foldTransferInBoundsAttribute`: a dimension not yet in bounds whose static source
/// size holds the vector at a constant index becomes in bounds, in place.
fn fold_in_bounds(f: &mut Folding<'_>, read: bool) -> FoldOutcome {
    let new = {
        let (ctx, ir) = (f.ctx_ref(), f.ir());
        let Some(t) = transfer(ctx, ir, f.op(), read) else {
            return FoldOutcome::Failed;
        };
        if t.perm.results.is_empty() {
            return FoldOutcome::Failed;
        }
        let src_shape = super::memref::ranked_shape(ctx, ir.value_type(t.source)).unwrap_or(&[]);
        let vec_shape = vector_shape(ctx, t.vector).unwrap_or(&[]);
        let mut changed = false;
        let mut new = Vec::with_capacity(t.in_bounds.len());
        for (i, &b) in t.in_bounds.iter().enumerate() {
            if b {
                new.push(true);
                continue;
            }
            let crate::asm::affine::AffineExpr::Dim(d) = t.perm.results[i] else {
                // A broadcast dimension, which MLIR 19's verifier makes in bounds.
                new.push(b);
                continue;
            };
            let fits = match (src_shape.get(d), t.indices.get(d), vec_shape.get(i)) {
                (Some(&size), Some(&index), Some(&vsize)) if size != crate::types::DYNAMIC_DIM => {
                    crate::dialects::support::constant_int(ctx, ir, index).is_some_and(|c| {
                        i64::try_from(c)
                            .ok()
                            .and_then(|c| c.checked_add(vsize))
                            .is_some_and(|end| end <= size)
                    })
                }
                _ => false,
            };
            new.push(fits);
            changed |= fits;
        }
        if !changed {
            return FoldOutcome::Failed;
        }
        new
    };
    let a = crate::dialects::support::bool_array_attr(f.ctx(), &new);
    f.set_attr("in_bounds", a)
}

/// `vector.transfer_read`: `in_bounds` inferred; operands from a `memref.cast` or a
/// `tensor.cast` that can fold take its source (all in place).
fn fold_transfer_read(f: &mut Folding<'_>) -> FoldOutcome {
    if f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    if let Some(v) = read_after_write(f) {
        return f.push(OpFoldResult::Value(v));
    }
    let mut outcome = fold_in_bounds(f, true);
    if outcome != FoldOutcome::InPlace {
        outcome = super::memref::fold_memref_cast_in_place(f, None);
    }
    if outcome != FoldOutcome::InPlace {
        outcome = super::tensor::fold_tensor_cast(f);
    }
    if outcome == FoldOutcome::InPlace {
        let r = f.result(0);
        return f.push(OpFoldResult::Value(r));
    }
    FoldOutcome::Failed
}

/// `vector.transfer_write`: onto a tensor, of a read of the same tensor (the whole of
/// it, or at the same place): that tensor; else `in_bounds` inferred, then operands
/// from a `memref.cast` take its source, in place.
fn fold_transfer_write(f: &mut Folding<'_>) -> FoldOutcome {
    if let Some(v) = write_of_read(f) {
        return f.push(OpFoldResult::Value(v));
    }
    let outcome = fold_in_bounds(f, false);
    if outcome == FoldOutcome::InPlace {
        return outcome;
    }
    super::memref::fold_memref_cast_in_place(f, None)
}

/// `foldRAW`: a read of a tensor through a chain of writes disjoint from it, up to a
/// write in bounds at the same indices, of the same vector type and map, without
/// masks: that write's vector.
fn read_after_write(f: &Folding<'_>) -> Option<Value> {
    let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
    let r = transfer(ctx, ir, op, true)?;
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(ir.value_type(r.source)) else {
        return None;
    };
    let shaped_rank = shape.len();
    let mut def_write = defined_by(ctx, ir, r.source, "vector.transfer_write");
    while let Some(wop) = def_write {
        let w = transfer(ctx, ir, wop, false)?;
        if w.in_bounds.iter().all(|&b| b)
            && !w.masked
            && !r.masked
            && w.indices == r.indices
            && w.vector == r.vector
            && w.perm_attr == r.perm_attr
        {
            return ir.operands(wop).first().copied();
        }
        if !disjoint_transfer_indices(ctx, ir, &w, &r, shaped_rank) {
            return None;
        }
        def_write = defined_by(ctx, ir, w.source, "vector.transfer_write");
    }
    None
}

/// `isDisjointTransferIndices` (without bounds of dynamic values): the same vector
/// type, and a leading index that differs, or a constant distance of at least the
/// vector's size in a transferred dimension.
fn disjoint_transfer_indices(
    ctx: &Context,
    ir: &crate::ir::Ir,
    a: &Transfer,
    b: &Transfer,
    shaped_rank: usize,
) -> bool {
    if a.vector != b.vector {
        return false;
    }
    let vec_shape = vector_shape(ctx, a.vector).unwrap_or(&[]);
    let rank_offset = shaped_rank.saturating_sub(vec_shape.len());
    for (i, (&ia, &ib)) in a.indices.iter().zip(&b.indices).enumerate() {
        let c = |v| {
            crate::dialects::support::constant_int(ctx, ir, v).and_then(|c| i64::try_from(c).ok())
        };
        let (Some(ca), Some(cb)) = (c(ia), c(ib)) else {
            continue;
        };
        if i < rank_offset {
            if ca != cb {
                return true;
            }
        } else {
            let Some(&dim) = vec_shape.get(i - rank_offset) else {
                continue;
            };
            if (i128::from(ca) - i128::from(cb)).abs() >= i128::from(dim) {
                return true;
            }
        }
    }
    false
}

/// `foldReadInitWrite` and `foldWAR`.
fn write_of_read(f: &Folding<'_>) -> Option<Value> {
    let (ctx, ir, op) = (f.ctx_ref(), f.ir(), f.op());
    if ir.num_results(op) != 1 {
        return None;
    }
    let w = transfer(ctx, ir, op, false)?;
    let tensor_shape = match ctx.type_kind(ir.value_type(w.source)) {
        TypeKind::RankedTensor { shape, .. } => shape.clone(),
        _ => return None,
    };
    let value = *ir.operands(op).first()?;
    let read_op = defined_by(ctx, ir, value, "vector.transfer_read")?;
    let r = transfer(ctx, ir, read_op, true)?;
    // foldReadInitWrite.
    let is_zero = |v: &Value| crate::dialects::support::constant_int(ctx, ir, *v) == Some(0);
    if !w.perm.results.is_empty()
        && !r.perm.results.is_empty()
        && r.perm.is_minor_identity()
        && w.perm.is_minor_identity()
        && r.perm.results.len() == w.perm.results.len()
        && r.in_bounds.iter().all(|&b| b)
        && w.in_bounds.iter().all(|&b| b)
        && ir.value_type(r.source) == ir.value_type(w.source)
        && r.vector == w.vector
        && vector_shape(ctx, r.vector) == Some(&tensor_shape[..])
        && r.indices.iter().all(is_zero)
        && w.indices.iter().all(is_zero)
    {
        return Some(r.source);
    }
    // foldWAR.
    (r.source == w.source
        && r.indices == w.indices
        && r.perm_attr == w.perm_attr
        && r.vector == w.vector
        && !r.masked
        && !w.masked)
        .then_some(r.source)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_shape_casts() {
        assert!(is_valid_shape_cast(&[8], &[2, 4]));
        assert!(is_valid_shape_cast(&[], &[1, 1]));
        assert!(!is_valid_shape_cast(&[6], &[4, 2]));
        assert!(is_valid_shape_cast(&[2, 4], &[2, 2, 2, 1]));
    }
}

#[cfg(test)]
mod robustness {
    use crate::fold::fold_op;
    use crate::{Context, Ir};

    /// Folders see malformed ops (wrong types, missing attributes, odd operand
    /// counts) and fail without panicking.
    #[test]
    fn malformed_ops_do_not_fold_or_panic() {
        let mut ctx = Context::new();
        for d in ["index", "memref", "tensor", "vector", "affine", "ub"] {
            super::super::register_for(&mut ctx, d);
        }
        let names = [
            "index.add",
            "index.divs",
            "index.casts",
            "index.castu",
            "index.cmp",
            "index.constant",
            "memref.dim",
            "memref.rank",
            "memref.cast",
            "memref.copy",
            "memref.subview",
            "memref.reinterpret_cast",
            "memref.expand_shape",
            "memref.memory_space_cast",
            "memref.store",
            "tensor.dim",
            "tensor.extract",
            "tensor.from_elements",
            "tensor.insert",
            "tensor.splat",
            "tensor.expand_shape",
            "tensor.extract_slice",
            "tensor.insert_slice",
            "tensor.pad",
            "tensor.cast",
            "vector.broadcast",
            "vector.splat",
            "vector.shape_cast",
            "vector.transpose",
            "vector.bitcast",
            "vector.extract",
            "vector.insert",
            "vector.extract_strided_slice",
            "affine.apply",
            "affine.min",
            "affine.max",
            "affine.load",
            "ub.poison",
        ];
        let shapes = [
            ("", "()", "()"),
            ("%a", "(i32)", "(i32)"),
            ("%a, %a", "(i32, i32)", "(f32)"),
            ("%t, %a, %a", "(tensor<2xi32>, i32, i32)", "(vector<2xi32>)"),
            ("%t", "(tensor<2xi32>)", "(i1, i1)"),
        ];
        let mut folded = 0;
        for name in names {
            for (operands, ins, outs) in shapes {
                let text = format!(
                    r#"%a = "u.c"() : () -> i32
                       %t = "u.t"() : () -> tensor<2xi32>
                       %r = "{name}"({operands}) {{map = 3 : i32, static_position = array<i64: 5>, pred = 1 : i64}} : {ins} -> {outs}"#
                );
                let text = text.replace(
                    "%r = ",
                    if outs == "()" {
                        ""
                    } else if outs.contains(',') {
                        "%r:2 = "
                    } else {
                        "%r = "
                    },
                );
                let mut ir = Ir::new();
                if ir.parse_source(&mut ctx, &text).is_err() {
                    continue;
                }
                let ops: Vec<_> = ir.block_ops(ir.top_block()).collect();
                let mut results = Vec::new();
                let _ = fold_op(&mut ctx, &mut ir, ops[2], &mut results);
                folded += 1;
            }
        }
        assert!(
            folded >= names.len() * shapes.len() / 2,
            "{folded} ops parsed"
        );
    }
}
