//! The folders of MLIR 19's `arith` dialect (`ArithOps.cpp`'s `fold` methods).
//!
//! Integer arithmetic is APInt's, wrapping at the type's width ([`super::apint`]);
//! float arithmetic is APFloat's, correctly rounded to nearest even, with its NaN
//! rules ([`super::apfloat`]). Constant operands are scalars or `dense` splats and
//! lists ([`super::consts`]).
//!
//! | op | folds here | as MLIR 19 |
//! |---|---|---|
//! | `constant` | its value | yes |
//! | `addi` | `x + 0`, `(a - b) + b`, `b + (a - b)`, constants | yes |
//! | `subi` | `x - x` (static shapes), `x - 0`, `(a + b) - b`, `(a + b) - a`, constants | yes |
//! | `muli` | `x * 0`, `x * 1`, constants | yes |
//! | `divui`, `divsi` | `x / 1`, constants (not by zero, not `MIN / -1`) | yes |
//! | `ceildivui`, `ceildivsi`, `floordivsi` | `x / 1`, constants (not by zero, not on overflow) | yes |
//! | `remui`, `remsi` | `x % 1`, constants (not by zero) | yes |
//! | `andi` | `x & 0`, `x & -1`, `x & ~x`, `~x & x`, `a & (a & b)`, constants | yes |
//! | `ori` | `x \| 0`, `x \| -1`, `x \| ~x`, `~x \| x`, constants | yes |
//! | `xori` | `x ^ 0`, `x ^ x`, `(x ^ a) ^ a` and its commuted forms, constants | yes |
//! | `shli`, `shrui`, `shrsi` | `x << 0`, constants shifted by less than the width | yes |
//! | `maxsi`, `maxui`, `minsi`, `minui` | `max(x, x)`, the bounds, constants | yes |
//! | `addui_extended` | `x + 0`, constants (sum and carry) | yes |
//! | `mulsi_extended`, `mului_extended` | `x * 0`, (`mului`:) `x * 1`, constants (low and high halves) | yes |
//! | `negf` | `-(-x)`, constants | yes |
//! | `addf`, `subf` | `x + -0`, `x - +0`, constants | yes |
//! | `mulf`, `divf` | `x * 1`, `x / 1`, constants (MLIR 19 has no `x * 0` fold) | yes |
//! | `remf` | constants (APFloat's `mod`) | yes |
//! | `maximumf`, `minimumf`, `maxnumf`, `minnumf` | `max(x, x)`, `maximumf(x, -inf)`, `minimumf(x, +inf)`, `maxnumf(x, -inf)`, `minnumf(x, +inf)`, constants (MLIR 19 has no `maxnumf(x, NaN)` fold, and folds `maxnumf` constants as `maximumf`: a NaN operand is the result) | yes |
//! | `extui`, `extsi` | ext of ext (in place), constants | yes |
//! | `trunci` | trunc of ext (in place or to the source), trunc of trunc (in place), constants | yes |
//! | `extf`, `truncf` | constants converted without loss (`truncf` to nearest even only); MLIR 19 has no `truncf(extf(x))` fold | yes |
//! | `uitofp`, `sitofp`, `fptoui`, `fptosi` | constants (to nearest even; toward zero, not when invalid) | yes |
//! | `index_cast`, `index_castui` | constants (sign / zero extension or truncation, `index` as 64 bits) | yes |
//! | `bitcast` | scalar constants; splats and lists of the same bit width | yes |
//! | `cmpi` | `x` against itself, `ext(i1) != 0`, a constant moved to the right (in place), constants (MLIR 19 has no `i1` `x != false` / `x == true` folds) | yes |
//! | `cmpf` | scalar constants (a NaN operand decides alone) | yes |
//! | `select` | equal arms, constant condition, `select(c, true, false)`, `select(x == y, x, y)`, element-wise over constant lists | yes |
//!
//! Not here, and why:
//! - `ub.poison` operands (MLIR 19 propagates poison through some folds): the `ub`
//!   dialect has no runtime support here.
//! - `dense` constants with hex, complex or string bodies, and `dense_resource`:
//!   not read ([`super::consts`]); the fold fails.
//! - rounding modes other than to-nearest-even (`truncf`'s `roundingmode`): the fold
//!   fails.

use super::apfloat;
use super::apint::ApInt;
use super::consts::{self, Cat, Elem, ElemTy};
use crate::attributes::{AttrKind, Attribute};
use crate::dialect::i1_same_shape;
use crate::fold::{FoldOutcome, Folding, OpFoldResult};
use crate::ir::{Op, Value};
use crate::types::{FloatKind, Type, TypeKind};
use crate::Context;
use std::cell::Cell;
use std::cmp::Ordering;

/// A folder as a plain function.
type FoldFn = fn(&mut Folding<'_>) -> FoldOutcome;

/// Registers the folders of the `arith` ops.
pub(crate) fn register(ctx: &mut Context) {
    let folders: &[(&str, FoldFn)] = &[
        ("arith.constant", fold_constant),
        ("arith.addi", fold_addi),
        ("arith.subi", fold_subi),
        ("arith.muli", fold_muli),
        ("arith.divui", fold_divui),
        ("arith.divsi", fold_divsi),
        ("arith.ceildivui", fold_ceildivui),
        ("arith.ceildivsi", fold_ceildivsi),
        ("arith.floordivsi", fold_floordivsi),
        ("arith.remui", fold_remui),
        ("arith.remsi", fold_remsi),
        ("arith.andi", fold_andi),
        ("arith.ori", fold_ori),
        ("arith.xori", fold_xori),
        ("arith.shli", fold_shli),
        ("arith.shrui", fold_shrui),
        ("arith.shrsi", fold_shrsi),
        ("arith.maxsi", fold_maxsi),
        ("arith.maxui", fold_maxui),
        ("arith.minsi", fold_minsi),
        ("arith.minui", fold_minui),
        ("arith.addui_extended", fold_addui_extended),
        ("arith.mulsi_extended", fold_mulsi_extended),
        ("arith.mului_extended", fold_mului_extended),
        ("arith.negf", fold_negf),
        ("arith.addf", fold_addf),
        ("arith.subf", fold_subf),
        ("arith.mulf", fold_mulf),
        ("arith.divf", fold_divf),
        ("arith.remf", fold_remf),
        ("arith.maximumf", fold_maximumf),
        ("arith.minimumf", fold_minimumf),
        ("arith.maxnumf", fold_maxnumf),
        ("arith.minnumf", fold_minnumf),
        ("arith.extui", fold_extui),
        ("arith.extsi", fold_extsi),
        ("arith.trunci", fold_trunci),
        ("arith.extf", fold_extf),
        ("arith.truncf", fold_truncf),
        ("arith.uitofp", fold_uitofp),
        ("arith.sitofp", fold_sitofp),
        ("arith.fptoui", fold_fptoui),
        ("arith.fptosi", fold_fptosi),
        ("arith.index_cast", fold_index_cast),
        ("arith.index_castui", fold_index_castui),
        ("arith.bitcast", fold_bitcast),
        ("arith.cmpi", fold_cmpi),
        ("arith.cmpf", fold_cmpf),
        ("arith.select", fold_select),
    ];
    for &(name, folder) in folders {
        ctx.register_folder(name, folder);
    }
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/// The result: a value.
fn value(f: &mut Folding<'_>, v: Value) -> FoldOutcome {
    f.push(OpFoldResult::Value(v))
}

/// The result: an attribute, or a failed fold.
fn attr(f: &mut Folding<'_>, a: Option<Attribute>) -> FoldOutcome {
    match a {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// Whether the op has `n` operands and `r` results (else no fold: broken IR).
fn arity(f: &Folding<'_>, n: usize, r: usize) -> bool {
    f.num_operands() == n && f.ir().num_results(f.op()) == r
}

/// The op defining `v` if it is named `name`.
fn def(f: &Folding<'_>, v: Value, name: &str) -> Option<Op> {
    let op = f.ir().defining_op(v)?;
    (f.ctx_ref().op_name_str(f.ir().op_name(op)) == name).then_some(op)
}

/// Operand `i` of `op`, if it has one.
fn operand_of(f: &Folding<'_>, op: Op, i: usize) -> Option<Value> {
    f.ir().operands(op).get(i).copied()
}

/// The constant of operand `i` read as `m_ConstantInt` reads an attribute.
fn cint(f: &mut Folding<'_>, i: usize) -> Option<ApInt> {
    let c = f.constant(i);
    consts::int_or_splat(f.ctx(), c)
}

/// The constant of operand `i` read as `m_ConstantFloat`.
fn cfloat(f: &mut Folding<'_>, i: usize) -> Option<(FloatKind, u128)> {
    let c = f.constant(i);
    consts::float_or_splat(f.ctx(), c)
}

fn is_zero(f: &mut Folding<'_>, i: usize) -> bool {
    cint(f, i).is_some_and(|v| v.is_zero())
}

fn is_one(f: &mut Folding<'_>, i: usize) -> bool {
    cint(f, i).is_some_and(|v| v.is_one())
}

/// The zero attribute of the result type (`getZeroAttr`).
fn zero_result(f: &mut Folding<'_>) -> Option<Attribute> {
    let ty = f.result_type(0);
    consts::zero_attr(f.ctx(), ty)
}

/// Folds two integer constants with `g` (`constFoldBinaryOp<IntegerAttr>`).
fn int_binary(f: &mut Folding<'_>, g: impl Fn(&ApInt, &ApInt) -> Option<ApInt>) -> FoldOutcome {
    let (a, b) = (f.constant(0), f.constant(1));
    let r = consts::fold_binary(f.ctx(), a, b, Cat::Int, None, |x, y| {
        Some(Elem::Int(g(x.int()?, y.int()?)?))
    });
    attr(f, r)
}

/// Folds two float constants with `g` (`constFoldBinaryOp<FloatAttr>`).
fn float_binary(
    f: &mut Folding<'_>,
    g: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> FoldOutcome {
    let (a, b) = (f.constant(0), f.constant(1));
    let r = consts::fold_binary(f.ctx(), a, b, Cat::Float, None, |x, y| {
        let (k, xa) = x.float()?;
        let (k2, yb) = y.float()?;
        if k != k2 {
            return None;
        }
        Some(Elem::Float(k, g(k, xa, yb)?))
    });
    attr(f, r)
}

/// The scalar element type of the result (`getElementTypeOrSelf`).
fn result_elem(f: &Folding<'_>) -> Option<ElemTy> {
    let ty = consts::element_type_or_self(f.ctx_ref(), f.result_type(0));
    consts::elem_ty(f.ctx_ref(), ty)
}

/// Whether the op carries a rounding mode other than to-nearest-even.
fn other_rounding(f: &Folding<'_>) -> bool {
    let Some(a) = f.attr("roundingmode") else {
        return false;
    };
    match f.ctx_ref().attr_kind(a) {
        // `to_nearest_even` is case 0 of `arith::RoundingMode`.
        AttrKind::Integer { value, .. } => !value.is_zero(),
        AttrKind::Opaque { body, .. } => !body.contains("to_nearest_even"),
        _ => true,
    }
}

// ---------------------------------------------------------------------------
// Integer arithmetic
// ---------------------------------------------------------------------------

fn fold_constant(f: &mut Folding<'_>) -> FoldOutcome {
    let a = f.attr("value");
    attr(f, a)
}

fn fold_addi(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let (lhs, rhs) = (f.operand(0), f.operand(1));
    if is_zero(f, 1) {
        return value(f, lhs);
    }
    // addi(subi(a, b), b) -> a
    if let Some(sub) = def(f, lhs, "arith.subi") {
        if operand_of(f, sub, 1) == Some(rhs) {
            if let Some(a) = operand_of(f, sub, 0) {
                return value(f, a);
            }
        }
    }
    // addi(b, subi(a, b)) -> a
    if let Some(sub) = def(f, rhs, "arith.subi") {
        if operand_of(f, sub, 1) == Some(lhs) {
            if let Some(a) = operand_of(f, sub, 0) {
                return value(f, a);
            }
        }
    }
    int_binary(f, |a, b| Some(a.add(b)))
}

fn fold_subi(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let (lhs, rhs) = (f.operand(0), f.operand(1));
    if lhs == rhs {
        let ty = f.result_type(0);
        let shaped = f.ctx_ref().shaped_element_type(ty).is_some();
        if !shaped || f.ctx_ref().has_static_shape(ty) {
            let z = zero_result(f);
            if z.is_some() {
                return attr(f, z);
            }
        }
    }
    if is_zero(f, 1) {
        return value(f, lhs);
    }
    if let Some(add) = def(f, lhs, "arith.addi") {
        let (a, b) = (operand_of(f, add, 0), operand_of(f, add, 1));
        if let (Some(a), Some(b)) = (a, b) {
            if rhs == b {
                return value(f, a);
            }
            if rhs == a {
                return value(f, b);
            }
        }
    }
    int_binary(f, |a, b| Some(a.sub(b)))
}

fn fold_muli(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let (lhs, rhs) = (f.operand(0), f.operand(1));
    if is_zero(f, 1) {
        return value(f, rhs);
    }
    if is_one(f, 1) {
        return value(f, lhs);
    }
    int_binary(f, |a, b| Some(a.mul(b)))
}

fn fold_divui(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let lhs = f.operand(0);
    if is_one(f, 1) {
        return value(f, lhs);
    }
    int_binary(f, |a, b| a.udiv(b))
}

fn fold_divsi(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let lhs = f.operand(0);
    if is_one(f, 1) {
        return value(f, lhs);
    }
    int_binary(f, |a, b| match a.sdiv_ov(b)? {
        (q, false) => Some(q),
        (_, true) => None,
    })
}

fn fold_ceildivui(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let lhs = f.operand(0);
    if is_one(f, 1) {
        return value(f, lhs);
    }
    int_binary(f, |a, b| {
        let q = a.udiv(b)?;
        if a.urem(b)?.is_zero() {
            return Some(q);
        }
        match q.uadd_ov(&ApInt::from_i128(a.width(), 1)) {
            (r, false) => Some(r),
            (_, true) => None,
        }
    })
}

/// `(a - 1) / b + 1` for positive `a` and `b`, and whether it overflowed.
fn signed_ceil_nonneg(a: &ApInt, b: &ApInt) -> Option<(ApInt, bool)> {
    let one = ApInt::from_i128(a.width(), 1);
    // As APInt's chained `_ov` calls: only the last overflow flag is kept.
    let (x, _) = a.ssub_ov(&one);
    let (q, _) = x.sdiv_ov(b)?;
    Some(q.sadd_ov(&one))
}

fn ceildivsi(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a.clone());
    }
    let zero = ApInt::zero(a.width());
    let a_pos = a.scmp(&zero) == Ordering::Greater;
    let b_pos = b.scmp(&zero) == Ordering::Greater;
    let (r, overflow) = if a_pos && b_pos {
        signed_ceil_nonneg(a, b)?
    } else if !a_pos && !b_pos {
        let (pa, o1) = zero.ssub_ov(a);
        let (pb, o2) = zero.ssub_ov(b);
        let (r, o3) = signed_ceil_nonneg(&pa, &pb)?;
        (r, o1 || o2 || o3)
    } else if !a_pos && b_pos {
        let (pa, o1) = zero.ssub_ov(a);
        let (d, o2) = pa.sdiv_ov(b)?;
        let (r, o3) = zero.ssub_ov(&d);
        (r, o1 || o2 || o3)
    } else {
        let (pb, o1) = zero.ssub_ov(b);
        let (d, o2) = a.sdiv_ov(&pb)?;
        let (r, o3) = zero.ssub_ov(&d);
        (r, o1 || o2 || o3)
    };
    (!overflow).then_some(r)
}

fn fold_ceildivsi(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let lhs = f.operand(0);
    if is_one(f, 1) {
        return value(f, lhs);
    }
    int_binary(f, ceildivsi)
}

fn fold_floordivsi(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let lhs = f.operand(0);
    if is_one(f, 1) {
        return value(f, lhs);
    }
    // MLIR's flag is assigned, not accumulated, by each element's `sfloordiv_ov`
    // (only a zero divisor sets it for good): the last element decides overflow.
    let overflow = Cell::new(false);
    let div0 = Cell::new(false);
    let (a, b) = (f.constant(0), f.constant(1));
    let r = consts::fold_binary(f.ctx(), a, b, Cat::Int, None, |x, y| {
        let (x, y) = (x.int()?, y.int()?);
        if y.is_zero() {
            div0.set(true);
            return Some(Elem::Int(x.clone()));
        }
        let (q, o) = x.sfloordiv_ov(y)?;
        overflow.set(o);
        Some(Elem::Int(q))
    });
    if overflow.get() || div0.get() {
        return FoldOutcome::Failed;
    }
    attr(f, r)
}

fn fold_remui(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    if is_one(f, 1) {
        let z = zero_result(f);
        return attr(f, z);
    }
    int_binary(f, |a, b| a.urem(b))
}

fn fold_remsi(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    if is_one(f, 1) {
        let z = zero_result(f);
        return attr(f, z);
    }
    int_binary(f, |a, b| a.srem(b))
}

/// Whether `v` is `xori(x, c)` with `c` a constant of all ones (`m_Op<XOrIOp>(x,
/// m_ConstantInt)` with `isAllOnes`).
fn is_not_of(f: &mut Folding<'_>, v: Value, x: Value) -> Option<Value> {
    let xor = def(f, v, "arith.xori")?;
    if operand_of(f, xor, 0)? != x {
        return None;
    }
    let c = operand_of(f, xor, 1)?;
    let cop = f.ir().defining_op(c)?;
    let (ctx, ir) = (f.ctx_ref(), f.ir());
    if !crate::fold::is_constant_like(ctx, ir, cop) {
        return None;
    }
    let a = ir.attr_by_name(ctx, cop, "value")?;
    // `m_ConstantInt` on an op: an integer, or a splat of one for a vector or ranked
    // tensor type.
    let ty = ir.value_type(c);
    let val = match ctx.type_kind(ty) {
        TypeKind::Integer { .. } | TypeKind::Index => consts::int_scalar(f.ctx(), Some(a)),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            consts::int_or_splat(f.ctx(), Some(a))
        }
        _ => None,
    }?;
    val.is_all_ones().then_some(c)
}

fn fold_andi(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let (lhs, rhs) = (f.operand(0), f.operand(1));
    if is_zero(f, 1) {
        return value(f, rhs);
    }
    if cint(f, 1).is_some_and(|v| v.is_all_ones()) {
        return value(f, lhs);
    }
    if is_not_of(f, rhs, lhs).is_some() || is_not_of(f, lhs, rhs).is_some() {
        let z = zero_result(f);
        return attr(f, z);
    }
    // and(a, and(a, b)) -> and(a, b)
    for reverse in [false, true] {
        let (prev_v, other) = if reverse { (rhs, lhs) } else { (lhs, rhs) };
        if let Some(prev) = def(f, prev_v, "arith.andi") {
            if operand_of(f, prev, 0) == Some(other) || operand_of(f, prev, 1) == Some(other) {
                return value(f, prev_v);
            }
        }
    }
    int_binary(f, |a, b| Some(a.and(b)))
}

fn fold_ori(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let (lhs, rhs) = (f.operand(0), f.operand(1));
    if let Some(v) = cint(f, 1) {
        if v.is_zero() {
            return value(f, lhs);
        }
        if v.is_all_ones() {
            let c = f.constant(1);
            return attr(f, c);
        }
    }
    if let Some(c) = is_not_of(f, rhs, lhs) {
        return value(f, c);
    }
    if let Some(c) = is_not_of(f, lhs, rhs) {
        return value(f, c);
    }
    int_binary(f, |a, b| Some(a.or(b)))
}

fn fold_xori(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let (lhs, rhs) = (f.operand(0), f.operand(1));
    if is_zero(f, 1) {
        return value(f, lhs);
    }
    if lhs == rhs {
        let z = zero_result(f);
        if z.is_some() {
            return attr(f, z);
        }
    }
    if let Some(prev) = def(f, lhs, "arith.xori") {
        if operand_of(f, prev, 1) == Some(rhs) {
            if let Some(x) = operand_of(f, prev, 0) {
                return value(f, x);
            }
        }
        if operand_of(f, prev, 0) == Some(rhs) {
            if let Some(x) = operand_of(f, prev, 1) {
                return value(f, x);
            }
        }
    }
    if let Some(prev) = def(f, rhs, "arith.xori") {
        if operand_of(f, prev, 1) == Some(lhs) {
            if let Some(x) = operand_of(f, prev, 0) {
                return value(f, x);
            }
        }
        if operand_of(f, prev, 0) == Some(lhs) {
            if let Some(x) = operand_of(f, prev, 1) {
                return value(f, x);
            }
        }
    }
    int_binary(f, |a, b| Some(a.xor(b)))
}

/// A shift: `x >> 0 -> x`, and constants when the (last) shift amount is below the
/// width (MLIR's `bounded` flag is assigned per element).
fn fold_shift(f: &mut Folding<'_>, g: fn(&ApInt, &ApInt) -> ApInt) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let lhs = f.operand(0);
    if is_zero(f, 1) {
        return value(f, lhs);
    }
    let bounded = Cell::new(false);
    let (a, b) = (f.constant(0), f.constant(1));
    let r = consts::fold_binary(f.ctx(), a, b, Cat::Int, None, |x, y| {
        let (x, y) = (x.int()?, y.int()?);
        bounded.set(y.to_u64().is_some_and(|s| s < u64::from(y.width())));
        Some(Elem::Int(g(x, y)))
    });
    if !bounded.get() {
        return FoldOutcome::Failed;
    }
    attr(f, r)
}

fn fold_shli(f: &mut Folding<'_>) -> FoldOutcome {
    fold_shift(f, ApInt::shl)
}

fn fold_shrui(f: &mut Folding<'_>) -> FoldOutcome {
    fold_shift(f, ApInt::lshr)
}

fn fold_shrsi(f: &mut Folding<'_>) -> FoldOutcome {
    fold_shift(f, ApInt::ashr)
}

/// `max`/`min`: `op(x, x) -> x`; `op(x, absorbing) -> absorbing`; `op(x, identity)
/// -> x`; constants.
fn fold_minmax(
    f: &mut Folding<'_>,
    absorbing: fn(&ApInt) -> bool,
    identity: fn(&ApInt) -> bool,
    g: fn(&ApInt, &ApInt) -> ApInt,
) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let (lhs, rhs) = (f.operand(0), f.operand(1));
    if lhs == rhs {
        return value(f, rhs);
    }
    if let Some(v) = cint(f, 1) {
        if absorbing(&v) {
            return value(f, rhs);
        }
        if identity(&v) {
            return value(f, lhs);
        }
    }
    int_binary(f, |a, b| Some(g(a, b)))
}

fn fold_maxsi(f: &mut Folding<'_>) -> FoldOutcome {
    fold_minmax(f, ApInt::is_max_signed, ApInt::is_min_signed, ApInt::smax)
}

fn fold_maxui(f: &mut Folding<'_>) -> FoldOutcome {
    fold_minmax(f, ApInt::is_all_ones, ApInt::is_zero, ApInt::umax)
}

fn fold_minsi(f: &mut Folding<'_>) -> FoldOutcome {
    fold_minmax(f, ApInt::is_min_signed, ApInt::is_max_signed, ApInt::smin)
}

fn fold_minui(f: &mut Folding<'_>) -> FoldOutcome {
    fold_minmax(f, ApInt::is_zero, ApInt::is_all_ones, ApInt::umin)
}

fn fold_addui_extended(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 2) {
        return FoldOutcome::Failed;
    }
    let lhs = f.operand(0);
    let overflow_ty = f.result_type(1);
    if is_zero(f, 1) {
        let Some(z) = consts::zero_attr(f.ctx(), overflow_ty) else {
            return FoldOutcome::Failed;
        };
        f.push(OpFoldResult::Value(lhs));
        return f.push(OpFoldResult::Attribute(z));
    }
    let (a, b) = (f.constant(0), f.constant(1));
    let Some(sum) = consts::fold_binary(f.ctx(), a, b, Cat::Int, None, |x, y| {
        Some(Elem::Int(x.int()?.add(y.int()?)))
    }) else {
        return FoldOutcome::Failed;
    };
    // The carry: sum < lhs, as i1 of the sum's shape.
    let Some(sum_ty) = consts::decode(f.ctx(), sum).map(|c| c.ty) else {
        return FoldOutcome::Failed;
    };
    let carry_ty = i1_same_shape(f.ctx(), sum_ty);
    let carry = consts::fold_binary(f.ctx(), Some(sum), a, Cat::Int, Some(carry_ty), |s, x| {
        let lt = s.int()?.ucmp(x.int()?) == Ordering::Less;
        Some(Elem::Int(ApInt::from_i128(1, i128::from(lt))))
    });
    let Some(carry) = carry else {
        return FoldOutcome::Failed;
    };
    f.push(OpFoldResult::Attribute(sum));
    f.push(OpFoldResult::Attribute(carry))
}

fn fold_mul_extended(f: &mut Folding<'_>, signed: bool) -> FoldOutcome {
    if !arity(f, 2, 2) {
        return FoldOutcome::Failed;
    }
    let lhs = f.operand(0);
    if is_zero(f, 1) {
        let Some(z) = f.constant(1) else {
            return FoldOutcome::Failed;
        };
        f.push(OpFoldResult::Attribute(z));
        return f.push(OpFoldResult::Attribute(z));
    }
    if !signed && is_one(f, 1) {
        let ty = f.ir().value_type(lhs);
        let Some(z) = consts::zero_attr(f.ctx(), ty) else {
            return FoldOutcome::Failed;
        };
        f.push(OpFoldResult::Value(lhs));
        return f.push(OpFoldResult::Attribute(z));
    }
    let (a, b) = (f.constant(0), f.constant(1));
    let low = consts::fold_binary(f.ctx(), a, b, Cat::Int, None, |x, y| {
        Some(Elem::Int(x.int()?.mul(y.int()?)))
    });
    let high = consts::fold_binary(f.ctx(), a, b, Cat::Int, None, |x, y| {
        let (x, y) = (x.int()?, y.int()?);
        Some(Elem::Int(if signed { x.mulhs(y) } else { x.mulhu(y) }))
    });
    match (low, high) {
        (Some(l), Some(h)) => {
            f.push(OpFoldResult::Attribute(l));
            f.push(OpFoldResult::Attribute(h))
        }
        _ => FoldOutcome::Failed,
    }
}

fn fold_mulsi_extended(f: &mut Folding<'_>) -> FoldOutcome {
    fold_mul_extended(f, true)
}

fn fold_mului_extended(f: &mut Folding<'_>) -> FoldOutcome {
    fold_mul_extended(f, false)
}

// ---------------------------------------------------------------------------
// Float arithmetic
// ---------------------------------------------------------------------------

fn fold_negf(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 1, 1) {
        return FoldOutcome::Failed;
    }
    let x = f.operand(0);
    if let Some(inner) = def(f, x, "arith.negf") {
        if let Some(v) = operand_of(f, inner, 0) {
            return value(f, v);
        }
    }
    let c = f.constant(0);
    let r = consts::fold_unary(f.ctx(), c, Cat::Float, |e| {
        let (k, b) = e.float()?;
        Some(Elem::Float(k, apfloat::neg(k, b)?))
    });
    attr(f, r)
}

/// A float binary op with a rounding mode: only to nearest even folds constants.
fn float_arith(f: &mut Folding<'_>, g: fn(FloatKind, u128, u128) -> Option<u128>) -> FoldOutcome {
    if other_rounding(f) {
        return FoldOutcome::Failed;
    }
    float_binary(f, g)
}

/// `op(x, c) -> x` when the constant right operand `c` is the op's identity, else
/// constants (with [`float_arith`]'s rounding rule).
fn float_with_right_identity(
    f: &mut Folding<'_>,
    identity: fn(FloatKind, u128) -> bool,
    g: fn(FloatKind, u128, u128) -> Option<u128>,
) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let lhs = f.operand(0);
    if cfloat(f, 1).is_some_and(|(k, b)| identity(k, b)) {
        return value(f, lhs);
    }
    float_arith(f, g)
}

/// `x + -0 -> x`.
fn fold_addf(f: &mut Folding<'_>) -> FoldOutcome {
    float_with_right_identity(f, |k, b| apfloat::is_zero(k, b) == Some(true), apfloat::add)
}

/// `x - +0 -> x`.
fn fold_subf(f: &mut Folding<'_>) -> FoldOutcome {
    float_with_right_identity(
        f,
        |k, b| apfloat::is_zero(k, b) == Some(false),
        apfloat::sub,
    )
}

/// `x * 1 -> x`.
fn fold_mulf(f: &mut Folding<'_>) -> FoldOutcome {
    float_with_right_identity(f, apfloat::is_one, apfloat::mul)
}

/// `x / 1 -> x`.
fn fold_divf(f: &mut Folding<'_>) -> FoldOutcome {
    float_with_right_identity(f, apfloat::is_one, apfloat::div)
}

fn fold_remf(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    float_binary(f, apfloat::rem)
}

/// `maximumf` and friends: `op(x, x) -> x`, `op(x, c) -> x` when `identity(c)`,
/// constants.
fn fold_float_minmax(
    f: &mut Folding<'_>,
    identity: fn(FloatKind, u128) -> bool,
    g: fn(FloatKind, u128, u128) -> Option<u128>,
) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let (lhs, rhs) = (f.operand(0), f.operand(1));
    if lhs == rhs {
        return value(f, rhs);
    }
    if cfloat(f, 1).is_some_and(|(k, b)| identity(k, b)) {
        return value(f, lhs);
    }
    float_binary(f, g)
}

fn fold_maximumf(f: &mut Folding<'_>) -> FoldOutcome {
    fold_float_minmax(
        f,
        |k, b| apfloat::is_inf(k, b) == Some(true),
        apfloat::maximum,
    )
}

fn fold_minimumf(f: &mut Folding<'_>) -> FoldOutcome {
    fold_float_minmax(
        f,
        |k, b| apfloat::is_inf(k, b) == Some(false),
        apfloat::minimum,
    )
}

// `maxnumf(x, -inf)` and `minnumf(x, +inf)` are `x`. MLIR 19 has no
// `maxnumf(x, NaN) -> x` (later versions do), and its constant fold is
// `llvm::maximum`'s (a NaN operand wins), not `maxnum`'s: as `mlir-opt-19` folds it.
fn fold_maxnumf(f: &mut Folding<'_>) -> FoldOutcome {
    fold_float_minmax(
        f,
        |k, b| apfloat::is_inf(k, b) == Some(true),
        apfloat::maximum,
    )
}

fn fold_minnumf(f: &mut Folding<'_>) -> FoldOutcome {
    fold_float_minmax(
        f,
        |k, b| apfloat::is_inf(k, b) == Some(false),
        apfloat::minnum,
    )
}

// ---------------------------------------------------------------------------
// Casts
// ---------------------------------------------------------------------------

/// A cast of constants to the result type: `g` maps each element.
fn cast(f: &mut Folding<'_>, cat: Cat, g: impl Fn(&Elem) -> Option<Elem>) -> FoldOutcome {
    let c = f.constant(0);
    let ty = f.result_type(0);
    let r = consts::fold_cast(f.ctx(), c, cat, ty, g);
    attr(f, r)
}

/// The width of the result's integer elements (`index`: 64).
fn result_int_width(f: &Folding<'_>) -> Option<u32> {
    match result_elem(f)? {
        ElemTy::Int { width, .. } => Some(width),
        ElemTy::Float(_) => None,
    }
}

fn result_float_kind(f: &Folding<'_>) -> Option<FloatKind> {
    match result_elem(f)? {
        ElemTy::Float(k) => Some(k),
        ElemTy::Int { .. } => None,
    }
}

/// Integer width of `v`'s element type, if an integer type (not index).
fn int_elem_width(f: &Folding<'_>, v: Value) -> Option<u32> {
    let ty = consts::element_type_or_self(f.ctx_ref(), f.ir().value_type(v));
    match f.ctx_ref().type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn fold_ext(f: &mut Folding<'_>, name: &str, signed: bool) -> FoldOutcome {
    if !arity(f, 1, 1) {
        return FoldOutcome::Failed;
    }
    let x = f.operand(0);
    if let Some(inner) = def(f, x, name) {
        if let Some(src) = operand_of(f, inner, 0) {
            return f.set_operand(0, src);
        }
    }
    let Some(width) = result_int_width(f) else {
        return FoldOutcome::Failed;
    };
    cast(f, Cat::Int, |e| {
        let v = e.int()?;
        Some(Elem::Int(if signed {
            v.sext_or_trunc(width)
        } else {
            v.zext_or_trunc(width)
        }))
    })
}

fn fold_extui(f: &mut Folding<'_>) -> FoldOutcome {
    fold_ext(f, "arith.extui", false)
}

fn fold_extsi(f: &mut Folding<'_>) -> FoldOutcome {
    fold_ext(f, "arith.extsi", true)
}

fn fold_trunci(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 1, 1) {
        return FoldOutcome::Failed;
    }
    let x = f.operand(0);
    let ext = def(f, x, "arith.extui").or_else(|| def(f, x, "arith.extsi"));
    if let Some(src) = ext.and_then(|e| operand_of(f, e, 0)) {
        let src_ty = consts::element_type_or_self(f.ctx_ref(), f.ir().value_type(src));
        let dst_ty = consts::element_type_or_self(f.ctx_ref(), f.result_type(0));
        let (sw, dw) = (int_elem_width(f, src), result_int_width(f));
        if let (Some(sw), Some(dw)) = (sw, dw) {
            if sw > dw {
                return f.set_operand(0, src);
            }
        }
        if src_ty == dst_ty {
            return value(f, src);
        }
    }
    if let Some(inner) = def(f, x, "arith.trunci") {
        if let Some(src) = operand_of(f, inner, 0) {
            return f.set_operand(0, src);
        }
    }
    let Some(width) = result_int_width(f) else {
        return FoldOutcome::Failed;
    };
    cast(f, Cat::Int, |e| {
        Some(Elem::Int(e.int()?.zext_or_trunc(width)))
    })
}

fn fold_extf(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 1, 1) {
        return FoldOutcome::Failed;
    }
    let Some(to) = result_float_kind(f) else {
        return FoldOutcome::Failed;
    };
    cast(f, Cat::Float, |e| {
        let (k, b) = e.float()?;
        Some(Elem::Float(to, apfloat::convert_exact(k, to, b)?))
    })
}

fn fold_truncf(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 1, 1) {
        return FoldOutcome::Failed;
    }
    let Some(to) = result_float_kind(f) else {
        return FoldOutcome::Failed;
    };
    if other_rounding(f) {
        return FoldOutcome::Failed;
    }
    cast(f, Cat::Float, |e| {
        let (k, b) = e.float()?;
        Some(Elem::Float(to, apfloat::convert_exact(k, to, b)?))
    })
}

fn fold_itofp(f: &mut Folding<'_>, signed: bool) -> FoldOutcome {
    if !arity(f, 1, 1) {
        return FoldOutcome::Failed;
    }
    let Some(to) = result_float_kind(f) else {
        return FoldOutcome::Failed;
    };
    cast(f, Cat::Int, |e| {
        Some(Elem::Float(to, apfloat::from_int(to, e.int()?, signed)?))
    })
}

fn fold_uitofp(f: &mut Folding<'_>) -> FoldOutcome {
    fold_itofp(f, false)
}

fn fold_sitofp(f: &mut Folding<'_>) -> FoldOutcome {
    fold_itofp(f, true)
}

fn fold_fptoi(f: &mut Folding<'_>, signed: bool) -> FoldOutcome {
    if !arity(f, 1, 1) {
        return FoldOutcome::Failed;
    }
    let Some(width) = result_int_width(f) else {
        return FoldOutcome::Failed;
    };
    cast(f, Cat::Float, |e| {
        let (k, b) = e.float()?;
        Some(Elem::Int(apfloat::to_int(k, b, width, signed)?))
    })
}

fn fold_fptoui(f: &mut Folding<'_>) -> FoldOutcome {
    fold_fptoi(f, false)
}

fn fold_fptosi(f: &mut Folding<'_>) -> FoldOutcome {
    fold_fptoi(f, true)
}

fn fold_index_cast_with(f: &mut Folding<'_>, signed: bool) -> FoldOutcome {
    if !arity(f, 1, 1) {
        return FoldOutcome::Failed;
    }
    let Some(width) = result_int_width(f) else {
        return FoldOutcome::Failed;
    };
    cast(f, Cat::Int, |e| {
        let v = e.int()?;
        Some(Elem::Int(if signed {
            v.sext_or_trunc(width)
        } else {
            v.zext_or_trunc(width)
        }))
    })
}

fn fold_index_cast(f: &mut Folding<'_>) -> FoldOutcome {
    fold_index_cast_with(f, true)
}

fn fold_index_castui(f: &mut Folding<'_>) -> FoldOutcome {
    fold_index_cast_with(f, false)
}

/// An element's bits as an integer of its width.
fn elem_bits(e: &Elem) -> ApInt {
    match e {
        Elem::Int(v) => v.clone(),
        Elem::Float(k, b) => ApInt::from_u128(crate::asm::float::width(*k), *b),
    }
}

fn fold_bitcast(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 1, 1) {
        return FoldOutcome::Failed;
    }
    let Some(c) = f.constant(0) else {
        return FoldOutcome::Failed;
    };
    let Some(to) = result_elem(f) else {
        return FoldOutcome::Failed;
    };
    let Some(src) = consts::decode(f.ctx(), c) else {
        return FoldOutcome::Failed;
    };
    let res_ty = f.result_type(0);
    let res_shaped = f.ctx_ref().shaped_element_type(res_ty).is_some();
    let src_dense = matches!(f.ctx_ref().attr_kind(c), AttrKind::Dense { .. });
    if res_shaped != src_dense {
        return FoldOutcome::Failed;
    }
    let convert = |e: &Elem| -> Option<Elem> {
        let bits = elem_bits(e);
        match to {
            ElemTy::Int { width, .. } if width == bits.width() => Some(Elem::Int(bits)),
            ElemTy::Float(k) if crate::asm::float::width(k) == bits.width() => Some(Elem::Float(
                k,
                bits.to_u64()
                    .map(u128::from)
                    .or_else(|| u128::try_from(bits.unsigned().clone()).ok())?,
            )),
            _ => None,
        }
    };
    let layout = match &src.layout {
        consts::Layout::Scalar(e) => convert(e).map(consts::Layout::Scalar),
        consts::Layout::Splat(e) => convert(e).map(consts::Layout::Splat),
        consts::Layout::List(es) => es
            .iter()
            .map(convert)
            .collect::<Option<Vec<_>>>()
            .map(consts::Layout::List),
    };
    let r = layout.and_then(|l| consts::encode(f.ctx(), res_ty, &l));
    attr(f, r)
}

// ---------------------------------------------------------------------------
// Comparisons and select
// ---------------------------------------------------------------------------

/// `arith::CmpIPredicate`, by its case number.
fn cmpi_holds(pred: i128, a: &ApInt, b: &ApInt) -> Option<bool> {
    let s = a.scmp(b);
    let u = a.ucmp(b);
    Some(match pred {
        0 => u == Ordering::Equal,
        1 => u != Ordering::Equal,
        2 => s == Ordering::Less,
        3 => s != Ordering::Greater,
        4 => s == Ordering::Greater,
        5 => s != Ordering::Less,
        6 => u == Ordering::Less,
        7 => u != Ordering::Greater,
        8 => u == Ordering::Greater,
        9 => u != Ordering::Less,
        _ => return None,
    })
}

/// The predicate of a comparison (its `predicate` attribute's case number).
fn predicate(f: &Folding<'_>) -> Option<(i128, Attribute)> {
    let a = f.attr("predicate")?;
    Some((f.ctx_ref().integer_attr_value(a)?, a))
}

/// `getBoolAttribute`: `true`/`false` of type `ty`, a splat for a static shape.
fn bool_attribute(f: &mut Folding<'_>, ty: Type, v: bool) -> Option<Attribute> {
    let e = Elem::Int(ApInt::from_i128(1, i128::from(v)));
    if f.ctx_ref().shaped_element_type(ty).is_some() {
        return consts::dense_attr(f.ctx(), ty, &[e]);
    }
    Some(f.ctx().intern_attr(AttrKind::Bool(v)))
}

fn fold_cmpi(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let Some((pred, pred_attr)) = predicate(f) else {
        return FoldOutcome::Failed;
    };
    let (lhs, rhs) = (f.operand(0), f.operand(1));
    if lhs == rhs {
        let v = matches!(pred, 0 | 3 | 5 | 7 | 9);
        if !(0..=9).contains(&pred) {
            return FoldOutcome::Failed;
        }
        let ty = f.result_type(0);
        let a = bool_attribute(f, ty, v);
        return attr(f, a);
    }
    if is_zero(f, 1) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def(f, lhs, ext) {
                if let Some(src) = operand_of(f, e, 0) {
                    // `getIntegerWidth`: an integer or a vector of integers.
                    let ty = f.ir().value_type(src);
                    let width = match f.ctx_ref().type_kind(ty) {
                        TypeKind::Integer { width, .. } => Some(*width),
                        TypeKind::Vector { element, .. } => {
                            f.ctx_ref().integer_type_width(*element)
                        }
                        _ => None,
                    };
                    if width == Some(1) && pred == 1 {
                        return value(f, src);
                    }
                }
            }
        }
    }
    // A constant on the left moves to the right, the predicate mirrored.
    if f.constant(0).is_some() && f.constant(1).is_none() {
        let swapped = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            0 | 1 => pred,
            _ => return FoldOutcome::Failed,
        };
        let AttrKind::Integer { ty, .. } = f.ctx_ref().attr_kind(pred_attr).clone() else {
            return FoldOutcome::Failed;
        };
        let new_pred = f.ctx().intern_attr(AttrKind::Integer {
            value: swapped.into(),
            ty,
        });
        f.set_attr("predicate", new_pred);
        return f.swap_operands(0, 1);
    }
    let Some(lhs_c) = f.constant(0) else {
        return FoldOutcome::Failed;
    };
    let Some(lhs_ty) = consts::decode(f.ctx(), lhs_c).map(|c| c.ty) else {
        return FoldOutcome::Failed;
    };
    let res_ty = i1_same_shape(f.ctx(), lhs_ty);
    let (a, b) = (f.constant(0), f.constant(1));
    let r = consts::fold_binary(f.ctx(), a, b, Cat::Int, Some(res_ty), |x, y| {
        let holds = cmpi_holds(pred, x.int()?, y.int()?)?;
        Some(Elem::Int(ApInt::from_i128(1, i128::from(holds))))
    });
    attr(f, r)
}

/// `arith::CmpFPredicate`, by its case number, on APFloat's `compare`.
fn cmpf_holds(pred: i128, c: Option<Ordering>) -> Option<bool> {
    use Ordering::*;
    Some(match pred {
        0 => false,
        1 => c == Some(Equal),
        2 => c == Some(Greater),
        3 => matches!(c, Some(Greater | Equal)),
        4 => c == Some(Less),
        5 => matches!(c, Some(Less | Equal)),
        6 => matches!(c, Some(Less | Greater)),
        7 => c.is_some(),
        8 => matches!(c, None | Some(Equal)),
        9 => matches!(c, None | Some(Greater)),
        10 => matches!(c, None | Some(Greater | Equal)),
        11 => matches!(c, None | Some(Less)),
        12 => matches!(c, None | Some(Less | Equal)),
        13 => c != Some(Equal),
        14 => c.is_none(),
        15 => true,
        _ => return None,
    })
}

/// The float of a `FloatAttr` operand (not elements).
fn float_scalar(f: &mut Folding<'_>, i: usize) -> Option<(FloatKind, u128)> {
    let a = f.constant(i)?;
    match *f.ctx_ref().attr_kind(a) {
        AttrKind::Float { bits, ty } => Some((f.ctx_ref().float_type_kind(ty)?, bits)),
        _ => None,
    }
}

fn fold_cmpf(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 2, 1) {
        return FoldOutcome::Failed;
    }
    let Some((pred, _)) = predicate(f) else {
        return FoldOutcome::Failed;
    };
    let mut lhs = float_scalar(f, 0);
    let mut rhs = float_scalar(f, 1);
    if let Some((k, b)) = lhs {
        if apfloat::is_nan(k, b) {
            rhs = lhs;
        }
    }
    if let Some((k, b)) = rhs {
        if apfloat::is_nan(k, b) {
            lhs = rhs;
        }
    }
    let (Some((ka, a)), Some((kb, b))) = (lhs, rhs) else {
        return FoldOutcome::Failed;
    };
    if ka != kb {
        return FoldOutcome::Failed;
    }
    let Some(v) = cmpf_holds(pred, apfloat::compare(ka, a, b)) else {
        return FoldOutcome::Failed;
    };
    let a = f.ctx().intern_attr(AttrKind::Bool(v));
    f.push(OpFoldResult::Attribute(a))
}

fn fold_select(f: &mut Folding<'_>) -> FoldOutcome {
    if !arity(f, 3, 1) {
        return FoldOutcome::Failed;
    }
    let (cond, t, e) = (f.operand(0), f.operand(1), f.operand(2));
    if t == e {
        return value(f, t);
    }
    if is_one(f, 0) {
        return value(f, t);
    }
    if is_zero(f, 0) {
        return value(f, e);
    }
    let res_ty = f.result_type(0);
    let res_i1 = matches!(
        f.ctx_ref().type_kind(res_ty),
        TypeKind::Integer {
            width: 1,
            signedness: crate::types::Signedness::Signless
        }
    );
    if res_i1 && is_one(f, 1) && is_zero(f, 2) {
        return value(f, cond);
    }
    if let Some(cmp) = def(f, cond, "arith.cmpi") {
        let pred = f
            .ir()
            .attr_by_name(f.ctx_ref(), cmp, "predicate")
            .and_then(|a| f.ctx_ref().integer_attr_value(a));
        if let (Some(p @ (0 | 1)), Some(a), Some(b)) =
            (pred, operand_of(f, cmp, 0), operand_of(f, cmp, 1))
        {
            if (a == t && b == e) || (b == t && a == e) {
                return value(f, if p == 1 { t } else { e });
            }
        }
    }
    // Element-wise over a constant condition and constant arms.
    let (Some(c), Some(x), Some(y)) = (f.constant(0), f.constant(1), f.constant(2)) else {
        return FoldOutcome::Failed;
    };
    let dense =
        |f: &Folding<'_>, a: Attribute| matches!(f.ctx_ref().attr_kind(a), AttrKind::Dense { .. });
    if !(dense(f, c) && dense(f, x) && dense(f, y)) {
        return FoldOutcome::Failed;
    }
    let (Some(cc), Some(xc), Some(yc)) = (
        consts::decode(f.ctx(), c),
        consts::decode(f.ctx(), x),
        consts::decode(f.ctx(), y),
    ) else {
        return FoldOutcome::Failed;
    };
    let expand = |l: &consts::Layout, n: usize| -> Vec<Elem> {
        match l {
            consts::Layout::Scalar(e) | consts::Layout::Splat(e) => vec![e.clone(); n],
            consts::Layout::List(es) => es.clone(),
        }
    };
    let n = [&cc.layout, &xc.layout, &yc.layout]
        .iter()
        .map(|l| match l {
            consts::Layout::List(es) => es.len(),
            _ => 1,
        })
        .max()
        .unwrap_or(1);
    let (cs, xs, ys) = (
        expand(&cc.layout, n),
        expand(&xc.layout, n),
        expand(&yc.layout, n),
    );
    if cs.len() != n || xs.len() != n || ys.len() != n {
        return FoldOutcome::Failed;
    }
    let mut out = Vec::with_capacity(n);
    for ((c, x), y) in cs.iter().zip(&xs).zip(&ys) {
        let Some(cv) = c.int() else {
            return FoldOutcome::Failed;
        };
        out.push(if cv.is_zero() { y.clone() } else { x.clone() });
    }
    let r = consts::dense_attr(f.ctx(), xc.ty, &out);
    attr(f, r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(w: u32, v: i128) -> ApInt {
        ApInt::from_i128(w, v)
    }

    #[test]
    fn ceil_division() {
        assert_eq!(ceildivsi(&a(32, 7), &a(32, 2)), Some(a(32, 4)));
        assert_eq!(ceildivsi(&a(32, -7), &a(32, 2)), Some(a(32, -3)));
        assert_eq!(ceildivsi(&a(32, 7), &a(32, -2)), Some(a(32, -3)));
        assert_eq!(ceildivsi(&a(32, -7), &a(32, -2)), Some(a(32, 4)));
        assert_eq!(ceildivsi(&a(8, -128), &a(8, -1)), None);
        assert_eq!(ceildivsi(&a(8, -128), &a(8, 2)), None);
        assert_eq!(ceildivsi(&a(8, 5), &a(8, 0)), None);
        assert_eq!(ceildivsi(&a(8, 0), &a(8, 3)), Some(a(8, 0)));
    }

    #[test]
    fn predicates() {
        assert_eq!(cmpi_holds(2, &a(8, -1), &a(8, 0)), Some(true));
        assert_eq!(cmpi_holds(6, &a(8, -1), &a(8, 0)), Some(false));
        assert_eq!(cmpi_holds(11, &a(8, -1), &a(8, 0)), None);
        assert_eq!(cmpf_holds(8, None), Some(true));
        assert_eq!(cmpf_holds(1, None), Some(false));
        assert_eq!(cmpf_holds(13, Some(Ordering::Less)), Some(true));
    }
}
