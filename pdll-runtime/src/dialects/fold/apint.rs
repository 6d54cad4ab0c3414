//! [`ApInt`]: LLVM's `APInt` as the folders of `arith` and `math` use it: a bit
//! pattern of a fixed width (any width, 0 included) with wrapping arithmetic, and the
//! signed or unsigned reading each operation asks for.
//!
//! The bits are a [`BigUint`] below `2^width`: not the fastest, but exact at every
//! width MLIR allows, which is what constant folding needs. (PDLL's own attribute
//! arithmetic, `crate::arith`, is checked, not wrapping: the two are different on
//! purpose.)

use crate::int_value::IntValue;
use num_bigint::{BigInt, BigUint, Sign};
use std::cmp::Ordering;

/// A `width`-bit two's complement bit pattern (see the [module docs](self)).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct ApInt {
    width: u32,
    bits: BigUint,
}

fn modulus(width: u32) -> BigUint {
    BigUint::from(1u32) << width
}

impl ApInt {
    /// The low `width` bits of `v` (two's complement of negative values).
    pub(crate) fn from_bigint(width: u32, v: &BigInt) -> ApInt {
        let m = BigInt::from(modulus(width));
        let mut r = v % &m;
        if r.sign() == Sign::Minus {
            r += &m;
        }
        ApInt {
            width,
            bits: r.to_biguint().unwrap_or_default(),
        }
    }

    /// The low `width` bits of `v`.
    pub(crate) fn from_i128(width: u32, v: i128) -> ApInt {
        ApInt::from_bigint(width, &BigInt::from(v))
    }

    /// The low `width` bits of `v`.
    pub(crate) fn from_u128(width: u32, v: u128) -> ApInt {
        ApInt::from_biguint(width, BigUint::from(v))
    }

    /// The low `width` bits of `v`.
    pub(crate) fn from_biguint(width: u32, v: BigUint) -> ApInt {
        let bits = if v.bits() > u64::from(width) {
            v % modulus(width)
        } else {
            v
        };
        ApInt { width, bits }
    }

    /// The low `width` bits of an attribute's value.
    pub(crate) fn from_value(width: u32, v: &IntValue) -> ApInt {
        match v.to_i128() {
            Some(small) => ApInt::from_i128(width, small),
            None => ApInt::from_bigint(width, &v.to_bigint()),
        }
    }

    /// Zero.
    pub(crate) fn zero(width: u32) -> ApInt {
        ApInt {
            width,
            bits: BigUint::default(),
        }
    }

    /// All bits set.
    #[cfg(test)]
    pub(crate) fn all_ones(width: u32) -> ApInt {
        ApInt {
            width,
            bits: modulus(width) - 1u32,
        }
    }

    /// The width in bits.
    pub(crate) fn width(&self) -> u32 {
        self.width
    }

    /// The bits read as unsigned.
    pub(crate) fn unsigned(&self) -> &BigUint {
        &self.bits
    }

    /// The bits read as signed (two's complement).
    pub(crate) fn signed(&self) -> BigInt {
        if self.is_negative() {
            BigInt::from(self.bits.clone()) - BigInt::from(modulus(self.width))
        } else {
            BigInt::from(self.bits.clone())
        }
    }

    /// The value an attribute of a type of this width stores: signed for signless,
    /// signed and index types, unsigned for unsigned ones.
    pub(crate) fn to_value(&self, signed: bool) -> IntValue {
        if signed {
            IntValue::from(self.signed())
        } else {
            IntValue::from(BigInt::from(self.bits.clone()))
        }
    }

    /// The unsigned value, if it fits a `u64`.
    pub(crate) fn to_u64(&self) -> Option<u64> {
        u64::try_from(&self.bits).ok()
    }

    /// The sign bit.
    pub(crate) fn is_negative(&self) -> bool {
        self.width > 0 && self.bits.bit(u64::from(self.width - 1))
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.bits.bits() == 0
    }

    pub(crate) fn is_one(&self) -> bool {
        self.bits == BigUint::from(1u32)
    }

    pub(crate) fn is_all_ones(&self) -> bool {
        self.bits.bits() == u64::from(self.width) && self.count_ones() == self.width
    }

    /// The largest signed value (`0111...`).
    pub(crate) fn is_max_signed(&self) -> bool {
        self.width > 0 && !self.is_negative() && self.count_ones() == self.width - 1
    }

    /// The smallest signed value (`1000...`).
    pub(crate) fn is_min_signed(&self) -> bool {
        self.width > 0 && self.is_negative() && self.count_ones() == 1
    }

    fn wrap(&self, v: BigUint) -> ApInt {
        ApInt::from_biguint(self.width, v)
    }

    fn wrap_signed(&self, v: &BigInt) -> ApInt {
        ApInt::from_bigint(self.width, v)
    }

    pub(crate) fn add(&self, o: &ApInt) -> ApInt {
        self.wrap(&self.bits + &o.bits)
    }

    pub(crate) fn sub(&self, o: &ApInt) -> ApInt {
        self.wrap(&self.bits + modulus(self.width) - &o.bits)
    }

    pub(crate) fn mul(&self, o: &ApInt) -> ApInt {
        self.wrap(&self.bits * &o.bits)
    }

    pub(crate) fn neg(&self) -> ApInt {
        ApInt::zero(self.width).sub(self)
    }

    /// The high half of the double-width signed product (`APIntOps::mulhs`).
    pub(crate) fn mulhs(&self, o: &ApInt) -> ApInt {
        let p = self.signed() * o.signed();
        self.wrap_signed(&(p >> self.width))
    }

    /// The high half of the double-width unsigned product (`APIntOps::mulhu`).
    pub(crate) fn mulhu(&self, o: &ApInt) -> ApInt {
        self.wrap((&self.bits * &o.bits) >> self.width)
    }

    /// Unsigned division; `None` for a zero divisor.
    pub(crate) fn udiv(&self, o: &ApInt) -> Option<ApInt> {
        (!o.is_zero()).then(|| self.wrap(&self.bits / &o.bits))
    }

    /// Unsigned remainder; `None` for a zero divisor.
    pub(crate) fn urem(&self, o: &ApInt) -> Option<ApInt> {
        (!o.is_zero()).then(|| self.wrap(&self.bits % &o.bits))
    }

    /// Signed division rounding toward zero, wrapping (`MIN / -1` is `MIN`); `None`
    /// for a zero divisor.
    pub(crate) fn sdiv(&self, o: &ApInt) -> Option<ApInt> {
        (!o.is_zero()).then(|| self.wrap_signed(&(self.signed() / o.signed())))
    }

    /// `sdiv` and whether it overflowed (`MIN / -1`, APInt's `sdiv_ov`).
    pub(crate) fn sdiv_ov(&self, o: &ApInt) -> Option<(ApInt, bool)> {
        let q = self.sdiv(o)?;
        Some((q, self.is_min_signed() && o.is_all_ones()))
    }

    /// Signed remainder (the sign of the dividend); `None` for a zero divisor.
    pub(crate) fn srem(&self, o: &ApInt) -> Option<ApInt> {
        (!o.is_zero()).then(|| self.wrap_signed(&(self.signed() % o.signed())))
    }

    /// Signed division rounding toward negative infinity and whether it overflowed
    /// (APInt's `sfloordiv_ov`); `None` for a zero divisor.
    pub(crate) fn sfloordiv_ov(&self, o: &ApInt) -> Option<(ApInt, bool)> {
        let (q, overflow) = self.sdiv_ov(o)?;
        let r = self.srem(o)?;
        // Round toward negative infinity when the remainder is not zero and the
        // operands' signs differ.
        if !r.is_zero() && self.is_negative() != o.is_negative() {
            return Some((q.sub(&ApInt::from_i128(self.width, 1)), overflow));
        }
        Some((q, overflow))
    }

    /// `self + o` and whether it overflowed as signed values (`sadd_ov`).
    pub(crate) fn sadd_ov(&self, o: &ApInt) -> (ApInt, bool) {
        let r = self.add(o);
        let overflow = r.signed() != self.signed() + o.signed();
        (r, overflow)
    }

    /// `self - o` and whether it overflowed as signed values (`ssub_ov`).
    pub(crate) fn ssub_ov(&self, o: &ApInt) -> (ApInt, bool) {
        let r = self.sub(o);
        let overflow = r.signed() != self.signed() - o.signed();
        (r, overflow)
    }

    /// `self + o` and whether it overflowed as unsigned values (`uadd_ov`).
    pub(crate) fn uadd_ov(&self, o: &ApInt) -> (ApInt, bool) {
        let r = self.add(o);
        let overflow = r.bits < self.bits;
        (r, overflow)
    }

    pub(crate) fn and(&self, o: &ApInt) -> ApInt {
        self.wrap(&self.bits & &o.bits)
    }

    pub(crate) fn or(&self, o: &ApInt) -> ApInt {
        self.wrap(&self.bits | &o.bits)
    }

    pub(crate) fn xor(&self, o: &ApInt) -> ApInt {
        self.wrap(&self.bits ^ &o.bits)
    }

    /// The shift amount `o` as a bit count, saturated at the width.
    fn shift_amount(&self, o: &ApInt) -> u32 {
        match o.to_u64() {
            Some(s) if s < u64::from(self.width) => s as u32,
            _ => self.width,
        }
    }

    /// Shift left; by the width or more gives zero (APInt's `shl`).
    pub(crate) fn shl(&self, o: &ApInt) -> ApInt {
        let s = self.shift_amount(o);
        self.wrap(&self.bits << s)
    }

    /// Logical shift right; by the width or more gives zero.
    pub(crate) fn lshr(&self, o: &ApInt) -> ApInt {
        let s = self.shift_amount(o);
        self.wrap(&self.bits >> s)
    }

    /// Arithmetic shift right; by the width or more gives the sign in every bit.
    pub(crate) fn ashr(&self, o: &ApInt) -> ApInt {
        let s = self.shift_amount(o);
        // BigInt's `>>` rounds toward negative infinity: an arithmetic shift.
        self.wrap_signed(&(self.signed() >> s))
    }

    /// Whether `self < o` as unsigned values.
    pub(crate) fn ucmp(&self, o: &ApInt) -> Ordering {
        self.bits.cmp(&o.bits)
    }

    /// `self` against `o` as signed values.
    pub(crate) fn scmp(&self, o: &ApInt) -> Ordering {
        self.signed().cmp(&o.signed())
    }

    pub(crate) fn smax(&self, o: &ApInt) -> ApInt {
        if self.scmp(o) == Ordering::Less {
            o.clone()
        } else {
            self.clone()
        }
    }

    pub(crate) fn smin(&self, o: &ApInt) -> ApInt {
        if o.scmp(self) == Ordering::Less {
            o.clone()
        } else {
            self.clone()
        }
    }

    pub(crate) fn umax(&self, o: &ApInt) -> ApInt {
        if self.ucmp(o) == Ordering::Less {
            o.clone()
        } else {
            self.clone()
        }
    }

    pub(crate) fn umin(&self, o: &ApInt) -> ApInt {
        if o.ucmp(self) == Ordering::Less {
            o.clone()
        } else {
            self.clone()
        }
    }

    /// The absolute value, wrapping (`abs(MIN)` is `MIN`).
    pub(crate) fn abs(&self) -> ApInt {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Zero-extends or truncates to `width` bits.
    pub(crate) fn zext_or_trunc(&self, width: u32) -> ApInt {
        ApInt::from_biguint(width, self.bits.clone())
    }

    /// Sign-extends or truncates to `width` bits.
    pub(crate) fn sext_or_trunc(&self, width: u32) -> ApInt {
        ApInt::from_bigint(width, &self.signed())
    }

    pub(crate) fn count_ones(&self) -> u32 {
        self.bits.count_ones() as u32
    }

    pub(crate) fn leading_zeros(&self) -> u32 {
        self.width - self.bits.bits() as u32
    }

    pub(crate) fn trailing_zeros(&self) -> u32 {
        self.bits.trailing_zeros().map_or(self.width, |t| t as u32)
    }

    /// Bit `i`.
    pub(crate) fn bit(&self, i: u32) -> bool {
        self.bits.bit(u64::from(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(w: u32, v: i128) -> ApInt {
        ApInt::from_i128(w, v)
    }

    #[test]
    fn wrapping_arithmetic() {
        assert_eq!(a(8, 127).add(&a(8, 1)), a(8, -128));
        assert_eq!(a(8, 0).sub(&a(8, 1)), a(8, 255));
        assert_eq!(a(8, 16).mul(&a(8, 16)), a(8, 0));
        assert_eq!(a(1, 1).add(&a(1, 1)), a(1, 0));
        assert_eq!(a(0, 5), ApInt::zero(0));
        assert_eq!(a(200, -1).add(&a(200, 1)), ApInt::zero(200));
        assert!(a(200, -1).is_all_ones());
        assert!(a(64, i64::MIN as i128).is_min_signed());
        assert!(a(64, i64::MAX as i128).is_max_signed());
    }

    #[test]
    fn division() {
        assert_eq!(a(8, -7).sdiv(&a(8, 2)), Some(a(8, -3)));
        assert_eq!(a(8, -7).srem(&a(8, 2)), Some(a(8, -1)));
        assert_eq!(a(8, -7).udiv(&a(8, 2)), Some(a(8, 124)));
        assert_eq!(a(8, 5).udiv(&a(8, 0)), None);
        assert_eq!(a(8, -128).sdiv_ov(&a(8, -1)), Some((a(8, -128), true)));
        assert_eq!(a(8, -7).sfloordiv_ov(&a(8, 2)), Some((a(8, -4), false)));
        assert_eq!(a(8, 7).sfloordiv_ov(&a(8, -2)), Some((a(8, -4), false)));
        assert_eq!(a(8, 6).sfloordiv_ov(&a(8, -2)), Some((a(8, -3), false)));
    }

    #[test]
    fn shifts_and_bits() {
        assert_eq!(a(8, -128).ashr(&a(8, 7)), a(8, -1));
        assert_eq!(a(8, -128).lshr(&a(8, 7)), a(8, 1));
        assert_eq!(a(8, 1).shl(&a(8, 8)), a(8, 0));
        assert_eq!(a(8, -2).ashr(&a(8, 100)), a(8, -1));
        assert_eq!(a(32, 1).leading_zeros(), 31);
        assert_eq!(a(32, 0).trailing_zeros(), 32);
        assert_eq!(a(32, -1).count_ones(), 32);
        assert_eq!(a(16, -3).sext_or_trunc(32), a(32, -3));
        assert_eq!(a(16, -3).zext_or_trunc(32), a(32, 65533));
        assert_eq!(a(8, 3).mulhs(&a(8, -128)), a(8, -2));
        assert_eq!(a(8, 3).mulhu(&a(8, -128)), a(8, 1));
    }
}
