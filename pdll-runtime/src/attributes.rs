//! Uniqued attributes ([`Attribute`]) and their structure ([`AttrKind`]).

use crate::ident::Identifier;
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
    /// `10 : i32`; the value is sign- or zero-extended from the type's width per its
    /// signedness (signless: as signed), and always fits that width.
    Integer {
        /// The value.
        value: i128,
        /// An integer or index type.
        ty: Type,
    },
    /// `1.5 : f32`; stored as the bits of an `f64` so that equality and hashing are exact.
    Float {
        /// `f64::to_bits` of the value (rounded to the type's precision).
        bits: u64,
        /// A float type.
        ty: Type,
    },
    /// `true`, `false`
    Bool(bool),
    /// `"text"` or `"text" : type`
    String {
        /// The unescaped text.
        value: String,
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
    /// An opaque dialect attribute `#dialect.body` / `#dialect<body>`, kept as text.
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// Everything after the namespace, verbatim.
        body: String,
    },
}
