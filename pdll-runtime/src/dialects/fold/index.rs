//! The folders of MLIR 19's `index` dialect (`IndexOps.cpp`) and its constant
//! materializer (`IndexDialect::materializeConstant`).
//!
//! An `index` value has no fixed width: MLIR folds on 64-bit values, and an op whose
//! low 32 bits could depend on the upper ones (division, remainder, shifts right,
//! min/max, comparisons) folds only when the 64-bit result truncated to 32 bits is the
//! 32-bit result of the truncated operands (`foldBinaryOpChecked`). Operations whose
//! low bits never depend on the upper ones (add, sub, mul, and, or, xor, shl) fold
//! unchecked (`foldBinaryOpUnchecked`).
//!
//! | op | MLIR 19 fold | here |
//! |---|---|---|
//! | `add`, `sub`, `mul` | constants (unchecked); `add(x, 0)`, `sub(x, 0)`, `mul(x, 1)` to `x`; `mul(x, 0)` to `0` | yes |
//! | `and`, `or`, `xor` | constants (unchecked) | yes |
//! | `shl` | constants (unchecked), not for a shift amount of 32 or more | yes |
//! | `divs`, `divu`, `ceildivs`, `ceildivu`, `floordivs` | constants (checked), not by zero | yes |
//! | `rems`, `remu` | constants (checked) | yes; a zero divisor does not fold (MLIR's APInt asserts) |
//! | `maxs`, `maxu`, `mins`, `minu` | constants (checked) | yes |
//! | `shrs`, `shru` | constants (checked), not for a shift amount of 32 or more | yes |
//! | `casts`, `castu` | constants: to `index` by extending or truncating to 64 bits; from `index` to `iN` when the result does not depend on the upper 32 bits | yes (a result of type `iN` then finds no materializer, as in MLIR) |
//! | `cmp` | constants (checked); `cmp(x, x)`; `cmp(max/min(x, cA), cB)` by the range of the max or min, in 64 and 32 bits | yes |
//! | `constant`, `bool.constant` | their `value` | yes |
//! | `sizeof` | none | none |
//!
//! Materializer: a bool attribute as `index.bool.constant` when the type is `i1`, an
//! integer attribute of type `index` as `index.constant` when the type is `index`.

use crate::attributes::{AttrKind, Attribute};
use crate::fold::{FoldOutcome, Folding, OpFoldResult};
use crate::ir::Op;
use crate::rewriter::Rewriter;
use crate::types::{Signedness, Type, TypeKind};
use crate::Context;

/// Installs the index dialect's folders and materializer.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_constant_materializer("index", materialize);
    for (name, op, checked) in BINARY {
        let (op, checked) = (*op, *checked);
        ctx.register_folder(name, move |f: &mut Folding<'_>| fold_binary(f, op, checked));
    }
    ctx.register_folder("index.casts", |f: &mut Folding<'_>| fold_cast(f, true));
    ctx.register_folder("index.castu", |f: &mut Folding<'_>| fold_cast(f, false));
    ctx.register_folder("index.cmp", fold_cmp);
    ctx.register_folder("index.constant", fold_value);
    ctx.register_folder("index.bool.constant", fold_value);
}

/// The binary ops: name, operation, and whether the fold is checked (see the module
/// docs).
const BINARY: &[(&str, Bin, bool)] = &[
    ("index.add", Bin::Add, false),
    ("index.sub", Bin::Sub, false),
    ("index.mul", Bin::Mul, false),
    ("index.and", Bin::And, false),
    ("index.or", Bin::Or, false),
    ("index.xor", Bin::Xor, false),
    ("index.shl", Bin::Shl, false),
    ("index.divs", Bin::DivS, true),
    ("index.divu", Bin::DivU, true),
    ("index.ceildivs", Bin::CeilDivS, true),
    ("index.ceildivu", Bin::CeilDivU, true),
    ("index.floordivs", Bin::FloorDivS, true),
    ("index.rems", Bin::RemS, true),
    ("index.remu", Bin::RemU, true),
    ("index.maxs", Bin::MaxS, true),
    ("index.maxu", Bin::MaxU, true),
    ("index.mins", Bin::MinS, true),
    ("index.minu", Bin::MinU, true),
    ("index.shrs", Bin::ShrS, true),
    ("index.shru", Bin::ShrU, true),
];

/// A binary operation of the index dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bin {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    Shl,
    DivS,
    DivU,
    CeilDivS,
    CeilDivU,
    FloorDivS,
    RemS,
    RemU,
    MaxS,
    MaxU,
    MinS,
    MinU,
    ShrS,
    ShrU,
}

/// The mask of `w` bits (`w` is 32 or 64).
fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// `v`'s low `w` bits read as a signed number.
fn sext(v: u64, w: u32) -> i64 {
    let sh = 64 - w;
    ((v << sh) as i64) >> sh
}

/// APInt's arithmetic on `w`-bit values (`a` and `b` hold their low `w` bits); the
/// result has its low `w` bits set, `None` when the fold must fail.
pub(crate) fn calculate(op: Bin, a: u64, b: u64, w: u32) -> Option<u64> {
    let m = mask(w);
    let (a, b) = (a & m, b & m);
    let (sa, sb) = (sext(a, w), sext(b, w));
    // Signed division as APInt's `sdiv` (wrapping on MIN / -1), at width `w`.
    let sdiv = |x: i64, y: i64| (sext(x as u64 & m, w).wrapping_div(sext(y as u64 & m, w))) as u64;
    let r = match op {
        Bin::Add => a.wrapping_add(b),
        Bin::Sub => a.wrapping_sub(b),
        Bin::Mul => a.wrapping_mul(b),
        Bin::And => a & b,
        Bin::Or => a | b,
        Bin::Xor => a ^ b,
        Bin::Shl => {
            if b >= 32 {
                return None;
            }
            a << b
        }
        Bin::ShrS => {
            if b >= 32 {
                return None;
            }
            (sa >> b) as u64
        }
        Bin::ShrU => {
            if b >= 32 {
                return None;
            }
            a >> b
        }
        Bin::DivS => {
            if b == 0 {
                return None;
            }
            sdiv(sa, sb)
        }
        Bin::DivU => {
            if b == 0 {
                return None;
            }
            a / b
        }
        Bin::CeilDivS => {
            if b == 0 {
                return None;
            }
            if a == 0 {
                return Some(0);
            }
            let m_gt_z = sb > 0;
            if (sa > 0) != m_gt_z {
                // -((-n) sdiv m)
                (sdiv(sa.wrapping_neg(), sb) as i64).wrapping_neg() as u64
            } else {
                let x: i64 = if m_gt_z { -1 } else { 1 };
                sdiv(sa.wrapping_add(x), sb).wrapping_add(1)
            }
        }
        Bin::CeilDivU => {
            if b == 0 {
                return None;
            }
            if a == 0 {
                return Some(0);
            }
            (a - 1) / b + 1
        }
        Bin::FloorDivS => {
            if b == 0 {
                return None;
            }
            if a == 0 {
                return Some(0);
            }
            let m_lt_z = sb < 0;
            if (sa < 0) == m_lt_z {
                sdiv(sa, sb)
            } else {
                let x: i64 = if m_lt_z { 1 } else { -1 };
                (-1i64).wrapping_sub(sdiv(x.wrapping_sub(sa), sb) as i64) as u64
            }
        }
        Bin::RemS => {
            if b == 0 {
                return None;
            }
            sext(sa as u64 & m, w).wrapping_rem(sb) as u64
        }
        Bin::RemU => {
            if b == 0 {
                return None;
            }
            a % b
        }
        Bin::MaxS => {
            if sa > sb {
                a
            } else {
                b
            }
        }
        Bin::MaxU => a.max(b),
        Bin::MinS => {
            if sa < sb {
                a
            } else {
                b
            }
        }
        Bin::MinU => a.min(b),
    };
    Some(r & m)
}

/// The 64 bits of an `index` (or any integer) constant, as APInt holds them.
fn index_bits(ctx: &Context, a: Option<Attribute>) -> Option<u64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.to_i128().map(|v| v as u64),
        _ => None,
    }
}

/// An `index` attribute of the 64 bits `v`.
fn index_attr(ctx: &mut Context, v: u64) -> Option<Attribute> {
    let ty = ctx.intern_index_type();
    ctx.intern_integer_attr(i128::from(v as i64), ty).ok()
}

/// `foldBinaryOpUnchecked` / `foldBinaryOpChecked`, then the identities of `add`,
/// `sub` and `mul`.
fn fold_binary(f: &mut Folding<'_>, op: Bin, checked: bool) -> FoldOutcome {
    if f.num_operands() != 2 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let lhs = index_bits(f.ctx_ref(), f.constant(0));
    let rhs = index_bits(f.ctx_ref(), f.constant(1));
    if let (Some(a), Some(b)) = (lhs, rhs) {
        if let Some(r64) = calculate(op, a, b, 64) {
            let ok = !checked || calculate(op, a, b, 32) == Some(r64 & mask(32));
            if ok {
                if let Some(attr) = index_attr(f.ctx(), r64) {
                    return f.push(OpFoldResult::Attribute(attr));
                }
            }
        }
    }
    let identity = match op {
        Bin::Add | Bin::Sub => Some(0),
        Bin::Mul => Some(1),
        _ => None,
    };
    if identity.is_some() && rhs == identity {
        let x = f.operand(0);
        return f.push(OpFoldResult::Value(x));
    }
    // `mul(x, 0)` is the zero.
    if op == Bin::Mul && rhs == Some(0) {
        if let Some(zero) = f.constant(1) {
            return f.push(OpFoldResult::Attribute(zero));
        }
    }
    FoldOutcome::Failed
}

/// The width and signedness of an integer type (`index` is none of these).
fn int_type(ctx: &Context, ty: Type) -> Option<(u32, Signedness)> {
    match *ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => Some((width, signedness)),
        _ => None,
    }
}

/// The bits of an integer constant of `width` bits (a bool is `i1`).
fn int_bits(ctx: &Context, a: Attribute) -> Option<(u128, u32)> {
    match ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some((*b as u128, 1)),
        AttrKind::Integer { value, ty } => {
            let width = match ctx.type_kind(*ty) {
                TypeKind::Index => 64,
                TypeKind::Integer { width, .. } => *width,
                _ => return None,
            };
            if width > 128 {
                return None;
            }
            let v = value
                .to_i128()
                .or_else(|| value.to_u128().map(|u| u as i128))?;
            Some((v as u128 & mask128(width), width))
        }
        _ => None,
    }
}

fn mask128(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// Extends (sign- or zero-) or truncates the `from`-bit `v` to `to` bits.
fn ext_or_trunc(v: u128, from: u32, to: u32, signed: bool) -> u128 {
    let v = v & mask128(from);
    let v = if signed && from < 128 && from > 0 && (v >> (from - 1)) & 1 == 1 {
        v | !mask128(from)
    } else {
        v
    };
    v & mask128(to)
}

/// An attribute of integer type `ty` (`to` bits) of the bits `v`.
fn int_attr(ctx: &mut Context, v: u128, to: u32, ty: Type) -> Option<Attribute> {
    let signed_read = !matches!(int_type(ctx, ty), Some((_, Signedness::Unsigned)));
    let value = if signed_read {
        ext_or_trunc(v, to, 128, true) as i128
    } else {
        i128::try_from(v).ok()?
    };
    ctx.intern_integer_attr(value, ty).ok()
}

/// `foldCastOp` of `index.casts` (`signed`) and `index.castu`.
fn fold_cast(f: &mut Folding<'_>, signed: bool) -> FoldOutcome {
    if f.num_operands() != 1 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let Some((v, from)) = f.constant(0).and_then(|a| int_bits(f.ctx_ref(), a)) else {
        return FoldOutcome::Failed;
    };
    let ty = f.result_type(0);
    let attr = if matches!(f.ctx_ref().type_kind(ty), TypeKind::Index) {
        let r = ext_or_trunc(v, from, 64, signed);
        index_attr(f.ctx(), r as u64)
    } else {
        let Some((width, _)) = int_type(f.ctx_ref(), ty) else {
            return FoldOutcome::Failed;
        };
        if width > 128 {
            return FoldOutcome::Failed;
        }
        let low32 = ext_or_trunc(v, from, 32, false);
        let r = if width <= 32 {
            Some(ext_or_trunc(v, from, width, false))
        } else if width >= 64 {
            (ext_or_trunc(low32, 32, 64, signed) == ext_or_trunc(v, from, 64, false))
                .then(|| ext_or_trunc(v, from, width, signed))
        } else {
            let r = ext_or_trunc(v, from, width, false);
            (r == ext_or_trunc(low32, 32, width, signed)).then_some(r)
        };
        match r {
            Some(r) => int_attr(f.ctx(), r, width, ty),
            None => None,
        }
    };
    match attr {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// `index.cmp`'s predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pred {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl Pred {
    fn from_word(w: &str) -> Option<Pred> {
        Some(match w {
            "eq" => Pred::Eq,
            "ne" => Pred::Ne,
            "slt" => Pred::Slt,
            "sle" => Pred::Sle,
            "sgt" => Pred::Sgt,
            "sge" => Pred::Sge,
            "ult" => Pred::Ult,
            "ule" => Pred::Ule,
            "ugt" => Pred::Ugt,
            "uge" => Pred::Uge,
            _ => return None,
        })
    }

    /// MLIR's `invertPredicate`.
    fn invert(self) -> Pred {
        match self {
            Pred::Eq => Pred::Ne,
            Pred::Ne => Pred::Eq,
            Pred::Slt => Pred::Sge,
            Pred::Sge => Pred::Slt,
            Pred::Sle => Pred::Sgt,
            Pred::Sgt => Pred::Sle,
            Pred::Ult => Pred::Uge,
            Pred::Uge => Pred::Ult,
            Pred::Ule => Pred::Ugt,
            Pred::Ugt => Pred::Ule,
        }
    }

    /// `compareIndices` on `w`-bit values.
    fn compare(self, a: u64, b: u64, w: u32) -> bool {
        let (a, b) = (a & mask(w), b & mask(w));
        let (sa, sb) = (sext(a, w), sext(b, w));
        match self {
            Pred::Eq => a == b,
            Pred::Ne => a != b,
            Pred::Slt => sa < sb,
            Pred::Sle => sa <= sb,
            Pred::Sgt => sa > sb,
            Pred::Sge => sa >= sb,
            Pred::Ult => a < b,
            Pred::Ule => a <= b,
            Pred::Ugt => a > b,
            Pred::Uge => a >= b,
        }
    }
}

/// The predicate of `index.cmp` (`#index<cmp_predicate slt>`).
fn cmp_predicate(ctx: &Context, a: Attribute) -> Option<Pred> {
    let text = match ctx.attr_kind(a) {
        AttrKind::Opaque { body, .. } => body.as_str(),
        AttrKind::Verbatim(t) => t.as_str(),
        _ => return None,
    };
    let word = text
        .trim_end_matches('>')
        .rsplit(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .next()?;
    Pred::from_word(word)
}

/// MLIR's `ConstantIntRanges` of `w`-bit values: unsigned and signed bounds.
#[derive(Clone, Copy, Debug)]
struct Range {
    umin: u64,
    umax: u64,
    smin: i64,
    smax: i64,
}

impl Range {
    /// `ConstantIntRanges::fromSigned`.
    fn from_signed(smin: i64, smax: i64, w: u32) -> Range {
        let (umin, umax) = if (smin < 0) == (smax < 0) {
            (smin as u64 & mask(w), smax as u64 & mask(w))
        } else {
            (0, mask(w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// `ConstantIntRanges::fromUnsigned`.
    fn from_unsigned(umin: u64, umax: u64, w: u32) -> Range {
        let (smin, smax) = if (sext(umin, w) < 0) == (sext(umax, w) < 0) {
            (sext(umin, w), sext(umax, w))
        } else {
            (sext(1u64 << (w - 1), w), sext(mask(w) >> 1, w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }

    fn constant(v: u64, w: u32) -> Range {
        Range {
            umin: v,
            umax: v,
            smin: sext(v, w),
            smax: sext(v, w),
        }
    }

    /// `getConstantValue`, as bits.
    fn constant_value(&self, w: u32) -> Option<u64> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin as u64 & mask(w))
        } else {
            None
        }
    }
}

/// MLIR's `isStaticallyTrue` of the range comparison.
fn statically_true(pred: Pred, l: &Range, r: &Range, w: u32) -> bool {
    match pred {
        Pred::Sle => l.smax <= r.smin,
        Pred::Slt => l.smax < r.smin,
        Pred::Ule => l.umax <= r.umin,
        Pred::Ult => l.umax < r.umin,
        Pred::Sge => l.smin >= r.smax,
        Pred::Sgt => l.smin > r.smax,
        Pred::Uge => l.umin >= r.umax,
        Pred::Ugt => l.umin > r.umax,
        Pred::Eq => {
            let (a, b) = (l.constant_value(w), r.constant_value(w));
            a.is_some() && a == b
        }
        Pred::Ne => {
            let s = statically_true(Pred::Slt, l, r, w) || statically_true(Pred::Sgt, l, r, w);
            let u = statically_true(Pred::Ult, l, r, w) || statically_true(Pred::Ugt, l, r, w);
            s && u
        }
    }
}

/// MLIR's `intrange::evaluatePred`.
fn evaluate_pred(pred: Pred, l: &Range, r: &Range, w: u32) -> Option<bool> {
    if statically_true(pred, l, r, w) {
        Some(true)
    } else if statically_true(pred.invert(), l, r, w) {
        Some(false)
    } else {
        None
    }
}

/// MLIR's `foldCmpOfMaxOrMin`: `cmp(max/min(x, a), b)` at width `w`.
fn cmp_of_max_or_min(kind: Bin, a: u64, b: u64, w: u32, pred: Pred) -> Option<bool> {
    let (a, b) = (a & mask(w), b & mask(w));
    let smin = sext(1u64 << (w - 1), w);
    let smax = sext(mask(w) >> 1, w);
    let l = match kind {
        Bin::MinS => Range::from_signed(smin, sext(a, w), w),
        Bin::MinU => Range::from_unsigned(0, a, w),
        Bin::MaxS => Range::from_signed(sext(a, w), smax, w),
        Bin::MaxU => Range::from_unsigned(a, mask(w), w),
        _ => return None,
    };
    evaluate_pred(pred, &l, &Range::constant(b, w), w)
}

/// `index.cmp`: constants in 64 and 32 bits, `cmp(max/min(x, cA), cB)`, `cmp(x, x)`.
fn fold_cmp(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 2 || f.ir().num_results(f.op()) != 1 {
        return FoldOutcome::Failed;
    }
    let Some(pred) = f.attr("pred").and_then(|a| cmp_predicate(f.ctx_ref(), a)) else {
        return FoldOutcome::Failed;
    };
    let lhs = index_bits(f.ctx_ref(), f.constant(0));
    let rhs = index_bits(f.ctx_ref(), f.constant(1));
    let mut result = None;
    if let (Some(a), Some(b)) = (lhs, rhs) {
        let (r64, r32) = (pred.compare(a, b, 64), pred.compare(a, b, 32));
        if r64 == r32 {
            result = Some(r64);
        }
    }
    if result.is_none() {
        if let Some(b) = rhs {
            result = cmp_of_min_max_operand(f, pred, b);
        }
    }
    if result.is_none() && f.operand(0) == f.operand(1) {
        result = Some(matches!(
            pred,
            Pred::Eq | Pred::Sge | Pred::Sle | Pred::Uge | Pred::Ule
        ));
    }
    match result {
        Some(r) => {
            let attr = f.ctx().intern_attr(AttrKind::Bool(r));
            f.push(OpFoldResult::Attribute(attr))
        }
        None => FoldOutcome::Failed,
    }
}

/// The `cmp(max/min(x, cA), cB)` fold, when the lhs is such an op with a constant
/// second operand.
fn cmp_of_min_max_operand(f: &mut Folding<'_>, pred: Pred, b: u64) -> Option<bool> {
    let lhs_op: Op = f.ir().defining_op(f.operand(0))?;
    let kind = match f.ctx_ref().op_name_str(f.ir().op_name(lhs_op)) {
        "index.mins" => Bin::MinS,
        "index.minu" => Bin::MinU,
        "index.maxs" => Bin::MaxS,
        "index.maxu" => Bin::MaxU,
        _ => return None,
    };
    // `isa<MinSOp, ...>` holds only for registered ops.
    if !f.ctx_ref().is_registered_op(f.ir().op_name(lhs_op)) {
        return None;
    }
    let second = *f.ir().operands(lhs_op).get(1)?;
    let def = f.ir().defining_op(second)?;
    let a_attr = {
        // `m_Constant` on the min/max's operand.
        let (ctx, ir) = (f.ctx_ref(), f.ir());
        if !crate::fold::is_constant_like(ctx, ir, def) {
            return None;
        }
        crate::dialects::support::op_attr(ctx, ir, def, "value")?
    };
    let a = index_bits(f.ctx_ref(), Some(a_attr))?;
    let r64 = cmp_of_max_or_min(kind, a, b, 64, pred)?;
    let r32 = cmp_of_max_or_min(kind, a, b, 32, pred)?;
    (r64 == r32).then_some(r64)
}

/// `index.constant` and `index.bool.constant` fold to their `value`.
fn fold_value(f: &mut Folding<'_>) -> FoldOutcome {
    match f.attr("value") {
        Some(v) if f.ir().num_results(f.op()) == 1 => f.push(OpFoldResult::Attribute(v)),
        _ => FoldOutcome::Failed,
    }
}

/// `IndexDialect::materializeConstant`.
fn materialize(rw: &mut Rewriter<'_>, value: Attribute, ty: Type) -> Option<Op> {
    let name = match rw.ctx().attr_kind(value) {
        AttrKind::Bool(_) => {
            let i1 = matches!(
                rw.ctx().type_kind(ty),
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless
                }
            );
            if !i1 {
                return None;
            }
            "index.bool.constant"
        }
        AttrKind::Integer { ty: t, .. } => {
            let ctx = rw.ctx();
            if !matches!(ctx.type_kind(*t), TypeKind::Index)
                || !matches!(ctx.type_kind(ty), TypeKind::Index)
            {
                return None;
            }
            "index.constant"
        }
        _ => return None,
    };
    let name = rw.ctx().lookup_op_name(name)?;
    if !rw.ctx().is_registered_op(name) {
        return None;
    }
    let key = rw.intern_ident("value");
    let attrs = rw.ctx_mut().intern_dictionary(vec![(key, value)]);
    rw.create(name, &[], &[ty], Some(attrs)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checked_folds_agree_in_32_and_64_bits() {
        // 7 divu 2 is 3 in both.
        let r64 = calculate(Bin::DivU, 7, 2, 64).unwrap();
        let r32 = calculate(Bin::DivU, 7, 2, 32).unwrap();
        assert_eq!(r64 & mask(32), r32);
        // -1 divu 2: 64-bit 0x7fff...ffff (low bits 0xffffffff), 32-bit 0x7fffffff.
        let r64 = calculate(Bin::DivU, u64::MAX, 2, 64).unwrap();
        let r32 = calculate(Bin::DivU, u64::MAX, 2, 32).unwrap();
        assert_ne!(r64 & mask(32), r32);
        // 2^32 divu 2: 64-bit 2^31, 32-bit 0: they do not.
        let r64 = calculate(Bin::DivU, 1 << 32, 2, 64).unwrap();
        let r32 = calculate(Bin::DivU, 1 << 32, 2, 32).unwrap();
        assert_ne!(r64 & mask(32), r32);
    }

    #[test]
    fn signed_divisions_round_as_mlir() {
        let c = |op, a: i64, b: i64| calculate(op, a as u64, b as u64, 64).map(|r| r as i64);
        assert_eq!(c(Bin::CeilDivS, 7, 2), Some(4));
        assert_eq!(c(Bin::CeilDivS, -7, 2), Some(-3));
        assert_eq!(c(Bin::CeilDivS, 7, -2), Some(-3));
        assert_eq!(c(Bin::CeilDivS, -7, -2), Some(4));
        assert_eq!(c(Bin::FloorDivS, 7, 2), Some(3));
        assert_eq!(c(Bin::FloorDivS, -7, 2), Some(-4));
        assert_eq!(c(Bin::FloorDivS, 7, -2), Some(-4));
        assert_eq!(c(Bin::FloorDivS, -7, -2), Some(3));
        assert_eq!(c(Bin::DivS, i64::MIN, -1), Some(i64::MIN));
        assert_eq!(c(Bin::RemS, i64::MIN, -1), Some(0));
        assert_eq!(c(Bin::RemS, -7, 2), Some(-1));
        assert_eq!(c(Bin::DivS, 1, 0), None);
        assert_eq!(c(Bin::RemU, 1, 0), None);
        assert_eq!(c(Bin::Shl, 1, 32), None);
        assert_eq!(c(Bin::ShrS, -8, 1), Some(-4));
        assert_eq!(calculate(Bin::CeilDivU, 7, 2, 64), Some(4));
        assert_eq!(calculate(Bin::CeilDivS, 7, 2, 32), Some(4));
        assert_eq!(
            calculate(Bin::CeilDivS, (-7i64) as u64, 2, 32),
            Some((-3i64) as u64 & mask(32))
        );
    }

    #[test]
    fn min_max_ranges_decide_comparisons() {
        // min(x, 5) <= 10 always; min(x, 5) < 5 not known.
        assert_eq!(
            cmp_of_max_or_min(Bin::MinS, 5, 10, 64, Pred::Sle),
            Some(true)
        );
        assert_eq!(cmp_of_max_or_min(Bin::MinS, 5, 5, 64, Pred::Slt), None);
        assert_eq!(
            cmp_of_max_or_min(Bin::MaxU, 5, 3, 64, Pred::Ugt),
            Some(true)
        );
        assert_eq!(
            cmp_of_max_or_min(Bin::MaxS, 5, 3, 32, Pred::Eq),
            Some(false)
        );
    }

    #[test]
    fn casts_extend_and_truncate() {
        assert_eq!(ext_or_trunc(0xfd, 8, 64, true), 0xffff_ffff_ffff_fffd);
        assert_eq!(ext_or_trunc(0xfd, 8, 64, false), 0xfd);
        assert_eq!(ext_or_trunc(u128::MAX, 64, 16, true), 0xffff);
    }

    #[test]
    fn predicates_read_from_the_attribute() {
        let mut ctx = Context::new();
        let a = ctx.parse_attribute("#index<cmp_predicate sle>").unwrap();
        assert_eq!(cmp_predicate(&ctx, a), Some(Pred::Sle));
    }
}
