//! LLVM's `APFloat` as the folders of `arith` and `math` use it, on a float's bit
//! pattern in its own format ([`crate::asm::float`]).
//!
//! Arithmetic (`+ - * /`, `mod`, rounding to an integral value, conversions) is
//! correctly rounded to nearest, ties to even, as APFloat's default: `f64` operands
//! are computed in `f64`; the narrower IEEE-like formats (`f16`, `bf16`, `f32`,
//! `tf32`, `f8E5M2`, `f8E4M3`) are computed exactly in `f64` and rounded once to the
//! format, which is correct because `f64` has more than twice their precision plus
//! two bits (double rounding is then innocuous for `+ - * /` and the remainder is
//! exact). `f80`, `f128` and the 8-bit formats without infinities (`*FN`, `*FNUZ`)
//! have no arithmetic here ([`arith_kind`] is false): their folds fail.
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

/// Whether format `k` has arithmetic here (see the [module docs](self)).
pub(crate) fn arith_kind(k: FloatKind) -> bool {
    matches!(
        k,
        FloatKind::F16
            | FloatKind::BF16
            | FloatKind::F32
            | FloatKind::F64
            | FloatKind::TF32
            | FloatKind::F8E5M2
            | FloatKind::F8E4M3
    )
}

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

/// The value as an `f64` (exact for the [`arith_kind`] formats).
pub(crate) fn to_f64(k: FloatKind, bits: u128) -> f64 {
    if k == FloatKind::F64 {
        return f64::from_bits(bits as u64);
    }
    float::from_bits(bits, k)
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

/// A binary operation with APFloat's NaN rules: a NaN operand is the result
/// (quieted); otherwise `op` on the `f64` values, rounded to `k`, any NaN it makes
/// being the default NaN.
fn binary(k: FloatKind, a: u128, b: u128, op: impl Fn(f64, f64) -> f64) -> Option<u128> {
    if !arith_kind(k) {
        return None;
    }
    if is_nan(k, a) {
        return Some(quiet(k, a));
    }
    if is_nan(k, b) {
        return Some(quiet(k, b));
    }
    Some(from_f64(k, op(to_f64(k, a), to_f64(k, b))))
}

pub(crate) fn add(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    binary(k, a, b, |x, y| x + y)
}

pub(crate) fn sub(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    binary(k, a, b, |x, y| x - y)
}

pub(crate) fn mul(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    binary(k, a, b, |x, y| x * y)
}

pub(crate) fn div(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    binary(k, a, b, |x, y| x / y)
}

/// APFloat's `mod`: the remainder of truncating division, with the sign of `a`
/// (C's `fmod`, exact).
pub(crate) fn rem(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    binary(k, a, b, |x, y| x % y)
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

/// `llvm::maximum`: a NaN operand is the result; `-0 < +0`.
pub(crate) fn maximum(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if is_nan(k, a) {
        return Some(a);
    }
    if is_nan(k, b) {
        return Some(b);
    }
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

/// `llvm::minimum`: a NaN operand is the result; `-0 < +0`.
pub(crate) fn minimum(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if is_nan(k, a) {
        return Some(a);
    }
    if is_nan(k, b) {
        return Some(b);
    }
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

/// `llvm::maxnum` (LLVM 19): a NaN operand gives the other operand.
pub(crate) fn maxnum(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if is_nan(k, a) {
        return Some(b);
    }
    if is_nan(k, b) {
        return Some(a);
    }
    Some(if compare(k, a, b)? == Ordering::Less {
        b
    } else {
        a
    })
}

/// `llvm::minnum` (LLVM 19): a NaN operand gives the other operand.
pub(crate) fn minnum(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    if is_nan(k, a) {
        return Some(b);
    }
    if is_nan(k, b) {
        return Some(a);
    }
    Some(if compare(k, b, a)? == Ordering::Less {
        b
    } else {
        a
    })
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
    if !arith_kind(k) {
        return None;
    }
    if is_nan(k, a) {
        return Some(quiet(k, a));
    }
    let x = to_f64(k, a);
    let r = match mode {
        Rounding::Up => x.ceil(),
        Rounding::Down => x.floor(),
        Rounding::NearestEven => x.round_ties_even(),
    };
    Some(from_f64(k, r))
}

/// APFloat's `convertFromAPInt` (to nearest, ties to even): `v` read as signed or
/// unsigned, in format `k`.
pub(crate) fn from_int(k: FloatKind, v: &ApInt, signed: bool) -> Option<u128> {
    if !arith_kind(k) {
        return None;
    }
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
    if !arith_kind(from) || !arith_kind(to) {
        return None;
    }
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
    let v = to_f64(from, a);
    let r = from_f64(to, v);
    (to_f64(to, r) == v && is_negative(to, r) == is_negative(from, a)).then_some(r)
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
        assert_eq!(maxnum(F32, 0x7FC0_0000, f32b(1.0)), Some(f32b(1.0)));
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
