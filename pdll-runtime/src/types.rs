//! Uniqued types ([`Type`]) and their structure ([`TypeKind`]).

use crate::attributes::Attribute;
use crate::ident::Identifier;

/// A uniqued type: equality is a handle compare.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The index of this type in its context's table.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// Signedness of an integer type: `iN` (signless), `siN`, `uiN`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// Builtin floating-point types.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `f16`
    F16,
    /// `bf16`
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

/// The size of a dynamic dimension (`?`) in the shape of a tensor or memref type, as
/// [`TypeKind`] stores it and [`crate::Context::shape`] returns it (MLIR's
/// `ShapedType::kDynamic` is another value; ours is the one the parser writes).
pub const DYNAMIC_DIM: i64 = -1;

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// `f16`, `bf16`, `f32`, `f64`.
    Float(FloatKind),
    /// `none`
    None,
    /// `(inputs) -> results`
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `tuple<...>`
    Tuple(Vec<Type>),
    /// `vector<4x[8]xf32>`
    Vector {
        /// Dimension sizes.
        shape: Vec<i64>,
        /// For each dimension, whether it is scalable (`[8]`).
        scalable: Vec<bool>,
        /// Element type.
        element: Type,
    },
    /// `tensor<4x?xf32, #enc>`; a dynamic dimension is [`DYNAMIC_DIM`].
    RankedTensor {
        /// Dimension sizes, [`DYNAMIC_DIM`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `memref<4x?xf32, layout, memspace>`
    MemRef {
        /// Dimension sizes, [`DYNAMIC_DIM`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Optional layout attribute.
        layout: Option<Attribute>,
        /// Optional memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, memspace>`
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Optional memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// An opaque dialect type `!dialect.body` or `!dialect<body>`, kept as text.
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// Everything after the dialect namespace, verbatim (e.g. `.t<1, 2>`).
        body: String,
    },
}
