//! LLVM's `APFloat` as the folders of `arith` and `math` use it, on a float's bit
//! pattern in its own format ([`crate::asm::float`]).
//!
//! Arithmetic (`+ - * /`, `mod`, rounding to an integral value, conversions) is
//! exact big-integer arithmetic on the decoded values, rounded once to nearest, ties
//! to even (APFloat's default), in every builtin format (`f80` and `f128` included);
//! overflow gives an infinity (NaN in formats without one), as APFloat does.
//!
//! NaNs follow APFloat rather than the host: an operation with a NaN operand gives
//! that operand (the first NaN, quieted); an invalid operation (`inf - inf`, `0 *
//! inf`, `0 / 0`, `x mod 0`) gives the default NaN (positive, quiet, no payload),
//! where x86 hardware would give a negative one.

use super::apint::ApInt;
use crate::asm::float::{self, Decoded};
use crate::types::FloatKind;
use num_bigint::BigUint;
use std::cmp::Ordering;

/// Whether the sign of format `k` is a plain sign bit (not the `*FNUZ` formats, whose
/// negative zero is their NaN).
fn signed_kind(k: FloatKind) -> bool {
    !matches!(
        k,
        FloatKind::F8E5M2FNUZ | FloatKind::F8E4M3FNUZ | FloatKind::F8E4M3B11FNUZ
    )
}

fn sign_bit(k: FloatKind) -> u128 {
    1u128 << (float::width(k) - 1)
}

pub(crate) fn is_nan(k: FloatKind, bits: u128) -> bool {
    float::decode(bits, k) == Decoded::Nan
}

/// Whether `bits` is an infinity (of either sign).
pub(crate) fn is_inf(k: FloatKind, bits: u128) -> Option<bool> {
    match float::decode(bits, k) {
        Decoded::Inf { negative } => Some(negative),
        _ => None,
    }
}

/// `Some(negative)` when `bits` is a zero.
pub(crate) fn is_zero(k: FloatKind, bits: u128) -> Option<bool> {
    match float::decode(bits, k) {
        Decoded::Finite {
            negative,
            mantissa: 0,
            ..
        } => Some(negative),
        _ => None,
    }
}

/// The sign bit (APFloat's `isNegative`; NaNs have one too).
pub(crate) fn is_negative(k: FloatKind, bits: u128) -> bool {
    signed_kind(k) && bits & sign_bit(k) != 0
}

/// Whether `bits` is exactly `1.0`.
pub(crate) fn is_one(k: FloatKind, bits: u128) -> bool {
    match float::decode(bits, k) {
        Decoded::Finite {
            negative: false,
            mantissa,
            exp,
        } if mantissa != 0 => {
            let tz = mantissa.trailing_zeros() as i32;
            mantissa >> tz == 1 && exp + tz == 0
        }
        _ => false,
    }
}

/// The NaN `bits`, quieted (APFloat's `makeQuiet`).
fn quiet(k: FloatKind, bits: u128) -> u128 {
    match k {
        FloatKind::F8E4M3FN
        | FloatKind::F8E5M2FNUZ
        | FloatKind::F8E4M3FNUZ
        | FloatKind::F8E4M3B11FNUZ => bits,
        _ => bits | 1u128 << (float::precision(k) - 2),
    }
}

/// `v` rounded to format `k`; a NaN becomes the default NaN.
pub(crate) fn from_f64(k: FloatKind, v: f64) -> u128 {
    if v.is_nan() {
        return float::default_nan(k);
    }
    if k == FloatKind::F64 {
        return u128::from(v.to_bits());
    }
    float::to_bits(v, k)
}

/// A decoded operand: NaN, infinity, or `±m * 2^e`.
#[derive(Clone, Debug)]
enum Val {
    Nan,
    Inf(bool),
    Fin(bool, BigUint, i64),
}

fn val(k: FloatKind, bits: u128) -> Val {
    match float::decode(bits, k) {
        Decoded::Nan => Val::Nan,
        Decoded::Inf { negative } => Val::Inf(negative),
        Decoded::Finite {
            negative,
            mantissa,
            exp,
        } => Val::Fin(negative, BigUint::from(mantissa), i64::from(exp)),
    }
}

/// `±m * 2^e` rounded to nearest, ties to even, in format `k`.
fn round_exact(k: FloatKind, negative: bool, m: &BigUint, e: i64) -> u128 {
    let bits = m.bits();
    // Keep 126 bits at most, the rest as a sticky bit: every format has at most 113
    // bits of precision, so rounding sees the same thing.
    let (m, e) = if bits > 126 {
        let shift = bits - 125;
        let kept: BigUint = m >> shift;
        let sticky = (&kept << shift) != *m;
        let m = u128::try_from(kept).unwrap_or(0) << 1 | u128::from(sticky);
        (m, e + shift as i64 - 1)
    } else {
        (u128::try_from(m).unwrap_or(0), e)
    };
    if m == 0 {
        return float::round_binary(negative, 0, 0, k);
    }
    // Exponents far outside every format saturate (to overflow or to zero).
    let e = e.clamp(-40000, 40000) as i32;
    float::round_binary(negative, m, e, k)
}

/// The default NaN of `k`.
fn nan(k: FloatKind) -> u128 {
    float::default_nan(k)
}

/// The infinity of `k` (NaN in formats without one: rounding an overflow).
fn inf(k: FloatKind, negative: bool) -> u128 {
    round_exact(k, negative, &BigUint::from(1u32), 40000)
}

/// APFloat's NaN rule for a binary operation: the first NaN operand, quieted.
fn nan_operand(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if is_nan(k, a) {
        return Some(quiet(k, a));
    }
    if is_nan(k, b) {
        return Some(quiet(k, b));
    }
    None
}

/// `x + y` for finite values (the sign of `y` given), exactly, then rounded.
fn add_finite(
    k: FloatKind,
    (na, ma, ea): (bool, &BigUint, i64),
    (nb, mb, eb): (bool, &BigUint, i64),
) -> u128 {
    let e = ea.min(eb);
    let xa = ma << (ea - e) as u64;
    let xb = mb << (eb - e) as u64;
    if na == nb {
        return round_exact(k, na, &(xa + xb), e);
    }
    match xa.cmp(&xb) {
        // An exact zero sum is +0 when rounding to nearest (both -0: -0).
        Ordering::Equal => {
            let both_neg_zero = na && nb;
            round_exact(k, both_neg_zero, &BigUint::default(), 0)
        }
        Ordering::Greater => round_exact(k, na, &(xa - xb), e),
        Ordering::Less => round_exact(k, nb, &(xb - xa), e),
    }
}

fn add_signed(k: FloatKind, a: u128, b: u128, flip_b: bool) -> Option<u128> {
    if let Some(n) = nan_operand(k, a, b) {
        return Some(n);
    }
    let flip = |v: Val| match v {
        Val::Inf(n) => Val::Inf(n != flip_b),
        Val::Fin(n, m, e) => Val::Fin(n != flip_b, m, e),
        Val::Nan => Val::Nan,
    };
    Some(match (val(k, a), flip(val(k, b))) {
        (Val::Inf(x), Val::Inf(y)) if x != y => nan(k),
        (Val::Inf(x), _) | (_, Val::Inf(x)) => inf(k, x),
        (Val::Fin(na, ma, ea), Val::Fin(nb, mb, eb)) => {
            if ma.bits() == 0 && mb.bits() == 0 {
                // ±0 + ±0: -0 only when both are -0.
                return Some(round_exact(k, na && nb, &BigUint::default(), 0));
            }
            add_finite(k, (na, &ma, ea), (nb, &mb, eb))
        }
        _ => nan(k),
    })
}

pub(crate) fn add(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    add_signed(k, a, b, false)
}

pub(crate) fn sub(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    add_signed(k, a, b, true)
}

pub(crate) fn mul(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if let Some(n) = nan_operand(k, a, b) {
        return Some(n);
    }
    Some(match (val(k, a), val(k, b)) {
        (Val::Inf(_), Val::Fin(_, m, _)) | (Val::Fin(_, m, _), Val::Inf(_)) if m.bits() == 0 => {
            nan(k)
        }
        (Val::Inf(x), Val::Inf(y)) => inf(k, x != y),
        (Val::Inf(x), Val::Fin(y, ..)) | (Val::Fin(y, ..), Val::Inf(x)) => inf(k, x != y),
        (Val::Fin(na, ma, ea), Val::Fin(nb, mb, eb)) => {
            round_exact(k, na != nb, &(ma * mb), ea + eb)
        }
        _ => nan(k),
    })
}

pub(crate) fn div(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if let Some(n) = nan_operand(k, a, b) {
        return Some(n);
    }
    let zero = |neg| round_exact(k, neg, &BigUint::default(), 0);
    Some(match (val(k, a), val(k, b)) {
        (Val::Inf(_), Val::Inf(_)) => nan(k),
        (Val::Inf(x), Val::Fin(y, ..)) => inf(k, x != y),
        (Val::Fin(x, ..), Val::Inf(y)) => zero(x != y),
        (Val::Fin(na, ma, ea), Val::Fin(nb, mb, eb)) => {
            let neg = na != nb;
            match (ma.bits() == 0, mb.bits() == 0) {
                (true, true) => nan(k),
                (false, true) => inf(k, neg),
                (true, false) => zero(neg),
                (false, false) => {
                    // A quotient of at least 120 bits, the remainder as a sticky bit.
                    let s = 120 + mb.bits() - ma.bits().min(120 + mb.bits());
                    let num = &ma << s;
                    let q = &num / &mb;
                    let sticky = (&q * &mb) != num;
                    let q = (q << 1u32) + BigUint::from(u32::from(sticky));
                    round_exact(k, neg, &q, ea - eb - s as i64 - 1)
                }
            }
        }
        _ => nan(k),
    })
}

/// APFloat's `mod`: the remainder of truncating division, with the sign of `a`
/// (C's `fmod`, exact).
pub(crate) fn rem(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if let Some(n) = nan_operand(k, a, b) {
        return Some(n);
    }
    Some(match (val(k, a), val(k, b)) {
        (Val::Inf(_), _) => nan(k),
        (Val::Fin(..), Val::Inf(_)) => a,
        (Val::Fin(na, ma, ea), Val::Fin(_, mb, eb)) => {
            if mb.bits() == 0 {
                return Some(nan(k));
            }
            if ma.bits() == 0 {
                return Some(a);
            }
            let (r, e) = if ea >= eb {
                ((&ma << (ea - eb) as u64) % &mb, eb)
            } else {
                (&ma % (&mb << (eb - ea) as u64), ea)
            };
            round_exact(k, na, &r, e)
        }
        _ => nan(k),
    })
}

/// The sign flipped (APFloat's `changeSign`, NaNs included).
pub(crate) fn neg(k: FloatKind, a: u128) -> Option<u128> {
    signed_kind(k).then(|| a ^ sign_bit(k))
}

/// The sign cleared (APFloat's `clearSign`).
pub(crate) fn abs(k: FloatKind, a: u128) -> Option<u128> {
    signed_kind(k).then(|| a & !sign_bit(k))
}

/// `a` with the sign of `b`.
pub(crate) fn copy_sign(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    signed_kind(k).then(|| (a & !sign_bit(k)) | (b & sign_bit(k)))
}

/// APFloat's `compare`: `None` when unordered (a NaN).
pub(crate) fn compare(k: FloatKind, a: u128, b: u128) -> Option<Ordering> {
    let key = |bits: u128| -> Option<(bool, BigUint, i32)> {
        match float::decode(bits, k) {
            Decoded::Nan => None,
            // An infinity, as a magnitude above every finite one.
            Decoded::Inf { negative } => Some((negative, BigUint::from(1u32), i32::MAX / 2)),
            Decoded::Finite {
                negative,
                mantissa,
                exp,
            } => Some((negative, BigUint::from(mantissa), exp)),
        }
    };
    let (na, ma, ea) = key(a)?;
    let (nb, mb, eb) = key(b)?;
    let zero_a = ma.bits() == 0;
    let zero_b = mb.bits() == 0;
    if zero_a && zero_b {
        return Some(Ordering::Equal);
    }
    // Magnitudes, scaled to a common exponent (infinities are compared by their
    // huge exponent; a finite value's exponent never comes near it).
    let magnitude = |m: &BigUint, e: i32, other: i32| -> BigUint {
        let shift = (e - e.min(other)) as u64;
        if shift > 4096 {
            // Only infinities get here: a magnitude above any finite one.
            return BigUint::from(1u32) << 4096u32;
        }
        m << shift
    };
    let sa = if zero_a { false } else { na };
    let sb = if zero_b { false } else { nb };
    if sa != sb {
        return Some(if sa {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let mag = magnitude(&ma, ea, eb).cmp(&magnitude(&mb, eb, ea));
    Some(if sa { mag.reverse() } else { mag })
}

/// The greater of two non-NaN values, `-0 < +0`.
fn max_ordered(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if let (Some(za), Some(zb)) = (is_zero(k, a), is_zero(k, b)) {
        if za != zb {
            return Some(if za { b } else { a });
        }
    }
    Some(if compare(k, a, b)? == Ordering::Less {
        b
    } else {
        a
    })
}

/// The lesser of two non-NaN values, `-0 < +0`.
fn min_ordered(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if let (Some(za), Some(zb)) = (is_zero(k, a), is_zero(k, b)) {
        if za != zb {
            return Some(if za { a } else { b });
        }
    }
    Some(if compare(k, b, a)? == Ordering::Less {
        b
    } else {
        a
    })
}

/// `llvm::maximum`: a NaN operand is the result; `-0 < +0`.
pub(crate) fn maximum(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if is_nan(k, a) {
        return Some(a);
    }
    if is_nan(k, b) {
        return Some(b);
    }
    max_ordered(k, a, b)
}

/// `llvm::minimum`: a NaN operand is the result; `-0 < +0`.
pub(crate) fn minimum(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if is_nan(k, a) {
        return Some(a);
    }
    if is_nan(k, b) {
        return Some(b);
    }
    min_ordered(k, a, b)
}

/// `llvm::minnum` (LLVM 19): a NaN operand gives the other operand; `-0 < +0`.
pub(crate) fn minnum(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if is_nan(k, a) {
        return Some(b);
    }
    if is_nan(k, b) {
        return Some(a);
    }
    min_ordered(k, a, b)
}

/// How [`round_to_integral`] rounds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Rounding {
    /// Toward positive infinity (`ceil`).
    Up,
    /// Toward negative infinity (`floor`).
    Down,
    /// To nearest, ties to even.
    NearestEven,
}

/// APFloat's `roundToIntegral`: NaNs are quieted, infinities and zeros stay.
pub(crate) fn round_to_integral(k: FloatKind, a: u128, mode: Rounding) -> Option<u128> {
    let (neg, m, e) = match val(k, a) {
        Val::Nan => return Some(quiet(k, a)),
        Val::Inf(_) => return Some(a),
        Val::Fin(n, m, e) => (n, m, e),
    };
    if e >= 0 || m.bits() == 0 {
        return Some(a);
    }
    let shift = (-e) as u64;
    let q: BigUint = &m >> shift;
    let frac: BigUint = &m - (&q << shift);
    let half = BigUint::from(1u32) << (shift - 1);
    let up = if frac.bits() == 0 {
        false
    } else {
        match mode {
            Rounding::Up => !neg,
            Rounding::Down => neg,
            Rounding::NearestEven => frac > half || (frac == half && q.bit(0)),
        }
    };
    let q = if up { q + 1u32 } else { q };
    // A zero result keeps the operand's sign (ceil(-0.5) is -0).
    Some(round_exact(k, neg, &q, 0))
}

/// APFloat's `convertFromAPInt` (to nearest, ties to even): `v` read as signed or
/// unsigned, in format `k`.
pub(crate) fn from_int(k: FloatKind, v: &ApInt, signed: bool) -> Option<u128> {
    let negative = signed && v.is_negative();
    let magnitude: BigUint = if negative {
        v.signed().magnitude().clone()
    } else {
        v.unsigned().clone()
    };
    // Keep at most 127 bits: the dropped ones only matter as a sticky bit below
    // the rounding position (the formats here have at most 53 bits of precision).
    let bits = magnitude.bits();
    let (m, e) = if bits > 127 {
        let shift = bits - 126;
        let kept: BigUint = &magnitude >> shift;
        let sticky = (&kept << shift) != magnitude;
        let m = u128::try_from(kept).ok()? << 1 | u128::from(sticky);
        (m, shift as i32 - 1)
    } else {
        (u128::try_from(magnitude).ok()?, 0)
    };
    Some(float::round_binary(negative, m, e, k))
}

/// APFloat's `convertToInteger` rounding toward zero into a `width`-bit integer:
/// `None` when that is an invalid operation (NaN, infinity, or out of range).
pub(crate) fn to_int(k: FloatKind, a: u128, width: u32, signed: bool) -> Option<ApInt> {
    let (negative, mantissa, exp) = match float::decode(a, k) {
        Decoded::Finite {
            negative,
            mantissa,
            exp,
        } => (negative, mantissa, exp),
        _ => return None,
    };
    let m = BigUint::from(mantissa);
    let magnitude = if exp >= 0 {
        if exp > 20000 {
            return None;
        }
        m << exp as u32
    } else {
        m >> (-exp).min(200) as u32
    };
    let bits = magnitude.bits();
    if negative {
        if bits == 0 {
            return Some(ApInt::zero(width));
        }
        if !signed {
            return None;
        }
        // Down to -2^(width-1).
        let limit = BigUint::from(1u32) << width.saturating_sub(1);
        if width == 0 || magnitude > limit {
            return None;
        }
        Some(ApInt::from_biguint(width, magnitude).neg())
    } else {
        let max_bits = if signed {
            width.saturating_sub(1)
        } else {
            width
        };
        if bits > u64::from(max_bits) {
            return None;
        }
        Some(ApInt::from_biguint(width, magnitude))
    }
}

/// APFloat's `convert` from format `from` to `to` when it loses nothing and raises
/// nothing (MLIR's `convertFloatValue`): `None` otherwise, or when a format has no
/// arithmetic here.
pub(crate) fn convert_exact(from: FloatKind, to: FloatKind, a: u128) -> Option<u128> {
    if is_nan(from, a) {
        // A NaN converts; a signaling one raises an invalid operation.
        let quiet_bit = 1u128 << (float::precision(from) - 2);
        if a & quiet_bit == 0 {
            return None;
        }
        // The payload moves with the top fraction bits; only a payload that fits
        // converts without loss.
        let frac_from = float::precision(from) - 1;
        let frac_to = float::precision(to) - 1;
        let frac = a & ((1u128 << frac_from) - 1);
        let new_frac = if frac_to >= frac_from {
            frac << (frac_to - frac_from)
        } else {
            if frac & ((1u128 << (frac_from - frac_to)) - 1) != 0 {
                return None;
            }
            frac >> (frac_from - frac_to)
        };
        let sign = if is_negative(from, a) {
            sign_bit(to)
        } else {
            0
        };
        return Some(sign | (float::default_nan(to) & !((1u128 << frac_to) - 1)) | new_frac);
    }
    let r = match val(from, a) {
        Val::Inf(n) => inf(to, n),
        Val::Fin(n, m, e) => round_exact(to, n, &m, e),
        Val::Nan => return None,
    };
    same_value(from, a, to, r).then_some(r)
}

/// Whether `a` of format `ka` and `b` of format `kb` are the same number (zeros of
/// the same sign, infinities of the same sign).
fn same_value(ka: FloatKind, a: u128, kb: FloatKind, b: u128) -> bool {
    let norm = |v: Val| match v {
        Val::Fin(n, m, e) => {
            if m.bits() == 0 {
                return Val::Fin(n, m, 0);
            }
            let tz = m.trailing_zeros().unwrap_or(0);
            Val::Fin(n, m >> tz, e + tz as i64)
        }
        other => other,
    };
    match (norm(val(ka, a)), norm(val(kb, b))) {
        (Val::Inf(x), Val::Inf(y)) => x == y,
        (Val::Fin(n1, m1, e1), Val::Fin(n2, m2, e2)) => n1 == n2 && m1 == m2 && e1 == e2,
        _ => false,
    }
}

/// Whether format `k` has a host `f32`/`f64` (the formats MLIR's `math` folders
/// evaluate with the C library).
pub(crate) fn host_kind(k: FloatKind) -> bool {
    matches!(k, FloatKind::F32 | FloatKind::F64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use FloatKind::*;

    fn f32b(v: f32) -> u128 {
        u128::from(v.to_bits())
    }

    #[test]
    fn arithmetic_rounds_to_the_format() {
        assert_eq!(add(F32, f32b(0.1), f32b(0.2)), Some(f32b(0.1f32 + 0.2f32)));
        assert_eq!(
            mul(F32, f32b(3.0e38), f32b(10.0)),
            Some(f32b(f32::INFINITY))
        );
        assert_eq!(div(F32, f32b(1.0), f32b(3.0)), Some(f32b(1.0f32 / 3.0)));
        // f16: 1 + 2^-11 rounds to even (1.0).
        let one = float::to_bits(1.0, F16);
        let tiny = float::to_bits(2f64.powi(-11), F16);
        assert_eq!(add(F16, one, tiny), Some(one));
        assert_eq!(rem(F32, f32b(-7.5), f32b(2.0)), Some(f32b(-1.5)));
        assert_eq!(rem(F32, f32b(-4.0), f32b(2.0)), Some(f32b(-0.0)));
    }

    #[test]
    fn nans_as_apfloat() {
        let inf = f32b(f32::INFINITY);
        assert_eq!(sub(F32, inf, inf), Some(0x7FC0_0000));
        assert_eq!(mul(F32, f32b(0.0), inf), Some(0x7FC0_0000));
        // A signaling NaN operand is quieted and keeps its sign and payload.
        assert_eq!(add(F32, f32b(1.0), 0xFF80_0001), Some(0xFFC0_0001));
        assert_eq!(maximum(F32, 0x7FC0_0000, f32b(1.0)), Some(0x7FC0_0000));
        assert_eq!(minnum(F32, 0x7FC0_0000, f32b(1.0)), Some(f32b(1.0)));
        assert_eq!(minnum(F32, f32b(0.0), f32b(-0.0)), Some(f32b(-0.0)));
        assert_eq!(maximum(F32, f32b(-0.0), f32b(0.0)), Some(f32b(0.0)));
        assert_eq!(minimum(F32, f32b(0.0), f32b(-0.0)), Some(f32b(-0.0)));
    }

    #[test]
    fn comparisons() {
        assert_eq!(compare(F32, f32b(-0.0), f32b(0.0)), Some(Ordering::Equal));
        assert_eq!(compare(F32, f32b(-1.0), f32b(0.5)), Some(Ordering::Less));
        assert_eq!(
            compare(F32, f32b(f32::INFINITY), f32b(f32::MAX)),
            Some(Ordering::Greater)
        );
        assert_eq!(
            compare(F32, f32b(f32::NEG_INFINITY), f32b(-f32::MAX)),
            Some(Ordering::Less)
        );
        assert_eq!(compare(F32, 0x7FC0_0000, f32b(0.5)), None);
        assert!(is_one(F32, f32b(1.0)));
        assert!(!is_one(F32, f32b(2.0)));
    }

    #[test]
    fn integer_conversions() {
        let big = ApInt::from_i128(64, i64::MAX as i128);
        assert_eq!(from_int(F32, &big, true), Some(f32b(9.223372e18)));
        assert_eq!(
            from_int(F32, &ApInt::from_i128(8, -1), false),
            Some(f32b(255.0))
        );
        assert_eq!(
            from_int(F64, &ApInt::all_ones(200), false),
            Some(u128::from(2f64.powi(200).to_bits()))
        );
        assert_eq!(
            to_int(F32, f32b(-2.9), 8, true),
            Some(ApInt::from_i128(8, -2))
        );
        assert_eq!(to_int(F32, f32b(-1.0), 8, false), None);
        assert_eq!(to_int(F32, f32b(-0.5), 8, false), Some(ApInt::zero(8)));
        assert_eq!(to_int(F32, f32b(128.0), 8, true), None);
        assert_eq!(
            to_int(F32, f32b(-128.0), 8, true),
            Some(ApInt::from_i128(8, -128))
        );
        assert_eq!(to_int(F32, f32b(255.0), 8, false), Some(ApInt::all_ones(8)));
        assert_eq!(to_int(F32, 0x7FC0_0000, 8, false), None);
    }

    #[test]
    fn exact_conversions() {
        assert_eq!(
            convert_exact(F64, F32, u128::from(0.5f64.to_bits())),
            Some(f32b(0.5))
        );
        assert_eq!(convert_exact(F64, F32, u128::from(0.1f64.to_bits())), None);
        assert_eq!(
            convert_exact(F32, F64, f32b(0.1)),
            Some(u128::from(f64::from(0.1f32).to_bits()))
        );
        assert_eq!(
            convert_exact(F32, F64, 0x7FC0_0000),
            Some(0x7FF8_0000_0000_0000)
        );
    }
}
