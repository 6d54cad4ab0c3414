//! Float formats (f16, bf16, f32, f64): rounding, bit patterns, and MLIR's float
//! printing algorithm (APFloat `toString` as `printFloatValue` uses it).

use crate::types::FloatKind;
use half::{bf16, f16};

/// Precision (significand bits incl. the implicit one) and width in bits of each
/// format.
fn params(k: FloatKind) -> (i32, u32) {
    match k {
        FloatKind::F16 => (11, 16),
        FloatKind::BF16 => (8, 16),
        FloatKind::F32 => (24, 32),
        FloatKind::F64 => (53, 64),
    }
}

/// Rounds `v` to the nearest value of format `k` (ties to even); overflow gives ±inf.
pub fn round_to(v: f64, k: FloatKind) -> f64 {
    match k {
        FloatKind::F64 => v,
        FloatKind::F32 => v as f32 as f64,
        _ if !v.is_finite() || v == 0.0 => v,
        FloatKind::F16 => f16::from_f32(to_f32_round_to_odd(v)).to_f64(),
        FloatKind::BF16 => bf16::from_f32(to_f32_round_to_odd(v)).to_f64(),
    }
}

/// `v` (finite) rounded to f32 by rounding to odd: toward zero, then the last bit set
/// if anything was dropped. `half` rounds from f32 (its f64 conversions go through f32
/// on x86 with F16C, or drop low bits for bf16), and rounding to nearest twice can be
/// off by one ulp at a tie; an odd intermediate with at least two more bits than the
/// target (f32: 24, f16: 11, bf16: 8) keeps the second rounding exact (Boldo and
/// Melquiond, "When double rounding is odd").
fn to_f32_round_to_odd(v: f64) -> f32 {
    let nearest = v as f32;
    if nearest as f64 == v {
        return nearest;
    }
    let mut bits = nearest.to_bits();
    // Rounded away from zero (or overflowed to inf): step back toward zero, which on
    // the magnitude bits of a same-signed float is one less.
    if (nearest as f64).abs() > v.abs() {
        bits -= 1;
    }
    f32::from_bits(bits | 1)
}

/// The bit pattern of `v` (already representable) in format `k`.
pub fn to_bits(v: f64, k: FloatKind) -> u64 {
    match k {
        FloatKind::F64 => v.to_bits(),
        FloatKind::F32 => (v as f32).to_bits() as u64,
        // Exact: `v` is representable, so no rounding happens on the way.
        FloatKind::BF16 => bf16::from_f64(v).to_bits() as u64,
        FloatKind::F16 => f16::from_f64(v).to_bits() as u64,
    }
}

/// The value of bit pattern `bits` of format `k`.
pub fn from_bits(bits: u64, k: FloatKind) -> f64 {
    match k {
        FloatKind::F64 => f64::from_bits(bits),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::BF16 => bf16::from_bits(bits as u16).to_f64(),
        FloatKind::F16 => f16::from_bits(bits as u16).to_f64(),
    }
}

/// Width in bits of format `k`.
pub fn width(k: FloatKind) -> u32 {
    params(k).1
}

/// APFloat's `toString(precision, max_padding, truncate_zero)` for a finite value, and
/// whether rounding carried through every digit (e.g. 9.99..e-8 to 1e-7): mlir-opt
/// never accepts the six-digit form in that case, so callers treat it as not
/// round-tripping.
fn apfloat_to_string(
    v: f64,
    k: FloatKind,
    precision: usize,
    max_padding: usize,
    tz: bool,
) -> (String, bool) {
    let mut carried = false;
    let s = apfloat_digits(v, k, [precision, max_padding], tz, &mut carried);
    (s, carried)
}

fn apfloat_digits(v: f64, k: FloatKind, pm: [usize; 2], tz: bool, carried: &mut bool) -> String {
    let [precision, max_padding] = pm;
    let mut s = String::new();
    if v.is_sign_negative() {
        s.push('-');
    }
    if v == 0.0 {
        if max_padding != 0 {
            s.push('0');
        } else if tz {
            s.push_str("0.0E+0");
        } else {
            s.push_str("0.0");
            s.extend(std::iter::repeat_n('0', precision.saturating_sub(1)));
            s.push_str("e+00");
        }
        return s;
    }
    let precision = if precision == 0 {
        2 + params(k).0 as usize * 59 / 196
    } else {
        precision
    };
    // Exact decimal digits of the value (every binary float has a finite expansion).
    let exact = format!("{:.1100e}", v.abs());
    let (mant, e) = exact.split_once('e').unwrap_or((&exact, "0"));
    let e10: i64 = e.parse().unwrap_or(0);
    let mut digits: Vec<u8> = mant.bytes().filter(u8::is_ascii_digit).collect();
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
    // value = digits * 10^exp
    let mut exp = e10 - (digits.len() as i64 - 1);
    if digits.len() > precision {
        let dropped = digits.len() - precision;
        let round_up = digits[precision] >= b'5';
        digits.truncate(precision);
        exp += dropped as i64;
        if round_up {
            let mut i = digits.len();
            loop {
                if i == 0 {
                    digits.insert(0, b'1');
                    *carried = true;
                    break;
                }
                i -= 1;
                if digits[i] == b'9' {
                    digits[i] = b'0';
                } else {
                    digits[i] += 1;
                    break;
                }
            }
        }
        while digits.len() > 1 && digits.last() == Some(&b'0') {
            digits.pop();
            exp += 1;
        }
        if digits.len() > precision {
            digits.truncate(precision);
            exp += 1;
        }
    }
    let n = digits.len() as i64;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding as i64 || n + exp > precision as i64
    } else {
        let msd = exp + n - 1;
        msd < 0 && (-msd) as usize > max_padding
    };
    if scientific {
        let e = exp + n - 1;
        s.push(digits[0] as char);
        s.push('.');
        if n == 1 && tz {
            s.push('0');
        } else {
            s.extend(digits[1..].iter().map(|&d| d as char));
        }
        if !tz && precision as i64 > n - 1 {
            s.extend(std::iter::repeat_n(
                '0',
                (precision as i64 - n + 1) as usize,
            ));
        }
        s.push(if tz { 'E' } else { 'e' });
        s.push(if e >= 0 { '+' } else { '-' });
        let ae = e.unsigned_abs();
        if !tz && ae < 10 {
            s.push('0');
        }
        s.push_str(&ae.to_string());
        return s;
    }
    if exp >= 0 {
        s.extend(digits.iter().map(|&d| d as char));
        s.extend(std::iter::repeat_n('0', exp as usize));
        return s;
    }
    let whole = exp + n;
    if whole > 0 {
        s.extend(digits[..whole as usize].iter().map(|&d| d as char));
        s.push('.');
        s.extend(digits[whole as usize..].iter().map(|&d| d as char));
    } else {
        s.push_str("0.");
        s.extend(std::iter::repeat_n('0', (-whole) as usize));
        s.extend(digits.iter().map(|&d| d as char));
    }
    s
}

fn round_trips(text: &str, v: f64, k: FloatKind) -> bool {
    let parsed = match k {
        FloatKind::F32 => text.parse::<f32>().map(|f| f as f64),
        _ => text.parse::<f64>().map(|f| round_to(f, k)),
    };
    parsed.is_ok_and(|p| to_bits(p, k) == to_bits(v, k))
}

/// Prints a float of format `k` from its bit pattern exactly as MLIR's
/// `printFloatValue` does: `1.500000e+00` when six digits round-trip, else the
/// shortest natural form (`0.1234567`), else hex bits (`0x7F800000`) for inf/NaN.
pub fn format_float(bits: u64, k: FloatKind) -> String {
    let v = from_bits(bits, k);
    if v.is_finite() {
        let (s, carried) = apfloat_to_string(v, k, 6, 0, false);
        if !carried && round_trips(&s, v, k) {
            return s;
        }
        let (s, _) = apfloat_to_string(v, k, 0, 3, true);
        if s.contains('.') {
            return s;
        }
    }
    format!("0x{bits:X}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(v: f64, k: FloatKind) -> String {
        format_float(to_bits(round_to(v, k), k), k)
    }

    #[test]
    fn prints_like_mlir() {
        use FloatKind::*;
        assert_eq!(p(1.5, F32), "1.500000e+00");
        assert_eq!(p(0.1, F64), "1.000000e-01");
        assert_eq!(p(1.0e10, F64), "1.000000e+10");
        assert_eq!(p(0.0, F32), "0.000000e+00");
        assert_eq!(p(-0.0, F64), "-0.000000e+00");
        assert_eq!(p(0.1234567, F64), "0.1234567");
        assert_eq!(p(1.0e-7, F64), "9.9999999999999995E-8");
        assert_eq!(p(1.23456789, F64), "1.2345678899999999");
        assert_eq!(p(0.12345678, F32), "0.123456784");
        assert_eq!(p(0.1, F32), "1.000000e-01");
        assert_eq!(p(f64::INFINITY, F32), "0x7F800000");
        assert_eq!(p(f64::NEG_INFINITY, F64), "0xFFF0000000000000");
        assert_eq!(p(2.0, BF16), "2.000000e+00");
        assert_eq!(p(1.0, F16), "1.000000e+00");
    }

    #[test]
    fn half_formats_round_trip_bits() {
        for b in [0u64, 0x3C00, 0x7BFF, 0x0001, 0x8400, 0x7C00] {
            assert_eq!(to_bits(from_bits(b, FloatKind::F16), FloatKind::F16), b);
        }
        assert_eq!(round_to(65520.0, FloatKind::F16), f64::INFINITY);
        assert_eq!(to_bits(1.0, FloatKind::BF16), 0x3F80);
    }

    #[test]
    fn just_above_a_tie_rounds_up() {
        // Rounded to f32 by nearest, these would land on the tie and then go to even.
        let above = |ulp: f64| 1.0 + ulp / 2.0 + 2f64.powi(-40);
        assert_eq!(
            round_to(above(2f64.powi(-10)), FloatKind::F16),
            1.0 + 2f64.powi(-10)
        );
        assert_eq!(
            round_to(above(2f64.powi(-7)), FloatKind::BF16),
            1.0 + 2f64.powi(-7)
        );
        assert_eq!(round_to(1.0 + 2f64.powi(-11), FloatKind::F16), 1.0);
        assert_eq!(round_to(1e300, FloatKind::BF16), f64::INFINITY);
        assert_eq!(
            round_to(-1e-300, FloatKind::F16).to_bits(),
            (-0.0f64).to_bits()
        );
    }
}
