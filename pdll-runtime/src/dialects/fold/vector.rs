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
//! | `vector.bitcast` | to its own type: the source; of a bitcast from the result type: that source, else the first source in place; splat constants widened (`f16` to `f32`, integers to wider integers) | all but the constants |
//! | `vector.extract` | no position and the same type: the source; of an extract: positions concatenated, in place; through a chain of inserts (and transposes): the inserted value at the same position, or the vector under inserts elsewhere, in place; of a broadcast or splat: its source or an extract of it, in place; of a shuffle, shape_cast, extract_strided_slice, or inserts of strided slices | the first, the extract chain, insert chains without transposes (an insert at a prefix of the position stops the walk: MLIR's prefix case is not written), broadcasts and splats; not the rest |
//! | `vector.insert` | no position and the same type: the source | yes |
//! | `vector.extract_strided_slice` | of the source type: the source; of inserts of strided slices, of splats, of constants | the first |
//! | `vector.insert_strided_slice` | of the destination type: the source | yes |
//! | `vector.extractelement`, `vector.insertelement`, `vector.shuffle`, `vector.from_elements`, `vector.reduction`, `vector.multi_reduction`, `vector.contract`, `vector.transfer_read`, `vector.transfer_write`, `vector.load`, `vector.store`, `vector.maskedload`, ..., `vector.create_mask`, `vector.constant_mask` | constant folds, `foldMemRefCast`, permutation maps, masks | not written |

use super::memref::defined_by;
use super::tensor::{element_text, splat_of, Elements};
use crate::dialects::support::{dense_array, dense_array_values};
use crate::fold::{FoldOutcome, Folding, OpFoldResult};
use crate::ir::Value;
use crate::types::{Type, TypeKind};
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
    ctx.register_folder("vector.extract_strided_slice", fold_same_type);
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

/// `vector.bitcast`: the nop cast and cancelling casts.
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
    FoldOutcome::Failed
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
