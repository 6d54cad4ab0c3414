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

/// Builtin floating-point types: every float type of MLIR 19's builtin dialect.
/// [`crate::asm::float`] has each one's format (precision, exponent, NaN and
/// infinity encodings).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `f16`: IEEE binary16.
    F16,
    /// `bf16`: bfloat16 (8 exponent bits, 8 bits of precision).
    BF16,
    /// `f32`: IEEE binary32.
    F32,
    /// `f64`: IEEE binary64.
    F64,
    /// `tf32`: NVIDIA's TensorFloat-32, 19 bits (8 exponent bits, 11 of precision).
    TF32,
    /// `f80`: the x87 80-bit extended format (explicit integer bit).
    F80,
    /// `f128`: IEEE binary128.
    F128,
    /// `f8E5M2`: 8 bits, IEEE-like with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: 8 bits, IEEE-like with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: 8 bits, no infinities, NaN only with all exponent and mantissa bits set.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: 8 bits, exponent bias 16, no infinities or negative zero; NaN is `0x80`.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: 8 bits, exponent bias 8, no infinities or negative zero; NaN is `0x80`.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: 8 bits, exponent bias 11, no infinities or negative zero; NaN is `0x80`.
    F8E4M3B11FNUZ,
}

impl FloatKind {
    /// Every float kind, in the order MLIR's documentation lists them.
    pub const ALL: [FloatKind; 13] = [
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The type's keyword in MLIR's syntax (`f8E4M3FN`).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::TF32 => "tf32",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
        }
    }

    /// The kind whose keyword is `s`.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }
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
    /// `f16`, `bf16`, `f32`, `f64`, `f8E4M3FN`, ... (see [`FloatKind`]).
    Float(FloatKind),
    /// `complex<f32>`: a complex number of an integer or float element type.
    Complex(Type),
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
