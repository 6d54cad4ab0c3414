//! [`IntValue`]: the exact value of an integer attribute, of any width MLIR allows.
//!
//! MLIR keeps an `IntegerAttr`'s value as an `APInt` of the type's width (up to
//! 2^24 - 1 bits). Here the value is kept as the integer the type reads it as (signed
//! for signless, signed and `index` types, non-negative for unsigned ones), which is
//! what printing and comparing need. Values that fit an `i128` (every value of the
//! common widths) are stored inline, so interning `1 : i32` allocates nothing; wider
//! values are boxed [`BigInt`]s. The representation is canonical, so the derived
//! equality and hash are numeric equality and a hash of the number.

use num_bigint::{BigInt, BigUint, Sign};
use std::cmp::Ordering;
use std::fmt;

/// An exact integer: the value of an integer attribute (see the module docs).
///
/// ```
/// # use pdll_runtime::int_value::IntValue;
/// let small = IntValue::from(-5i64);
/// assert_eq!(small.to_i128(), Some(-5));
/// let big: IntValue = "12345678901234567890123456789012345678901234567890".parse().unwrap();
/// assert_eq!(big.to_i128(), None);
/// assert_eq!(big.to_string(), "12345678901234567890123456789012345678901234567890");
/// assert!(big > small);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IntValue(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// Any value in the `i128` range.
    Small(i128),
    /// A value outside the `i128` range (never one inside it, so that each value has
    /// one representation).
    Big(Box<BigInt>),
}

impl IntValue {
    /// Zero.
    pub const ZERO: IntValue = IntValue(Repr::Small(0));

    /// The value `v` (no allocation).
    pub const fn from_i128(v: i128) -> IntValue {
        IntValue(Repr::Small(v))
    }

    /// `2^exp`.
    ///
    /// ```
    /// # use pdll_runtime::int_value::IntValue;
    /// assert_eq!(IntValue::pow2(8), IntValue::from(256i64));
    /// assert_eq!(IntValue::pow2(128), IntValue::from(u128::MAX).add(&IntValue::from(1i64)));
    /// ```
    pub fn pow2(exp: u32) -> IntValue {
        match 1i128.checked_shl(exp).filter(|v| *v > 0) {
            Some(v) => IntValue::from_i128(v),
            None => IntValue::from(BigInt::from(1u32) << exp),
        }
    }

    /// The value as an `i128`, if it fits.
    pub fn to_i128(&self) -> Option<i128> {
        match self.0 {
            Repr::Small(v) => Some(v),
            Repr::Big(_) => None,
        }
    }

    /// The value as an `i64`, if it fits.
    pub fn to_i64(&self) -> Option<i64> {
        self.to_i128().and_then(|v| i64::try_from(v).ok())
    }

    /// The value as a `u128`, if it fits (not negative, below 2^128).
    ///
    /// ```
    /// # use pdll_runtime::int_value::IntValue;
    /// assert_eq!(IntValue::from(u128::MAX).to_u128(), Some(u128::MAX));
    /// assert_eq!(IntValue::from(-1i64).to_u128(), None);
    /// ```
    pub fn to_u128(&self) -> Option<u128> {
        match &self.0 {
            Repr::Small(v) => u128::try_from(*v).ok(),
            Repr::Big(b) => u128::try_from(&**b).ok(),
        }
    }

    /// The value as a [`BigInt`] (a new allocation).
    pub fn to_bigint(&self) -> BigInt {
        match &self.0 {
            Repr::Small(v) => BigInt::from(*v),
            Repr::Big(b) => (**b).clone(),
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small(0))
    }

    /// Whether the value is below zero.
    pub fn is_negative(&self) -> bool {
        match &self.0 {
            Repr::Small(v) => *v < 0,
            Repr::Big(b) => b.sign() == Sign::Minus,
        }
    }

    /// Whether the value is a value of an integer type of `width` bits: `[0, 2^width)`
    /// when `signed` is false, `[-2^(width-1), 2^(width-1))` when true (only 0 for
    /// width 0).
    ///
    /// ```
    /// # use pdll_runtime::int_value::IntValue;
    /// assert!(IntValue::from(-128i64).fits(8, true));
    /// assert!(!IntValue::from(128i64).fits(8, true));
    /// assert!(IntValue::from(255i64).fits(8, false));
    /// assert!(IntValue::from(u128::MAX).fits(256, true));
    /// ```
    pub fn fits(&self, width: u32, signed: bool) -> bool {
        match &self.0 {
            Repr::Small(v) => small_fits(*v, width, signed),
            Repr::Big(b) => {
                if !signed {
                    return b.sign() != Sign::Minus && b.bits() <= u64::from(width);
                }
                // -2^(w-1) <= v < 2^(w-1): the magnitude of v (of -v - 1 when v is
                // negative) has at most w - 1 bits.
                let magnitude = match b.sign() {
                    Sign::Minus => b.magnitude() - 1u32,
                    _ => b.magnitude().clone(),
                };
                width > 0 && magnitude.bits() < u64::from(width)
            }
        }
    }

    /// The low `len` bytes of the value's two's complement, least significant first
    /// (sign-extended when `len` is more than the value needs): the value's storage
    /// in a dense elements attribute.
    ///
    /// ```
    /// # use pdll_runtime::int_value::IntValue;
    /// let mut bytes = Vec::new();
    /// IntValue::from(-2i64).write_le_bytes(3, &mut bytes);
    /// IntValue::from(258i64).write_le_bytes(2, &mut bytes);
    /// assert_eq!(bytes, [0xFE, 0xFF, 0xFF, 0x02, 0x01]);
    /// ```
    pub fn write_le_bytes(&self, len: usize, out: &mut Vec<u8>) {
        match &self.0 {
            Repr::Small(v) => {
                let bytes = v.to_le_bytes();
                let fill = if *v < 0 { 0xFF } else { 0 };
                out.extend((0..len).map(|i| bytes.get(i).copied().unwrap_or(fill)));
            }
            Repr::Big(b) => {
                let bytes = b.to_signed_bytes_le();
                let fill = if b.sign() == Sign::Minus { 0xFF } else { 0 };
                out.extend((0..len).map(|i| bytes.get(i).copied().unwrap_or(fill)));
            }
        }
    }

    /// The value of the low `width` bits of `bytes` (little-endian), read as signed
    /// (two's complement) or unsigned: how a dense elements attribute's raw data
    /// reads back. Bytes past `width` bits are ignored.
    ///
    /// ```
    /// # use pdll_runtime::int_value::IntValue;
    /// assert_eq!(IntValue::from_le_bits(&[0xFF, 0x01], 9, true), IntValue::from(-1i64));
    /// assert_eq!(IntValue::from_le_bits(&[0xFF, 0x01], 9, false), IntValue::from(511i64));
    /// ```
    pub fn from_le_bits(bytes: &[u8], width: u32, signed: bool) -> IntValue {
        let used = (width as usize).div_ceil(8).min(bytes.len());
        let mut data = bytes[..used].to_vec();
        // Clear the bits above `width`.
        if let Some(last) = data.last_mut() {
            let rem = width % 8;
            if rem != 0 && used == (width as usize).div_ceil(8) {
                *last &= (1u8 << rem) - 1;
            }
        }
        if width <= 128 || used < 16 {
            let mut buf = [0u8; 16];
            buf[..used].copy_from_slice(&data);
            let raw = u128::from_le_bytes(buf);
            if signed {
                return IntValue::from_i128(sign_extend(raw as i128, width));
            }
            return IntValue::from(raw);
        }
        let unsigned = BigInt::from(BigUint::from_bytes_le(&data));
        if signed && width > 0 && unsigned.bit(u64::from(width) - 1) {
            return IntValue::from(unsigned - (BigInt::from(1u32) << width));
        }
        IntValue::from(unsigned)
    }

    /// `self + other`, exactly.
    pub fn add(&self, other: &IntValue) -> IntValue {
        self.combine(other, i128::checked_add, |a, b| a + b)
    }

    /// `self - other`, exactly.
    pub fn sub(&self, other: &IntValue) -> IntValue {
        self.combine(other, i128::checked_sub, |a, b| a - b)
    }

    /// `self * other`, exactly.
    pub fn mul(&self, other: &IntValue) -> IntValue {
        self.combine(other, i128::checked_mul, |a, b| a * b)
    }

    /// `self / other` rounded toward zero; `None` when `other` is zero.
    pub fn div(&self, other: &IntValue) -> Option<IntValue> {
        (!other.is_zero()).then(|| self.combine(other, i128::checked_div, |a, b| a / b))
    }

    /// The remainder of `self / other` (the sign of `self`); `None` when `other` is
    /// zero.
    pub fn rem(&self, other: &IntValue) -> Option<IntValue> {
        (!other.is_zero()).then(|| self.combine(other, i128::checked_rem, |a, b| a % b))
    }

    /// `-self`, exactly.
    pub fn neg(&self) -> IntValue {
        match &self.0 {
            Repr::Small(v) => match v.checked_neg() {
                Some(n) => IntValue::from_i128(n),
                None => IntValue::from(-BigInt::from(*v)),
            },
            Repr::Big(b) => IntValue::from(-(**b).clone()),
        }
    }

    /// An operation done in `i128` when both operands are small and it does not
    /// overflow, else on big integers.
    fn combine(
        &self,
        other: &IntValue,
        small: fn(i128, i128) -> Option<i128>,
        big: fn(BigInt, BigInt) -> BigInt,
    ) -> IntValue {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &other.0) {
            if let Some(r) = small(*a, *b) {
                return IntValue::from_i128(r);
            }
        }
        IntValue::from(big(self.to_bigint(), other.to_bigint()))
    }
}

/// Sign-extends the low `width` bits of `v` (`v` itself for widths of 0 or 128 and up).
fn sign_extend(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

fn small_fits(v: i128, width: u32, signed: bool) -> bool {
    match (signed, width) {
        (false, _) if v < 0 => false,
        (false, w) if w >= 128 => true,
        (false, w) => (v as u128) >> w == 0,
        (true, 0) => v == 0,
        (true, w) if w >= 128 => true,
        (true, w) => sign_extend(v, w) == v,
    }
}

impl From<i128> for IntValue {
    fn from(v: i128) -> Self {
        IntValue::from_i128(v)
    }
}

impl From<i64> for IntValue {
    fn from(v: i64) -> Self {
        IntValue::from_i128(i128::from(v))
    }
}

impl From<u64> for IntValue {
    fn from(v: u64) -> Self {
        IntValue::from_i128(i128::from(v))
    }
}

impl From<u128> for IntValue {
    fn from(v: u128) -> Self {
        match i128::try_from(v) {
            Ok(v) => IntValue::from_i128(v),
            Err(_) => IntValue(Repr::Big(Box::new(BigInt::from(v)))),
        }
    }
}

impl From<BigInt> for IntValue {
    fn from(v: BigInt) -> Self {
        match i128::try_from(&v) {
            Ok(v) => IntValue::from_i128(v),
            Err(_) => IntValue(Repr::Big(Box::new(v))),
        }
    }
}

impl From<&IntValue> for BigInt {
    fn from(v: &IntValue) -> Self {
        v.to_bigint()
    }
}

impl std::str::FromStr for IntValue {
    type Err = num_bigint::ParseBigIntError;

    /// Decimal text with an optional `-` (or `+`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.parse::<i128>() {
            Ok(v) => Ok(IntValue::from_i128(v)),
            Err(_) => s.parse::<BigInt>().map(IntValue::from),
        }
    }
}

impl Ord for IntValue {
    fn cmp(&self, other: &Self) -> Ordering {
        match (&self.0, &other.0) {
            (Repr::Small(a), Repr::Small(b)) => a.cmp(b),
            // A big value is outside the i128 range: its sign orders it.
            (Repr::Small(_), Repr::Big(b)) => {
                if b.sign() == Sign::Minus {
                    Ordering::Greater
                } else {
                    Ordering::Less
                }
            }
            (Repr::Big(a), Repr::Small(_)) => {
                if a.sign() == Sign::Minus {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
            (Repr::Big(a), Repr::Big(b)) => a.cmp(b),
        }
    }
}

impl PartialOrd for IntValue {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq<i128> for IntValue {
    fn eq(&self, other: &i128) -> bool {
        matches!(self.0, Repr::Small(v) if v == *other)
    }
}

impl fmt::Display for IntValue {
    /// Decimal, with a `-` when negative: how MLIR prints an integer attribute.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            // 64-bit formatting is the faster one, and most values fit.
            Repr::Small(v) => match i64::try_from(*v) {
                Ok(v) => fmt::Display::fmt(&v, f),
                Err(_) => fmt::Display::fmt(v, f),
            },
            Repr::Big(b) => fmt::Display::fmt(b, f),
        }
    }
}

impl fmt::Debug for IntValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(s: &str) -> IntValue {
        s.parse().unwrap()
    }

    #[test]
    fn the_representation_is_canonical() {
        let max = IntValue::from(i128::MAX);
        assert_eq!(max.to_i128(), Some(i128::MAX));
        // Through a big integer and back to the i128 range: the same value, inline.
        let round = max.add(&IntValue::from(1i64)).sub(&IntValue::from(1i64));
        assert_eq!(round, max);
        assert!(matches!(round.0, Repr::Small(_)));
        let beyond = max.add(&IntValue::from(1i64));
        assert!(matches!(beyond.0, Repr::Big(_)));
        assert_eq!(beyond, IntValue::from(1u128 << 127));
        assert_eq!(IntValue::from(BigInt::from(7)), IntValue::from(7i64));
        let min = IntValue::from(i128::MIN);
        assert_eq!(min.neg().neg(), min);
        assert!(matches!(min.neg().0, Repr::Big(_)));
    }

    #[test]
    fn orders_numerically_across_representations() {
        let mut values = [
            big("-340282366920938463463374607431768211456"),
            IntValue::from(3i64),
            big("340282366920938463463374607431768211456"),
            IntValue::from(i128::MIN),
            IntValue::from(-1i64),
            big("-170141183460469231731687303715884105729"),
        ];
        values.sort();
        let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        assert_eq!(
            text,
            [
                "-340282366920938463463374607431768211456",
                "-170141183460469231731687303715884105729",
                "-170141183460469231731687303715884105728",
                "-1",
                "3",
                "340282366920938463463374607431768211456",
            ]
        );
    }

    #[test]
    fn range_checks_at_the_edges() {
        let p255 =
            big("57896044618658097711785492504343953926634992332820282019728792003956564819968");
        let below = p255.sub(&IntValue::from(1i64));
        assert!(below.fits(256, true) && !p255.fits(256, true));
        assert!(p255.neg().fits(256, true));
        assert!(!p255.neg().sub(&IntValue::from(1i64)).fits(256, true));
        assert!(p255.fits(256, false) && !p255.neg().fits(256, false));
        let p256 = p255.add(&p255);
        assert!(!p256.fits(256, false) && p256.sub(&IntValue::from(1i64)).fits(256, false));
        assert!(IntValue::ZERO.fits(0, true) && IntValue::ZERO.fits(0, false));
        assert!(!IntValue::from(-1i64).fits(0, true) && !IntValue::from(1i64).fits(0, false));
        assert!(IntValue::from(-1i64).fits(1, true) && !IntValue::from(1i64).fits(1, true));
        assert!(IntValue::from(i128::MIN).fits(128, true));
        assert!(!IntValue::from(i128::MIN).neg().fits(128, true));
        assert!(IntValue::from(u128::MAX).fits(128, false));
        assert!(!IntValue::from(u128::MAX)
            .add(&IntValue::from(1i64))
            .fits(128, false));
    }

    #[test]
    fn arithmetic_is_exact_past_128_bits() {
        let a = IntValue::from(u128::MAX);
        let sq = a.mul(&a);
        assert_eq!(
            sq.to_string(),
            "115792089237316195423570985008687907852589419931798687112530834793049593217025"
        );
        assert_eq!(sq.div(&a), Some(a.clone()));
        assert_eq!(sq.rem(&a), Some(IntValue::ZERO));
        assert_eq!(a.div(&IntValue::ZERO), None);
        // Truncating division; the remainder has the dividend's sign.
        let m = a.neg();
        assert_eq!(
            m.div(&IntValue::from(2i64)).unwrap().to_string(),
            "-170141183460469231731687303715884105727"
        );
        assert_eq!(m.rem(&IntValue::from(2i64)), Some(IntValue::from(-1i64)));
    }

    #[test]
    fn bytes_round_trip_at_any_width() {
        for (text, width) in [
            ("-1", 256),
            (
                "-57896044618658097711785492504343953926634992332820282019728792003956564819968",
                256,
            ),
            ("12345678901234567890123456789012345678901234567890", 200),
            ("-5", 129),
            ("170141183460469231731687303715884105727", 128),
            ("-170141183460469231731687303715884105728", 128),
            ("-3", 3),
        ] {
            let v = big(text);
            let mut bytes = Vec::new();
            v.write_le_bytes((width as usize).div_ceil(8), &mut bytes);
            assert_eq!(
                IntValue::from_le_bits(&bytes, width, true),
                v,
                "{text} i{width}"
            );
        }
        let mut bytes = Vec::new();
        IntValue::from(u128::MAX).write_le_bytes(17, &mut bytes);
        assert_eq!(bytes[16], 0);
        assert_eq!(
            IntValue::from_le_bits(&bytes, 129, false),
            IntValue::from(u128::MAX)
        );
        assert_eq!(
            IntValue::from_le_bits(&bytes[..16], 128, false),
            IntValue::from(u128::MAX)
        );
        assert_eq!(
            IntValue::from_le_bits(&bytes[..16], 128, true),
            IntValue::from(-1i64)
        );
        assert_eq!(
            IntValue::from_le_bits(&[0xFF; 32], 256, false).to_string(),
            "115792089237316195423570985008687907853269984665640564039457584007913129639935"
        );
    }
}
