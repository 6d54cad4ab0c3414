//! Convenience constructors for builtin types and attributes on [`Context`], with the
//! range checks that integer attributes need.

use crate::asm::float;
use crate::attributes::{AttrKind, Attribute};
use crate::types::{FloatKind, Signedness, Type, TypeKind};
use crate::Context;

/// Why an integer does not fit a type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IntRangeError {
    /// The type is not an integer or index type.
    NotIntegerType,
    /// The type is wider than the 128 bits attributes can hold.
    TooWide,
    /// The value is outside the type's range.
    OutOfRange,
    /// A negative value for an unsigned type.
    NegativeUnsigned,
}

impl std::fmt::Display for IntRangeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            IntRangeError::NotIntegerType => "integer value for a non-integer type",
            IntRangeError::TooWide => "integer attributes wider than 128 bits are not supported",
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

/// Normalizes a literal (`negative`, magnitude) for an integer type of `width` bits,
/// following MLIR's rules: signless accepts `[-2^(w-1), 2^w)` and wraps the upper half
/// to negative; signed and index accept `[-2^(w-1), 2^(w-1))`; unsigned `[0, 2^w)`.
/// The result is stored sign-extended (signless, signed) or zero-extended (unsigned;
/// `ui128` values keep their bit pattern).
pub fn normalize_int(
    negative: bool,
    magnitude: u128,
    width: u32,
    signedness: Signedness,
    is_index: bool,
) -> Result<i128, IntRangeError> {
    if width > 128 {
        return Err(IntRangeError::TooWide);
    }
    if negative && signedness == Signedness::Unsigned {
        return Err(IntRangeError::NegativeUnsigned);
    }
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
        Signedness::Unsigned => bits as i128,
        _ => sign_extend(bits as i128, width),
    })
}

/// Whether `v` (stored form) is a valid value of an integer type.
pub fn int_fits(v: i128, width: u32, signedness: Signedness) -> bool {
    if width >= 128 {
        return width == 128;
    }
    match signedness {
        Signedness::Unsigned => v >= 0 && (v as u128) >> width == 0,
        _ => sign_extend(v, width) == v,
    }
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

    /// An integer attribute of an integer or index type, checked to fit the type
    /// (`value` in stored form: signed for signless/signed types, non-negative for
    /// unsigned). A signless `i1` value gives the bool attribute.
    pub fn intern_integer_attr(
        &mut self,
        value: i128,
        ty: Type,
    ) -> Result<Attribute, IntRangeError> {
        let (width, signedness, _) =
            int_params(self.interner.type_kind(ty)).ok_or(IntRangeError::NotIntegerType)?;
        if width > 128 {
            return Err(IntRangeError::TooWide);
        }
        // Signless values may be given in their unsigned spelling (255 : i8 is -1).
        let value = if signedness == Signedness::Signless
            && width < 128
            && value >= 0
            && (value as u128) >> width == 0
        {
            sign_extend(value, width)
        } else {
            value
        };
        if !int_fits(value, width, signedness) {
            return Err(IntRangeError::OutOfRange);
        }
        if width == 1 && signedness == Signedness::Signless {
            return Ok(self.interner.attr(AttrKind::Bool(value != 0)));
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
            value: value.to_string(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_like_mlir() {
        use Signedness::*;
        assert_eq!(normalize_int(false, 255, 8, Signless, false), Ok(-1));
        assert_eq!(normalize_int(true, 128, 8, Signless, false), Ok(-128));
        assert_eq!(
            normalize_int(true, 129, 8, Signless, false),
            Err(IntRangeError::OutOfRange)
        );
        assert_eq!(
            normalize_int(false, 256, 8, Signless, false),
            Err(IntRangeError::OutOfRange)
        );
        assert_eq!(
            normalize_int(false, 128, 8, Signed, false),
            Err(IntRangeError::OutOfRange)
        );
        assert_eq!(normalize_int(false, 255, 8, Unsigned, false), Ok(255));
        assert_eq!(
            normalize_int(true, 1, 8, Unsigned, false),
            Err(IntRangeError::NegativeUnsigned)
        );
        assert_eq!(
            normalize_int(false, 1 << 63, 64, Signless, true),
            Err(IntRangeError::OutOfRange)
        );
        assert_eq!(
            normalize_int(false, u128::MAX, 128, Signless, false),
            Ok(-1)
        );
        assert_eq!(
            normalize_int(false, 1, 129, Signless, false),
            Err(IntRangeError::TooWide)
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
}
