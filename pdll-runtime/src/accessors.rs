//! Typed readers of attributes and types on [`Context`], for native constraints and
//! rewrites: each returns what it is named for, or `None` when the attribute or type is
//! of another kind, so that a native reads `ctx.integer_attr_value(a) == Some(0)`
//! rather than matching on [`AttrKind`] or [`TypeKind`] by hand.
//!
//! The builders of the same entities (`intern_*`) and [`Context::float_attr_value`]
//! live in [`crate::asm::builders`]; dictionaries are read with
//! [`Context::dictionary_entries`] and [`Context::dictionary_get`].

use crate::attributes::{AttrKind, Attribute};
use crate::int_value::IntValue;
use crate::types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC_DIM};
use crate::Context;
use num_bigint::BigInt;

/// Attributes.
impl Context {
    /// The value of an integer attribute (of an `iN`, `siN`, `uiN` or `index` type),
    /// as the type reads it: signed for signless and signed types, non-negative for
    /// unsigned ones (`255 : i8` reads as `-1`, `255 : ui8` as `255`). `None` for any
    /// other attribute, including `true` and `false` (an `i1` value is a bool
    /// attribute, read with [`Context::bool_attr_value`]), and for a value outside the
    /// `i128` range, which only a type wider than 127 bits holds: read those with
    /// [`Context::integer_attr_exact`] or [`Context::integer_attr_bigint`].
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let zero = ctx.parse_attribute("0 : i32").unwrap();
    /// let minus_one = ctx.parse_attribute("255 : i8").unwrap();
    /// let text = ctx.parse_attribute("\"0\"").unwrap();
    /// let small_i256 = ctx.parse_attribute("-7 : i256").unwrap();
    /// let big = ctx.parse_attribute("0x100000000000000000000000000000000 : i256").unwrap();
    /// assert_eq!(ctx.integer_attr_value(zero), Some(0));
    /// assert_eq!(ctx.integer_attr_value(minus_one), Some(-1));
    /// assert_eq!(ctx.integer_attr_value(text), None);
    /// assert_eq!(ctx.integer_attr_value(small_i256), Some(-7));
    /// assert_eq!(ctx.integer_attr_value(big), None);
    /// ```
    pub fn integer_attr_value(&self, attr: Attribute) -> Option<i128> {
        self.integer_attr(attr).map(|(value, _)| value)
    }

    /// The value and the type of an integer attribute, as
    /// [`Context::integer_attr_value`] reads them: the type is what a new attribute
    /// computed from the value is interned with.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let seven = ctx.parse_attribute("7 : i16").unwrap();
    /// let (value, ty) = ctx.integer_attr(seven).unwrap();
    /// let fourteen = ctx.intern_integer_attr(value * 2, ty).unwrap();
    /// assert_eq!(ctx.attr_to_string(fourteen), "14 : i16");
    /// ```
    pub fn integer_attr(&self, attr: Attribute) -> Option<(i128, Type)> {
        match self.attr_kind(attr) {
            AttrKind::Integer { value, ty } => Some((value.to_i128()?, *ty)),
            _ => None,
        }
    }

    /// The exact value of an integer attribute of any width (see
    /// [`Context::integer_attr_value`] for how the type reads it), without copying:
    /// [`IntValue`] converts to `i128`, `u128`, a [`num_bigint::BigInt`] or
    /// little-endian two's-complement bytes.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let a = ctx
    ///     .parse_attribute("-12345678901234567890123456789012345678901234567890 : si256")
    ///     .unwrap();
    /// let value = ctx.integer_attr_exact(a).unwrap();
    /// assert!(value.is_negative());
    /// assert_eq!(value.to_i128(), None);
    /// let mut bytes = Vec::new();
    /// value.write_le_bytes(32, &mut bytes);
    /// assert_eq!(bytes[31], 0xFF);
    /// let seven = ctx.parse_attribute("7 : i8").unwrap();
    /// assert_eq!(ctx.integer_attr_exact(seven).and_then(|v| v.to_i64()), Some(7));
    /// ```
    pub fn integer_attr_exact(&self, attr: Attribute) -> Option<&IntValue> {
        match self.attr_kind(attr) {
            AttrKind::Integer { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The value of an integer attribute of any width as a [`num_bigint::BigInt`]
    /// (a copy; [`Context::integer_attr_exact`] borrows it).
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let a = ctx
    ///     .parse_attribute("12345678901234567890123456789012345678901234567890 : i256")
    ///     .unwrap();
    /// let doubled = ctx.integer_attr_bigint(a).unwrap() * 2u32;
    /// assert_eq!(doubled.to_string(), "24691357802469135780246913578024691357802469135780");
    /// ```
    pub fn integer_attr_bigint(&self, attr: Attribute) -> Option<BigInt> {
        self.integer_attr_exact(attr).map(IntValue::to_bigint)
    }

    /// The value of a bool attribute (`true`, `false`: the `i1` integer attribute).
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let yes = ctx.parse_attribute("true").unwrap();
    /// let one = ctx.parse_attribute("1 : i1").unwrap();
    /// assert_eq!(ctx.bool_attr_value(yes), Some(true));
    /// assert_eq!(yes, one);
    /// let unit = ctx.intern_unit_attr();
    /// assert_eq!(ctx.bool_attr_value(unit), None);
    /// ```
    pub fn bool_attr_value(&self, attr: Attribute) -> Option<bool> {
        match *self.attr_kind(attr) {
            AttrKind::Bool(b) => Some(b),
            _ => None,
        }
    }

    /// The text of a string attribute, typed or not, unescaped; `None` for other
    /// attributes and for a string whose bytes are not UTF-8 (`"\FF"`), which
    /// [`Context::string_attr_bytes`] reads.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let s = ctx.parse_attribute(r#""a\"b" : i32"#).unwrap();
    /// assert_eq!(ctx.string_attr_value(s), Some("a\"b"));
    /// let euro = ctx.parse_attribute(r#""\E2\82\AC""#).unwrap();
    /// assert_eq!(ctx.string_attr_value(euro), Some("€"));
    /// let raw = ctx.parse_attribute(r#""\FF""#).unwrap();
    /// assert_eq!(ctx.string_attr_value(raw), None);
    /// ```
    pub fn string_attr_value(&self, attr: Attribute) -> Option<&str> {
        match self.attr_kind(attr) {
            AttrKind::String { value, .. } => value.as_str(),
            _ => None,
        }
    }

    /// The bytes of a string attribute, typed or not, unescaped: any bytes, UTF-8 or
    /// not.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let s = ctx.parse_attribute(r#""\FF\00abc""#).unwrap();
    /// assert_eq!(ctx.string_attr_bytes(s), Some(&b"\xFF\x00abc"[..]));
    /// assert_eq!(ctx.attr_to_string(s), r#""\FF\00abc""#);
    /// ```
    pub fn string_attr_bytes(&self, attr: Attribute) -> Option<&[u8]> {
        match self.attr_kind(attr) {
            AttrKind::String { value, .. } => Some(value.as_bytes()),
            _ => None,
        }
    }

    /// The elements of an array attribute (`[a, b]`). Dense arrays (`array<i32: 1>`)
    /// are kept as text and are not array attributes.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let array = ctx.parse_attribute("[1 : i32, \"x\"]").unwrap();
    /// let items = ctx.array_attr_items(array).unwrap();
    /// assert_eq!(items.len(), 2);
    /// assert_eq!(ctx.integer_attr_value(items[0]), Some(1));
    /// assert_eq!(ctx.string_attr_value(items[1]), Some("x"));
    /// ```
    pub fn array_attr_items(&self, attr: Attribute) -> Option<&[Attribute]> {
        match self.attr_kind(attr) {
            AttrKind::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The type held by a type attribute (a type used as an attribute, as in
    /// `{function_type = (i32) -> i32}`). Not the type *of* a typed attribute: that is
    /// [`Context::attr_type`].
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let attr = ctx.parse_attribute("f32").unwrap();
    /// let ty = ctx.type_attr_value(attr).unwrap();
    /// assert!(ctx.is_float_type(ty));
    /// ```
    pub fn type_attr_value(&self, attr: Attribute) -> Option<Type> {
        match *self.attr_kind(attr) {
            AttrKind::Type(ty) => Some(ty),
            _ => None,
        }
    }

    /// Whether the attribute is `unit` (the value of a present flag, as in `{inbounds}`).
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let unit = ctx.parse_attribute("unit").unwrap();
    /// assert!(ctx.is_unit_attr(unit));
    /// ```
    pub fn is_unit_attr(&self, attr: Attribute) -> bool {
        matches!(self.attr_kind(attr), AttrKind::Unit)
    }
}

/// Types.
impl Context {
    /// Whether the type is an integer type: `iN`, `siN` or `uiN` (not `index`; see
    /// [`Context::is_index_type`]).
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let i32 = ctx.parse_type("i32").unwrap();
    /// let index = ctx.parse_type("index").unwrap();
    /// assert!(ctx.is_integer_type(i32));
    /// assert!(!ctx.is_integer_type(index));
    /// ```
    pub fn is_integer_type(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { .. })
    }

    /// Whether the type is `index`.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let index = ctx.intern_index_type();
    /// assert!(ctx.is_index_type(index));
    /// ```
    pub fn is_index_type(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Index)
    }

    /// The bit width of an integer type (`iN`, `siN`, `uiN`); `None` for any other type,
    /// `index` included.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let ui8 = ctx.parse_type("ui8").unwrap();
    /// assert_eq!(ctx.integer_type_width(ui8), Some(8));
    /// ```
    pub fn integer_type_width(&self, ty: Type) -> Option<u32> {
        match *self.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(width),
            _ => None,
        }
    }

    /// The signedness of an integer type: `iN` is signless, `siN` signed, `uiN`
    /// unsigned.
    ///
    /// ```
    /// # use pdll_runtime::{types::Signedness, Context};
    /// let mut ctx = Context::new();
    /// let si8 = ctx.parse_type("si8").unwrap();
    /// assert_eq!(ctx.integer_type_signedness(si8), Some(Signedness::Signed));
    /// ```
    pub fn integer_type_signedness(&self, ty: Type) -> Option<Signedness> {
        match *self.type_kind(ty) {
            TypeKind::Integer { signedness, .. } => Some(signedness),
            _ => None,
        }
    }

    /// Whether the type is a float type (`f16`, `bf16`, `f32`, `f64`).
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let bf16 = ctx.parse_type("bf16").unwrap();
    /// assert!(ctx.is_float_type(bf16));
    /// ```
    pub fn is_float_type(&self, ty: Type) -> bool {
        self.float_type_kind(ty).is_some()
    }

    /// Which float type the type is.
    ///
    /// ```
    /// # use pdll_runtime::{types::FloatKind, Context};
    /// let mut ctx = Context::new();
    /// let f64 = ctx.parse_type("f64").unwrap();
    /// assert_eq!(ctx.float_type_kind(f64), Some(FloatKind::F64));
    /// ```
    pub fn float_type_kind(&self, ty: Type) -> Option<FloatKind> {
        match *self.type_kind(ty) {
            TypeKind::Float(kind) => Some(kind),
            _ => None,
        }
    }

    /// The element type of a shaped type: vector, tensor (ranked or not), memref
    /// (ranked or not).
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let tensor = ctx.parse_type("tensor<*xf32>").unwrap();
    /// let f32 = ctx.parse_type("f32").unwrap();
    /// assert_eq!(ctx.shaped_element_type(tensor), Some(f32));
    /// assert_eq!(ctx.shaped_element_type(f32), None);
    /// ```
    pub fn shaped_element_type(&self, ty: Type) -> Option<Type> {
        match *self.type_kind(ty) {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => Some(element),
            _ => None,
        }
    }

    /// The dimension sizes of a ranked shaped type (vector, ranked tensor, memref); a
    /// dynamic dimension (`?`) is [`DYNAMIC_DIM`]. `None` for unranked shaped types and
    /// for types that have no shape.
    ///
    /// ```
    /// # use pdll_runtime::{types::DYNAMIC_DIM, Context};
    /// let mut ctx = Context::new();
    /// let tensor = ctx.parse_type("tensor<4x?xf32>").unwrap();
    /// assert_eq!(ctx.shape(tensor), Some(&[4, DYNAMIC_DIM][..]));
    /// let unranked = ctx.parse_type("memref<*xf32>").unwrap();
    /// assert_eq!(ctx.shape(unranked), None);
    /// ```
    pub fn shape(&self, ty: Type) -> Option<&[i64]> {
        match self.type_kind(ty) {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// Whether the type is a ranked shaped type without dynamic dimensions (vectors
    /// always are; a scalable vector dimension is a static minimum size).
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let fixed = ctx.parse_type("memref<2x3xi8>").unwrap();
    /// let open = ctx.parse_type("memref<2x?xi8>").unwrap();
    /// assert!(ctx.has_static_shape(fixed));
    /// assert!(!ctx.has_static_shape(open));
    /// ```
    pub fn has_static_shape(&self, ty: Type) -> bool {
        self.shape(ty)
            .is_some_and(|shape| !shape.contains(&DYNAMIC_DIM))
    }

    /// The input types of a function type `(inputs) -> results`.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let f = ctx.parse_type("(i32, f32) -> index").unwrap();
    /// let text: Vec<String> = ctx.function_type_inputs(f).unwrap()
    ///     .iter().map(|&t| ctx.type_to_string(t)).collect();
    /// assert_eq!(text, ["i32", "f32"]);
    /// ```
    pub fn function_type_inputs(&self, ty: Type) -> Option<&[Type]> {
        match self.type_kind(ty) {
            TypeKind::Function { inputs, .. } => Some(inputs),
            _ => None,
        }
    }

    /// The result types of a function type `(inputs) -> results`.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let f = ctx.parse_type("(i32) -> ()").unwrap();
    /// assert_eq!(ctx.function_type_results(f), Some(&[][..]));
    /// ```
    pub fn function_type_results(&self, ty: Type) -> Option<&[Type]> {
        match self.type_kind(ty) {
            TypeKind::Function { results, .. } => Some(results),
            _ => None,
        }
    }

    /// The element types of a tuple type `tuple<...>`.
    ///
    /// ```
    /// # use pdll_runtime::Context;
    /// let mut ctx = Context::new();
    /// let t = ctx.parse_type("tuple<i1, f16>").unwrap();
    /// assert_eq!(ctx.tuple_type_elements(t).map(<[_]>::len), Some(2));
    /// ```
    pub fn tuple_type_elements(&self, ty: Type) -> Option<&[Type]> {
        match self.type_kind(ty) {
            TypeKind::Tuple(elements) => Some(elements),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every reader says `None` (or `false`) for an entity of another kind, so a
    /// native can try them in turn.
    #[test]
    fn readers_reject_other_kinds() {
        let mut ctx = Context::new();
        let attrs = [
            "1 : i32",
            "true",
            "\"s\"",
            "[]",
            "i32",
            "unit",
            "1.0 : f32",
            "{a = 1 : i32}",
        ];
        let attrs: Vec<Attribute> = attrs
            .iter()
            .map(|s| ctx.parse_attribute(s).unwrap())
            .collect();
        let recognized = |a: Attribute| {
            [
                ctx.integer_attr_value(a).is_some(),
                ctx.bool_attr_value(a).is_some(),
                ctx.string_attr_value(a).is_some(),
                ctx.array_attr_items(a).is_some(),
                ctx.type_attr_value(a).is_some(),
                ctx.is_unit_attr(a),
            ]
        };
        for (i, &a) in attrs.iter().enumerate() {
            let hits = recognized(a);
            let expected: Vec<bool> = (0..hits.len()).map(|j| j == i).collect();
            assert_eq!(hits.to_vec(), expected, "{}", ctx.attr_to_string(a));
        }
    }

    #[test]
    fn shaped_types() {
        let mut ctx = Context::new();
        let i8 = ctx.intern_integer_type(8);
        for (text, shape, element) in [
            ("vector<2x[4]xi8>", Some(&[2, 4][..]), true),
            ("tensor<?xi8>", Some(&[DYNAMIC_DIM][..]), true),
            ("tensor<*xi8>", None, true),
            ("memref<3xi8>", Some(&[3][..]), true),
            ("memref<*xi8>", None, true),
            ("i8", None, false),
            ("tuple<i8>", None, false),
        ] {
            let ty = ctx.parse_type(text).unwrap();
            assert_eq!(ctx.shape(ty), shape, "{text}");
            assert_eq!(ctx.shaped_element_type(ty), element.then_some(i8), "{text}");
        }
        let v = ctx.parse_type("vector<2x[4]xi8>").unwrap();
        assert!(ctx.has_static_shape(v));
        assert!(!ctx.has_static_shape(i8));
    }

    #[test]
    fn scalar_types() {
        let mut ctx = Context::new();
        let index = ctx.intern_index_type();
        let f16 = ctx.intern_float_type(FloatKind::F16);
        let ui3 = ctx.intern_integer_type_with(3, Signedness::Unsigned);
        assert_eq!(ctx.integer_type_width(index), None);
        assert_eq!(ctx.integer_type_signedness(f16), None);
        assert_eq!(ctx.integer_type_width(ui3), Some(3));
        assert!(!ctx.is_float_type(index) && !ctx.is_index_type(ui3));
        assert_eq!(ctx.function_type_inputs(index), None);
        assert_eq!(ctx.tuple_type_elements(f16), None);
    }
}
