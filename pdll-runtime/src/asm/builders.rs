//! Convenience constructors for builtin types and attributes on [`Context`], with the
//! range checks that integer attributes need.

use crate::asm::float;
use crate::attributes::{AttrKind, Attribute};
use crate::int_value::IntValue;
use crate::string_value::StringValue;
use crate::types::{FloatKind, Signedness, Type, TypeKind};
use crate::Context;
use num_bigint::{BigInt, BigUint};

/// Why an integer does not fit a type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IntRangeError {
    /// The type is not an integer or index type.
    NotIntegerType,
    /// The value is outside the type's range.
    OutOfRange,
    /// A negative value for an unsigned type.
    NegativeUnsigned,
}

impl std::fmt::Display for IntRangeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            IntRangeError::NotIntegerType => "integer value for a non-integer type",
            IntRangeError::OutOfRange => "integer constant out of range for attribute",
            IntRangeError::NegativeUnsigned => {
                "negative integer literal not valid for unsigned integer type"
            }
        })
    }
}

/// Width and signedness of an integer-like type (`index` is a signed 64-bit value).
pub fn int_params(kind: &TypeKind) -> Option<(u32, Signedness, bool)> {
    match *kind {
        TypeKind::Integer { width, signedness } => Some((width, signedness, false)),
        TypeKind::Index => Some((64, Signedness::Signless, true)),
        _ => None,
    }
}

/// Sign-extends the low `width` bits of `v`.
pub fn sign_extend(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

/// The magnitude of an integer literal: a `u128` when it fits (the fast path), else
/// a big integer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Magnitude {
    /// Below 2^128.
    Small(u128),
    /// 2^128 or more.
    Big(BigUint),
}

/// Normalizes a literal (`negative`, magnitude) for an integer type of `width` bits
/// as MLIR's parser does (`buildAttributeAPInt`): the magnitude must fit `width` bits;
/// a negative literal must give a value whose sign bit is set once negated (so `-0` is
/// out of range); a positive one must leave the sign bit clear for signed and index
/// types. Signless types therefore accept `[-2^(w-1), 2^w)`, and their upper half
/// wraps to negative; signed and index accept `[-2^(w-1), 2^(w-1))`; unsigned
/// `[0, 2^w)`. The result is the value the type reads (see [`AttrKind::Integer`]).
pub fn normalize_int(
    negative: bool,
    magnitude: &Magnitude,
    width: u32,
    signedness: Signedness,
    is_index: bool,
) -> Result<IntValue, IntRangeError> {
    if negative && signedness == Signedness::Unsigned {
        return Err(IntRangeError::NegativeUnsigned);
    }
    match *magnitude {
        Magnitude::Small(m) if width <= 128 => {
            normalize_small(negative, m, width, signedness, is_index)
        }
        Magnitude::Small(m) => normalize_wide(negative, &BigUint::from(m), width, signedness),
        Magnitude::Big(ref m) => normalize_wide(negative, m, width, signedness),
    }
}

/// [`normalize_int`] for types of at most 128 bits, in `u128` arithmetic.
fn normalize_small(
    negative: bool,
    magnitude: u128,
    width: u32,
    signedness: Signedness,
    is_index: bool,
) -> Result<IntValue, IntRangeError> {
    if width < 128 && magnitude >> width != 0 {
        return Err(IntRangeError::OutOfRange);
    }
    let mask: u128 = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let bits = if negative {
        magnitude.wrapping_neg() & mask
    } else {
        magnitude
    };
    let sign_bit = width > 0 && (bits >> (width - 1)) & 1 == 1;
    if negative && !sign_bit {
        return Err(IntRangeError::OutOfRange);
    }
    if !negative && (signedness == Signedness::Signed || is_index) && sign_bit {
        return Err(IntRangeError::OutOfRange);
    }
    Ok(match signedness {
        Signedness::Unsigned => IntValue::from(bits),
        _ => IntValue::from_i128(sign_extend(bits as i128, width)),
    })
}

/// [`normalize_int`] for the types wider than 128 bits and the magnitudes of 2^128 and
/// more.
fn normalize_wide(
    negative: bool,
    magnitude: &BigUint,
    width: u32,
    signedness: Signedness,
) -> Result<IntValue, IntRangeError> {
    let bits = magnitude.bits();
    let width64 = u64::from(width);
    if bits > width64 {
        return Err(IntRangeError::OutOfRange);
    }
    // The sign bit of a w-bit pattern is set exactly when the pattern is 2^(w-1) or
    // more, i.e. when it has w significant bits.
    if negative {
        // -m has its sign bit set when 0 < m <= 2^(w-1).
        let power_of_two = bits == 0 || magnitude.trailing_zeros() == Some(bits - 1);
        if bits == 0 || bits == width64 && !power_of_two {
            return Err(IntRangeError::OutOfRange);
        }
        return Ok(IntValue::from(-BigInt::from(magnitude.clone())));
    }
    let sign_bit = bits == width64 && width > 0;
    match signedness {
        Signedness::Unsigned => Ok(IntValue::from(BigInt::from(magnitude.clone()))),
        Signedness::Signed if sign_bit => Err(IntRangeError::OutOfRange),
        // Index types are 64 bits: never here.
        Signedness::Signed => Ok(IntValue::from(BigInt::from(magnitude.clone()))),
        Signedness::Signless if sign_bit => Ok(IntValue::from(
            BigInt::from(magnitude.clone()) - (BigInt::from(1u32) << width),
        )),
        Signedness::Signless => Ok(IntValue::from(BigInt::from(magnitude.clone()))),
    }
}

/// Whether `v` is a value of an integer type (see [`AttrKind::Integer`]).
pub fn int_fits(v: &IntValue, width: u32, signedness: Signedness) -> bool {
    v.fits(width, signedness != Signedness::Unsigned)
}

impl Context {
    /// The signless integer type `iN`.
    pub fn intern_integer_type(&mut self, width: u32) -> Type {
        self.interner.ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    /// An integer type with explicit signedness (`iN`, `siN`, `uiN`).
    pub fn intern_integer_type_with(&mut self, width: u32, signedness: Signedness) -> Type {
        self.interner.ty(TypeKind::Integer { width, signedness })
    }

    /// `index`
    pub fn intern_index_type(&mut self) -> Type {
        self.interner.ty(TypeKind::Index)
    }

    /// `f16`, `bf16`, `f32` or `f64`.
    pub fn intern_float_type(&mut self, kind: FloatKind) -> Type {
        self.interner.ty(TypeKind::Float(kind))
    }

    /// `none`
    pub fn intern_none_type(&mut self) -> Type {
        self.interner.ty(TypeKind::None)
    }

    /// `(inputs) -> results`
    pub fn intern_function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.interner.ty(TypeKind::Function { inputs, results })
    }

    /// An integer attribute of an integer or index type (of any width), checked to
    /// fit the type: `value` as the type reads it (see [`AttrKind::Integer`]), except
    /// that a signless type also takes its unsigned spelling (`255` for `i8` gives
    /// `-1 : i8`, as `255 : i8` does in MLIR text). A signless `i1` value gives the
    /// bool attribute.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let i8 = ctx.parse_type("i8").unwrap();
    /// let a = ctx.intern_integer_attr(255, i8).unwrap();
    /// assert_eq!(ctx.attr_to_string(a), "-1 : i8");
    /// let i200 = ctx.parse_type("i200").unwrap();
    /// let b = ctx.intern_integer_attr(i128::MIN, i200).unwrap();
    /// assert_eq!(ctx.attr_to_string(b), "-170141183460469231731687303715884105728 : i200");
    /// ```
    pub fn intern_integer_attr(
        &mut self,
        value: i128,
        ty: Type,
    ) -> Result<Attribute, IntRangeError> {
        self.intern_integer_attr_value(IntValue::from_i128(value), ty)
    }

    /// [`Context::intern_integer_attr`] for a value of any size, e.g. one computed
    /// as a [`num_bigint::BigInt`] (`IntValue::from(big)`).
    ///
    /// ```
    /// # use pdll_runtime::{int_value::IntValue, Context};
    /// let mut ctx = Context::new();
    /// let ui256 = ctx.parse_type("ui256").unwrap();
    /// let max = IntValue::from(u128::MAX).mul(&IntValue::from(u128::MAX));
    /// let a = ctx.intern_integer_attr_value(max.clone(), ui256).unwrap();
    /// assert_eq!(ctx.integer_attr_exact(a), Some(&max));
    /// assert!(ctx.intern_integer_attr_value(max.neg(), ui256).is_err());
    /// ```
    pub fn intern_integer_attr_value(
        &mut self,
        value: IntValue,
        ty: Type,
    ) -> Result<Attribute, IntRangeError> {
        let (width, signedness, _) =
            int_params(self.interner.type_kind(ty)).ok_or(IntRangeError::NotIntegerType)?;
        // Signless values may be given in their unsigned spelling (255 : i8 is -1).
        let value = if signedness == Signedness::Signless
            && !value.fits(width, true)
            && value.fits(width, false)
        {
            wrap_to_signed(&value, width)
        } else {
            value
        };
        if !int_fits(&value, width, signedness) {
            return Err(
                if value.is_negative() && signedness == Signedness::Unsigned {
                    IntRangeError::NegativeUnsigned
                } else {
                    IntRangeError::OutOfRange
                },
            );
        }
        if width == 1 && signedness == Signedness::Signless {
            return Ok(self.interner.attr(AttrKind::Bool(!value.is_zero())));
        }
        Ok(self.interner.attr(AttrKind::Integer { value, ty }))
    }

    /// The bool attribute `true`/`false` (an `i1` integer attribute).
    pub fn intern_bool_attr(&mut self, value: bool) -> Attribute {
        self.interner.attr(AttrKind::Bool(value))
    }

    /// A float attribute, `value` rounded to the float type `ty`; `None` if `ty` is not
    /// a float type.
    pub fn intern_float_attr(&mut self, value: f64, ty: Type) -> Option<Attribute> {
        let TypeKind::Float(k) = *self.interner.type_kind(ty) else {
            return None;
        };
        let bits = float::to_bits(float::round_to(value, k), k);
        Some(self.interner.attr(AttrKind::Float { bits, ty }))
    }

    /// The value of a float attribute, as an `f64`.
    pub fn float_attr_value(&self, attr: Attribute) -> Option<f64> {
        match *self.interner.attr_kind(attr) {
            AttrKind::Float { bits, ty } => match *self.interner.type_kind(ty) {
                TypeKind::Float(k) => Some(float::from_bits(bits, k)),
                _ => None,
            },
            _ => None,
        }
    }

    /// A string attribute (no type).
    pub fn intern_string_attr(&mut self, value: &str) -> Attribute {
        self.interner.attr(AttrKind::String {
            value: StringValue::from(value),
            ty: None,
        })
    }

    /// A string attribute (no type) of any bytes, UTF-8 or not.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let a = ctx.intern_string_attr_bytes(b"\xFF\x00abc");
    /// assert_eq!(ctx.attr_to_string(a), r#""\FF\00abc""#);
    /// assert_eq!(ctx.string_attr_bytes(a), Some(&b"\xFF\x00abc"[..]));
    /// assert_eq!(ctx.string_attr_value(a), None);
    /// ```
    pub fn intern_string_attr_bytes(&mut self, value: &[u8]) -> Attribute {
        self.interner.attr(AttrKind::String {
            value: StringValue::from_bytes(value.to_vec()),
            ty: None,
        })
    }

    /// `unit`
    pub fn intern_unit_attr(&mut self) -> Attribute {
        self.interner.attr(AttrKind::Unit)
    }

    /// `[a, b, ...]`
    pub fn intern_array_attr(&mut self, items: Vec<Attribute>) -> Attribute {
        self.interner.attr(AttrKind::Array(items))
    }

    /// A type used as an attribute.
    pub fn intern_type_attr(&mut self, ty: Type) -> Attribute {
        self.interner.attr(AttrKind::Type(ty))
    }

    /// The type of a typed attribute: integer, float, bool (`i1`), typed string,
    /// dense. `None` for the others.
    pub fn attr_type(&mut self, attr: Attribute) -> Option<Type> {
        match *self.interner.attr_kind(attr) {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(ty),
            AttrKind::Dense { ty, .. } => Some(ty),
            AttrKind::String { ty, .. } => ty,
            AttrKind::Bool(_) => Some(self.intern_integer_type(1)),
            _ => None,
        }
    }
}

/// The signless reading of `value`, a value of `[2^(w-1), 2^w)`: `value - 2^w`.
fn wrap_to_signed(value: &IntValue, width: u32) -> IntValue {
    match value.to_u128() {
        Some(v) if width <= 128 => IntValue::from_i128(sign_extend(v as i128, width)),
        _ => IntValue::from(value.to_bigint() - (BigInt::from(1u32) << width)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `normalize_int` on a literal written as text (decimal or `0x` hex).
    fn norm(lit: &str, width: u32, signedness: Signedness) -> Result<String, IntRangeError> {
        let (negative, digits) = match lit.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, lit),
        };
        let big = match digits.strip_prefix("0x") {
            Some(h) => BigUint::parse_bytes(h.as_bytes(), 16),
            None => BigUint::parse_bytes(digits.as_bytes(), 10),
        }
        .unwrap();
        let magnitude = match u128::try_from(&big) {
            Ok(m) => Magnitude::Small(m),
            Err(_) => Magnitude::Big(big),
        };
        normalize_int(negative, &magnitude, width, signedness, false).map(|v| v.to_string())
    }

    #[test]
    fn normalizes_like_mlir() {
        use IntRangeError::*;
        use Signedness::*;
        let ok = |s: &str| Ok(s.to_string());
        assert_eq!(norm("255", 8, Signless), ok("-1"));
        assert_eq!(norm("-128", 8, Signless), ok("-128"));
        assert_eq!(norm("-129", 8, Signless), Err(OutOfRange));
        assert_eq!(norm("256", 8, Signless), Err(OutOfRange));
        assert_eq!(norm("128", 8, Signed), Err(OutOfRange));
        assert_eq!(norm("255", 8, Unsigned), ok("255"));
        assert_eq!(norm("-1", 8, Unsigned), Err(NegativeUnsigned));
        assert_eq!(norm("-0", 32, Signless), Err(OutOfRange));
        assert_eq!(norm("0", 0, Signless), ok("0"));
        assert_eq!(norm("-0", 0, Signless), Err(OutOfRange));
        assert_eq!(norm("0x1", 1, Signed), Err(OutOfRange));
        assert_eq!(norm("-1", 1, Signed), ok("-1"));
        assert_eq!(
            normalize_int(false, &Magnitude::Small(1 << 63), 64, Signless, true),
            Err(OutOfRange)
        );
        assert_eq!(norm(&u128::MAX.to_string(), 128, Signless), ok("-1"));
        assert_eq!(
            norm(&u128::MAX.to_string(), 128, Unsigned),
            ok(&u128::MAX.to_string())
        );
    }

    #[test]
    fn normalizes_wide_values_like_mlir() {
        use IntRangeError::*;
        use Signedness::*;
        let ok = |s: &str| Ok(s.to_string());
        let ones = format!("0x{}", "F".repeat(64));
        let max_u256 =
            "115792089237316195423570985008687907853269984665640564039457584007913129639935";
        let half = "57896044618658097711785492504343953926634992332820282019728792003956564819968";
        assert_eq!(norm(&ones, 256, Signless), ok("-1"));
        assert_eq!(norm(&ones, 256, Unsigned), ok(max_u256));
        assert_eq!(norm(&ones, 256, Signed), Err(OutOfRange));
        assert_eq!(
            norm(&format!("0x1{}", "F".repeat(64)), 256, Signless),
            Err(OutOfRange)
        );
        assert_eq!(norm(half, 256, Signed), Err(OutOfRange));
        assert_eq!(
            norm(&format!("-{half}"), 256, Signed),
            ok(&format!("-{half}"))
        );
        assert_eq!(
            norm(&format!("-{half}"), 256, Signless),
            ok(&format!("-{half}"))
        );
        assert_eq!(norm(half, 256, Signless), ok(&format!("-{half}")));
        assert_eq!(
            norm(&format!("-{max_u256}"), 256, Signless),
            Err(OutOfRange)
        );
        assert_eq!(
            norm(&format!("-{max_u256}"), 256, Unsigned),
            Err(NegativeUnsigned)
        );
        assert_eq!(norm("-0", 256, Signless), Err(OutOfRange));
        // A magnitude below 2^128 for a type wider than 128 bits.
        assert_eq!(norm("-5", 200, Signless), ok("-5"));
        assert_eq!(
            norm(&u128::MAX.to_string(), 129, Signless),
            ok(&u128::MAX.to_string())
        );
        assert_eq!(
            norm(&format!("-{}", u128::MAX), 129, Signed),
            ok(&format!("-{}", u128::MAX))
        );
        // 2^128 for exactly 128 bits, and past it.
        assert_eq!(
            norm(&format!("0x1{}", "0".repeat(32)), 128, Unsigned),
            Err(OutOfRange)
        );
        assert_eq!(
            norm(&format!("-0x1{}", "0".repeat(32)), 129, Signless),
            ok("-340282366920938463463374607431768211456")
        );
    }

    #[test]
    fn integer_attr_checks_range_and_makes_bools() {
        let mut ctx = Context::new();
        let i8t = ctx.intern_integer_type(8);
        assert!(ctx.intern_integer_attr(127, i8t).is_ok());
        assert_eq!(
            ctx.intern_integer_attr(255, i8t),
            ctx.intern_integer_attr(-1, i8t)
        );
        assert_eq!(
            ctx.intern_integer_attr(300, i8t),
            Err(IntRangeError::OutOfRange)
        );
        let i1 = ctx.intern_integer_type(1);
        let t = ctx.intern_integer_attr(1, i1).unwrap();
        assert_eq!(t, ctx.intern_bool_attr(true));
        let f = ctx.intern_float_type(FloatKind::F32);
        assert_eq!(
            ctx.intern_integer_attr(1, f),
            Err(IntRangeError::NotIntegerType)
        );
        let a = ctx.intern_float_attr(0.1, f).unwrap();
        assert_eq!(ctx.float_attr_value(a), Some(0.1f32 as f64));
    }

    #[test]
    fn builders_make_what_the_parser_makes_from_mlir_text() {
        let mut ctx = Context::new();
        let ui16 = ctx.intern_integer_type_with(16, Signedness::Unsigned);
        assert_eq!(ctx.type_to_string(ui16), "ui16");
        let index = ctx.intern_index_type();
        let none = ctx.intern_none_type();
        let fty = ctx.intern_function_type(vec![index], vec![none, ui16]);
        assert_eq!(ctx.type_to_string(fty), "(index) -> (none, ui16)");
        assert_eq!(Ok(fty), ctx.parse_type("(index) -> (none, ui16)"));
        let unit = ctx.intern_unit_attr();
        let ty = ctx.intern_type_attr(index);
        let s = ctx.intern_string_attr("x");
        let array = ctx.intern_array_attr(vec![unit, ty, s]);
        assert_eq!(ctx.attr_to_string(array), "[unit, index, \"x\"]");
        assert_eq!(Ok(array), ctx.parse_attribute("[unit, index, \"x\"]"));
        assert_eq!(ctx.attr_type(ty), None);
        let one = ctx.intern_integer_attr(1, ui16).unwrap();
        assert_eq!(ctx.attr_type(one), Some(ui16));
    }

    #[test]
    fn integer_attrs_of_any_width_are_what_the_parser_makes() {
        let mut ctx = Context::new();
        let i256 = ctx.intern_integer_type(256);
        let ui256 = ctx.intern_integer_type_with(256, Signedness::Unsigned);
        let si256 = ctx.intern_integer_type_with(256, Signedness::Signed);
        let max = IntValue::from(u128::MAX).mul(&IntValue::from(u128::MAX));
        // The unsigned spelling of a signless value wraps, as in MLIR text.
        let wrapped = ctx.intern_integer_attr_value(max.clone(), i256).unwrap();
        let too_big = ctx.intern_integer_attr_value(max.add(&max), i256);
        assert_eq!(too_big, Err(IntRangeError::OutOfRange));
        let minus_two = ctx.parse_attribute("-2 : i256").unwrap();
        assert_eq!(Ok(minus_two), ctx.intern_integer_attr(-2, i256));
        assert_ne!(wrapped, minus_two);
        // (2^128 - 1)^2 - 2^256 = 1 - 2^129
        assert_eq!(
            ctx.attr_to_string(wrapped),
            "-680564733841876926926749214863536422911 : i256"
        );
        let u = ctx.intern_integer_attr_value(max.clone(), ui256).unwrap();
        assert_eq!(
            ctx.parse_attribute("115792089237316195423570985008687907852589419931798687112530834793049593217025 : ui256"),
            Ok(u)
        );
        assert_eq!(
            ctx.intern_integer_attr(-1, ui256),
            Err(IntRangeError::NegativeUnsigned)
        );
        assert_eq!(
            ctx.intern_integer_attr_value(max, si256),
            Err(IntRangeError::OutOfRange)
        );
        let ui128 = ctx.intern_integer_type_with(128, Signedness::Unsigned);
        let top = ctx
            .intern_integer_attr_value(IntValue::from(u128::MAX), ui128)
            .unwrap();
        assert_eq!(
            ctx.parse_attribute(&format!("{} : ui128", u128::MAX)),
            Ok(top)
        );
        assert_eq!(ctx.integer_attr_value(top), None);
    }
}
