//! The formats of MLIR's builtin float types (IEEE, bfloat, tf32, x87 extended, the
//! 8-bit formats): decoding and encoding bit patterns, rounding to nearest (ties to
//! even), and MLIR's float printing algorithm (APFloat `toString` as
//! `printFloatValue` uses it).
//!
//! Values are bit patterns in the type's own format (the low bits of a `u128`), so
//! every format is exact, NaN payloads included. Parsing follows MLIR: a decimal
//! literal is read as an `f64` and then rounded to the type ([`to_bits`]); printing
//! checks whether the six-digit form reads back to the same bits in the type's own
//! format, exactly (big-integer arithmetic, as APFloat's string constructor).

use crate::types::FloatKind;
use num_bigint::BigUint;

/// How a format spells infinities and NaNs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum NonFinite {
    /// IEEE 754: an all-ones exponent is an infinity (zero fraction) or a NaN.
    Ieee,
    /// No infinities; all exponent and fraction bits set is NaN (`f8E4M3FN`).
    NanOnly,
    /// No infinities and no negative zero; the negative-zero pattern is NaN (`*FNUZ`).
    NanNegZero,
}

/// The parameters of one float format.
#[derive(Clone, Copy, Debug)]
struct Format {
    /// Significand bits, the integer bit included.
    precision: u32,
    /// Exponent bits.
    exp_bits: u32,
    /// Exponent bias.
    bias: i32,
    /// Total bits.
    width: u32,
    /// Whether the integer bit is stored (x87 extended) rather than implied.
    explicit_int: bool,
    nonfinite: NonFinite,
}

const fn fmt(precision: u32, exp_bits: u32, bias: i32, nonfinite: NonFinite) -> Format {
    Format {
        precision,
        exp_bits,
        bias,
        width: precision + exp_bits,
        explicit_int: false,
        nonfinite,
    }
}

fn format(k: FloatKind) -> Format {
    use NonFinite::*;
    match k {
        FloatKind::F16 => fmt(11, 5, 15, Ieee),
        FloatKind::BF16 => fmt(8, 8, 127, Ieee),
        FloatKind::F32 => fmt(24, 8, 127, Ieee),
        FloatKind::F64 => fmt(53, 11, 1023, Ieee),
        FloatKind::TF32 => fmt(11, 8, 127, Ieee),
        FloatKind::F128 => fmt(113, 15, 16383, Ieee),
        FloatKind::F80 => Format {
            precision: 64,
            exp_bits: 15,
            bias: 16383,
            width: 80,
            explicit_int: true,
            nonfinite: Ieee,
        },
        FloatKind::F8E5M2 => fmt(3, 5, 15, Ieee),
        FloatKind::F8E4M3 => fmt(4, 4, 7, Ieee),
        FloatKind::F8E4M3FN => fmt(4, 4, 7, NanOnly),
        FloatKind::F8E5M2FNUZ => fmt(3, 5, 16, NanNegZero),
        FloatKind::F8E4M3FNUZ => fmt(4, 4, 8, NanNegZero),
        FloatKind::F8E4M3B11FNUZ => fmt(4, 4, 11, NanNegZero),
    }
}

impl Format {
    /// Stored fraction bits.
    fn frac_bits(self) -> u32 {
        if self.explicit_int {
            self.precision
        } else {
            self.precision - 1
        }
    }
    fn sign_bit(self) -> u128 {
        1u128 << (self.width - 1)
    }
    fn exp_all_ones(self) -> u128 {
        (1u128 << self.exp_bits) - 1
    }
    /// The exponent of the smallest normal number.
    fn emin(self) -> i32 {
        1 - self.bias
    }
    fn zero(self, negative: bool) -> u128 {
        if negative && self.nonfinite != NonFinite::NanNegZero {
            self.sign_bit()
        } else {
            0
        }
    }
    fn nan(self) -> u128 {
        match self.nonfinite {
            // The default quiet NaN: all-ones exponent, top fraction bit (and the
            // explicit integer bit of the x87 format).
            NonFinite::Ieee => {
                let quiet = 1u128 << (self.precision - 2);
                let int = if self.explicit_int {
                    1u128 << (self.precision - 1)
                } else {
                    0
                };
                self.exp_all_ones() << self.frac_bits() | int | quiet
            }
            NonFinite::NanOnly => self.sign_bit() - 1,
            NonFinite::NanNegZero => self.sign_bit(),
        }
    }
    /// What rounding to nearest gives past the largest finite value.
    fn overflow(self, negative: bool) -> u128 {
        let sign = if negative { self.sign_bit() } else { 0 };
        match self.nonfinite {
            NonFinite::Ieee => {
                let int = if self.explicit_int {
                    1u128 << (self.precision - 1)
                } else {
                    0
                };
                sign | self.exp_all_ones() << self.frac_bits() | int
            }
            NonFinite::NanOnly => sign | self.nan(),
            NonFinite::NanNegZero => self.nan(),
        }
    }

    /// The bits of `q * 2^ulp` where `q` is already rounded to at most `precision`
    /// bits (or exactly `2^precision` after a carry) and `ulp` is at least the
    /// subnormal unit.
    fn pack(self, negative: bool, mut q: u128, mut ulp: i32) -> u128 {
        let p = self.precision;
        if q >> p != 0 {
            q >>= 1;
            ulp += 1;
        }
        if q == 0 {
            return self.zero(negative);
        }
        let sign = if negative { self.sign_bit() } else { 0 };
        let (biased, frac) = if q >> (p - 1) == 0 {
            (0i64, q)
        } else {
            let biased = ulp as i64 + (p - 1) as i64 + self.bias as i64;
            let frac = if self.explicit_int {
                q
            } else {
                q - (1u128 << (p - 1))
            };
            (biased, frac)
        };
        let all_ones = self.exp_all_ones() as i64;
        let frac_all_ones = (1u128 << self.frac_bits()) - 1;
        let overflow = match self.nonfinite {
            NonFinite::Ieee => biased >= all_ones,
            NonFinite::NanOnly => {
                biased > all_ones || (biased == all_ones && frac & frac_all_ones == frac_all_ones)
            }
            NonFinite::NanNegZero => biased > all_ones,
        };
        if overflow {
            return self.overflow(negative);
        }
        sign | (biased as u128) << self.frac_bits() | frac
    }

    /// The unit in the last place for a value whose top bit has exponent `top`.
    fn ulp_for(self, top: i64) -> i64 {
        let p = self.precision as i64;
        (top - (p - 1)).max(self.emin() as i64 - (p - 1))
    }
}

/// A float, decoded from its bits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decoded {
    /// Any NaN.
    Nan,
    /// An infinity.
    Inf {
        /// Whether it is `-inf`.
        negative: bool,
    },
    /// `±mantissa * 2^exp` (zero included, with its sign).
    Finite {
        /// The sign.
        negative: bool,
        /// The significand as an integer.
        mantissa: u128,
        /// The power of two it is scaled by.
        exp: i32,
    },
}

/// Decodes the bit pattern `bits` of format `k`.
pub fn decode(bits: u128, k: FloatKind) -> Decoded {
    let f = format(k);
    let negative = (bits >> (f.width - 1)) & 1 == 1;
    let frac_mask = (1u128 << f.frac_bits()) - 1;
    let frac = bits & frac_mask;
    let biased = (bits >> f.frac_bits()) & f.exp_all_ones();
    let p = f.precision as i32;
    match f.nonfinite {
        NonFinite::Ieee if biased == f.exp_all_ones() => {
            // x87: only the integer bit set is an infinity; all else is a NaN.
            let inf_frac = if f.explicit_int { 1u128 << (p - 1) } else { 0 };
            return if frac == inf_frac {
                Decoded::Inf { negative }
            } else {
                Decoded::Nan
            };
        }
        NonFinite::NanOnly if biased == f.exp_all_ones() && frac == frac_mask => {
            return Decoded::Nan
        }
        NonFinite::NanNegZero if negative && biased == 0 && frac == 0 => return Decoded::Nan,
        _ => {}
    }
    if biased == 0 {
        return Decoded::Finite {
            negative,
            mantissa: frac,
            exp: f.emin() - (p - 1),
        };
    }
    let mantissa = if f.explicit_int {
        frac
    } else {
        frac | 1u128 << (p - 1)
    };
    Decoded::Finite {
        negative,
        mantissa,
        exp: biased as i32 - f.bias - (p - 1),
    }
}

/// The bits of `±m * 2^e` rounded to nearest (ties to even) in format `k`.
pub(crate) fn round_binary(negative: bool, m: u128, e: i32, k: FloatKind) -> u128 {
    let f = format(k);
    if m == 0 {
        return f.zero(negative);
    }
    let top = e as i64 + (127 - m.leading_zeros()) as i64;
    let ulp = f.ulp_for(top);
    let shift = ulp - e as i64;
    let q = if shift <= 0 {
        // Exact: the result has at most `precision` bits.
        m << (-shift) as u32
    } else if shift > 128 {
        0
    } else {
        let (q, rem) = if shift == 128 {
            (0, m)
        } else {
            (m >> shift, m & ((1u128 << shift) - 1))
        };
        let half = 1u128 << (shift - 1);
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    f.pack(negative, q, ulp as i32)
}

/// The bits of `v` in format `k`, rounded to nearest (ties to even) as APFloat's
/// `convert` does; overflow gives an infinity, or NaN in formats without one.
pub fn to_bits(v: f64, k: FloatKind) -> u128 {
    let f = format(k);
    if v.is_nan() {
        return f.nan();
    }
    if v.is_infinite() {
        return f.overflow(v < 0.0);
    }
    match decode(v.to_bits() as u128, FloatKind::F64) {
        Decoded::Finite {
            negative,
            mantissa,
            exp,
        } => round_binary(negative, mantissa, exp, k),
        _ => f.nan(),
    }
}

/// The value of bit pattern `bits` of format `k`, rounded to the nearest `f64` (exact
/// for every format but `f80` and `f128`).
pub fn from_bits(bits: u128, k: FloatKind) -> f64 {
    match decode(bits, k) {
        Decoded::Nan => f64::NAN,
        Decoded::Inf { negative: false } => f64::INFINITY,
        Decoded::Inf { negative: true } => f64::NEG_INFINITY,
        Decoded::Finite {
            negative,
            mantissa,
            exp,
        } => f64::from_bits(round_binary(negative, mantissa, exp, FloatKind::F64) as u64),
    }
}

/// Rounds `v` to the nearest value of format `k` (ties to even), as an `f64`;
/// overflow gives ±inf (NaN in formats without infinities).
pub fn round_to(v: f64, k: FloatKind) -> f64 {
    from_bits(to_bits(v, k), k)
}

/// Width in bits of format `k`.
pub fn width(k: FloatKind) -> u32 {
    format(k).width
}

/// Significand bits of format `k`, the integer bit included.
pub(crate) fn precision(k: FloatKind) -> u32 {
    format(k).precision
}

/// The default NaN of format `k` (APFloat's `makeNaN`: quiet, positive, no payload).
pub(crate) fn default_nan(k: FloatKind) -> u128 {
    format(k).nan()
}

/// The decimal digits of `m * 2^e` (`m > 0`) that APFloat's `toString` starts from,
/// without trailing zeros, and the power of ten they are scaled by: the exact
/// decimal significand, cut (truncated, not rounded) to about the bits that
/// `precision` digits need, as APFloat's `AdjustToPrecision` on the integer does.
/// That cut is why `0.1 : f16` (0.0999755859375) prints as `9.997550e-02`.
fn apfloat_decimal(mut m: u128, mut e: i32, precision: usize) -> (Vec<u8>, i64) {
    let tz = m.trailing_zeros();
    m >>= tz;
    e += tz as i32;
    let (mut n, mut e10) = if e >= 0 {
        (BigUint::from(m) << e as u32, 0i64)
    } else {
        (
            BigUint::from(m) * BigUint::from(5u32).pow(e.unsigned_abs()),
            e as i64,
        )
    };
    let bits = n.bits();
    // 196/59 slightly overestimates log2(10).
    let required = (precision as u64 * 196).div_ceil(59);
    if bits > required {
        let removable = (bits - required) * 59 / 196;
        if removable > 0 {
            e10 += removable as i64;
            n /= BigUint::from(10u32).pow(removable as u32);
        }
    }
    let mut digits = n.to_str_radix(10).into_bytes();
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        e10 += 1;
    }
    (digits, e10)
}

/// APFloat's `toString(precision, max_padding, truncate_zero)` for a finite value, and
/// whether rounding carried through every digit (e.g. 9.99..e-8 to 1e-7): mlir-opt
/// never accepts the six-digit form in that case, so callers treat it as not
/// round-tripping.
fn apfloat_to_string(
    negative: bool,
    (m, e): (u128, i32),
    k: FloatKind,
    [precision, max_padding]: [usize; 2],
    tz: bool,
) -> (String, bool) {
    let mut s = String::new();
    if negative {
        s.push('-');
    }
    if m == 0 {
        if max_padding != 0 {
            s.push('0');
        } else if tz {
            s.push_str("0.0E+0");
        } else {
            s.push_str("0.0");
            s.extend(std::iter::repeat_n('0', precision.saturating_sub(1)));
            s.push_str("e+00");
        }
        return (s, false);
    }
    let precision = if precision == 0 {
        2 + format(k).precision as usize * 59 / 196
    } else {
        precision
    };
    let mut carried = false;
    // value = digits * 10^exp
    let (mut digits, mut exp) = apfloat_decimal(m, e, precision);
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
                    carried = true;
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
        return (s, carried);
    }
    if exp >= 0 {
        s.extend(digits.iter().map(|&d| d as char));
        s.extend(std::iter::repeat_n('0', exp as usize));
        return (s, carried);
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
    (s, carried)
}

/// Reads a decimal literal (`-1.5e+03`) into format `k`, correctly rounded as
/// APFloat's string constructor does; `None` if it is not a plain decimal number.
pub fn parse_decimal(text: &str, k: FloatKind) -> Option<u128> {
    let f = format(k);
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (mant, exp) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], body[i + 1..].parse::<i64>().ok()?),
        None => (body, 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    if int.is_empty() && frac.is_empty()
        || !int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let digits: String = int.chars().chain(frac.chars()).collect();
    let d = digits.parse::<BigUint>().ok()?;
    if d.bits() == 0 {
        return Some(f.zero(negative));
    }
    let e10 = exp.checked_sub(frac.len() as i64)?;
    // A decimal exponent this large over- or underflows every format.
    if e10.unsigned_abs() > 20_000 {
        return Some(if e10 > 0 {
            f.overflow(negative)
        } else {
            f.zero(negative)
        });
    }
    let ten = BigUint::from(10u32);
    let (num, den) = if e10 >= 0 {
        (d * ten.pow(e10 as u32), BigUint::from(1u32))
    } else {
        (d, ten.pow(e10.unsigned_abs() as u32))
    };
    // floor(log2(num / den)) is `top` or one less.
    let mut top = num.bits() as i64 - den.bits() as i64;
    let at_least = |t: i64| {
        if t >= 0 {
            num >= (&den << t as u64)
        } else {
            (&num << (-t) as u64) >= den
        }
    };
    if !at_least(top) {
        top -= 1;
    }
    let ulp = f.ulp_for(top);
    if !(-20_000..=20_000).contains(&ulp) {
        return Some(if ulp > 0 {
            f.overflow(negative)
        } else {
            f.zero(negative)
        });
    }
    let (n2, d2) = if ulp >= 0 {
        (num, den << ulp as u64)
    } else {
        (num << (-ulp) as u64, den)
    };
    let q = &n2 / &d2;
    let twice_rem = (&n2 - &q * &d2) << 1u32;
    let q: u128 = q.try_into().ok()?;
    let q = if twice_rem > d2 || (twice_rem == d2 && q & 1 == 1) {
        q + 1
    } else {
        q
    };
    Some(f.pack(negative, q, ulp as i32))
}

fn round_trips(text: &str, bits: u128, k: FloatKind) -> bool {
    // Rust's own parsers round correctly, and are much faster.
    match k {
        FloatKind::F32 => text.parse::<f32>().map(|f| f.to_bits() as u128) == Ok(bits),
        FloatKind::F64 => text.parse::<f64>().map(|f| f.to_bits() as u128) == Ok(bits),
        _ => parse_decimal(text, k) == Some(bits),
    }
}

/// Prints a float of format `k` from its bit pattern exactly as MLIR's
/// `printFloatValue` does: `1.500000e+00` when six digits round-trip, else the
/// shortest natural form (`0.1234567`), else hex bits (`0x7F800000`) for inf/NaN.
pub fn format_float(bits: u128, k: FloatKind) -> String {
    if let Decoded::Finite {
        negative,
        mantissa,
        exp,
    } = decode(bits, k)
    {
        let (s, carried) = apfloat_to_string(negative, (mantissa, exp), k, [6, 0], false);
        if !carried && round_trips(&s, bits, k) {
            return s;
        }
        let (s, _) = apfloat_to_string(negative, (mantissa, exp), k, [0, 3], true);
        if s.contains('.') {
            return s;
        }
    }
    format!("0x{bits:X}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use FloatKind::*;

    fn p(v: f64, k: FloatKind) -> String {
        format_float(to_bits(v, k), k)
    }

    #[test]
    fn prints_like_mlir() {
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

    /// Outputs of `mlir-opt-19` for `V : TYPE` attributes.
    #[test]
    fn other_formats_print_like_mlir() {
        assert_eq!(p(1.1, F80), "1.10000000000000008882");
        assert_eq!(p(1.1, F128), "1.10000000000000008881784197001252323");
        assert_eq!(p(0.1, F16), "9.997550e-02");
        assert_eq!(p(1000.0, F8E4M3FN), "0x7F");
        assert_eq!(p(3.0e10, F8E5M2), "0x7C");
        assert_eq!(p(1.0, TF32), "1.000000e+00");
        for k in FloatKind::ALL {
            assert_eq!(p(1.0, k), "1.000000e+00", "{k:?}");
            assert_eq!(p(-2.5, k), "-2.500000e+00", "{k:?}");
        }
    }

    #[test]
    fn special_encodings() {
        assert_eq!(to_bits(f64::NAN, F8E4M3FNUZ), 0x80);
        assert_eq!(to_bits(-0.0, F8E4M3FNUZ), 0);
        assert_eq!(to_bits(-0.0, F8E4M3FN), 0x80);
        assert_eq!(decode(0x80, F8E5M2FNUZ), Decoded::Nan);
        assert_eq!(decode(0x7F, F8E4M3FN), Decoded::Nan);
        assert_eq!(from_bits(0x7E, F8E4M3FN), 448.0);
        assert_eq!(round_to(464.0, F8E4M3FN), 448.0);
        assert!(round_to(480.0, F8E4M3FN).is_nan());
        assert_eq!(from_bits(0x7F, F8E4M3FNUZ), 240.0);
        assert_eq!(to_bits(f64::INFINITY, F80), 0x7FFF_8000_0000_0000_0000);
        assert_eq!(to_bits(1.0, F80), 0x3FFF_8000_0000_0000_0000);
        assert_eq!(to_bits(1.0, F128), 0x3FFF << 112);
        assert_eq!(to_bits(1.0, TF32), 0x1FC00);
        assert_eq!(from_bits(0x0001, F16), 2f64.powi(-24));
    }

    #[test]
    fn half_formats_round_trip_bits() {
        for b in [0u128, 0x3C00, 0x7BFF, 0x0001, 0x8400, 0x7C00] {
            assert_eq!(to_bits(from_bits(b, F16), F16), b);
        }
        assert_eq!(round_to(65520.0, F16), f64::INFINITY);
        assert_eq!(to_bits(1.0, BF16), 0x3F80);
    }

    #[test]
    fn rounds_to_nearest_even() {
        let above = |ulp: f64| 1.0 + ulp / 2.0 + 2f64.powi(-40);
        assert_eq!(round_to(above(2f64.powi(-10)), F16), 1.0 + 2f64.powi(-10));
        assert_eq!(round_to(above(2f64.powi(-7)), BF16), 1.0 + 2f64.powi(-7));
        assert_eq!(round_to(1.0 + 2f64.powi(-11), F16), 1.0);
        assert_eq!(round_to(1e300, BF16), f64::INFINITY);
        assert_eq!(round_to(-1e-300, F16).to_bits(), (-0.0f64).to_bits());
    }

    #[test]
    fn decimal_parse_is_exact() {
        assert_eq!(parse_decimal("1.5", F32), Some(0x3FC0_0000));
        assert_eq!(parse_decimal("-0.0", F64), Some(1 << 63));
        assert_eq!(parse_decimal("1e400", F64), Some(0x7FF0 << 48));
        assert_eq!(parse_decimal("1e-400", F64), Some(0));
        assert_eq!(
            parse_decimal("0.1", F128),
            Some(0x3FFB_9999_9999_9999_9999_9999_9999_999A)
        );
        assert_eq!(parse_decimal("x", F32), None);
        assert_eq!(parse_decimal(".", F32), None);
    }
}
