//! Uniqued attributes ([`Attribute`]) and their structure ([`AttrKind`]).

use crate::ident::Identifier;
use crate::int_value::IntValue;
use crate::string_value::StringValue;
use crate::types::Type;

/// A uniqued attribute: equality is a handle compare.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The index of this attribute in its context's table.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `10 : i32`; the value is the integer the type reads its bits as (signed for
    /// signless, signed and `index` types, non-negative for unsigned ones: `255 : i8`
    /// is -1, `255 : ui8` is 255), exact at any width, and always fits the type.
    Integer {
        /// The value.
        value: IntValue,
        /// An integer or index type.
        ty: Type,
    },
    /// `1.5 : f32`; stored as its bit pattern in the type's own format (8 to 128
    /// bits) so that equality and hashing are exact, NaN payloads included.
    Float {
        /// The bit pattern in the float type's format (low bits of the `u128`).
        bits: u128,
        /// A float type.
        ty: Type,
    },
    /// `true`, `false`: the `i1` integer attribute. An integer attribute of signless
    /// `i1` type is always represented this way (never as `Integer`), as in MLIR where
    /// `BoolAttr` is an `IntegerAttr` of `i1`.
    Bool(bool),
    /// `"text"` or `"text" : type`
    String {
        /// The unescaped bytes (any bytes: `\XX` escapes may make them not UTF-8).
        value: StringValue,
        /// Optional type.
        ty: Option<Type>,
    },
    /// `unit`
    Unit,
    /// `[a, b]`
    Array(Vec<Attribute>),
    /// `{a = 1, b}`: entries sorted by name text, names unique.
    Dictionary(Vec<(Identifier, Attribute)>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested`
    SymbolRef {
        /// The root symbol.
        root: Identifier,
        /// Nested references.
        nested: Vec<Identifier>,
    },
    /// `dense<...> : type`, with its element text kept verbatim.
    Dense {
        /// The literal between `dense<` and `>`, normalized.
        body: String,
        /// A shaped type.
        ty: Type,
    },
    /// Builtin attribute syntax kept as its canonical text, printed verbatim:
    /// `affine_map<...>`, `affine_set<...>`, `array<i32: 1, 2>`, `strided<...>`,
    /// `sparse<...> : type`, `distinct[0]<...>`, `loc(...)`, `dense_resource<...> :
    /// type`. The parser normalizes the text (spacing, numbers, `fused` locations).
    Verbatim(String),
    /// An opaque dialect attribute `#dialect.body` / `#dialect<body>`, kept as text.
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// Everything after the namespace, verbatim.
        body: String,
    },
}
