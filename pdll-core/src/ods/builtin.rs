//! The ODS constraint defs whose meaning is fixed by MLIR's builtin types and
//! attributes, checked by built-in Rust instead of a user function.
//!
//! mlir-pdll turns every ODS `Attr`/`Type` def and interface into a native constraint
//! whose C++ body is the def's condition. We cannot run C++, so a def listed in
//! [`builtin_check`] is checked by the predicate it maps to ([`TypePred`] or
//! [`AttrPred`]: the same meaning as MLIR's condition on the types and attributes our
//! runtime has), both by generated code (`codegen::ods` writes the predicate as Rust)
//! and at run time ([`eval_type`], [`eval_attr`]). Every other def (dialect types
//! and attributes, interfaces, constraints with C++ conditions we do not model) is a
//! call of a Rust function named after the def, as a body-less native constraint is.
//!
//! The list, with MLIR's meaning (from `mlir/IR/CommonTypeConstraints.td` and
//! `CommonAttrConstraints.td`):
//!
//! | defs | holds for |
//! |---|---|
//! | `AnyType` | every type |
//! | `AnyInteger`, `AnySignlessInteger`, `AnySignedInteger`, `AnyUnsignedInteger` | integer types (of that signedness) |
//! | `I1` `I8` `I16` `I32` `I64` `I128`, `SI*`, `UI*` (same widths) | the integer type of that width and signedness |
//! | `Index` | `index` |
//! | `AnySignlessIntegerOrIndex` | signless integers and `index` |
//! | `AnyFloat`, `F16`, `BF16`, `F32`, `F64` | float types (of that kind) |
//! | `NoneType`, `FunctionType`, `AnyTuple` | `none`, function types, tuple types |
//! | `AnyVector` (rank > 0), `AnyVectorOfAnyRank`, `AnyTensor`, `AnyRankedTensor`, `AnyUnrankedTensor`, `AnyMemRef` (ranked), `AnyUnrankedMemRef`, `AnyRankedOrUnrankedMemRef`, `AnyShaped` | shaped types of that kind, any element type |
//! | `AnyAttr` | every attribute |
//! | `BoolAttr`, `I1Attr` | `true`/`false` |
//! | `I8Attr` `I16Attr` `I32Attr` `I64Attr`, `SI*Attr`, `UI*Attr` (same widths) | integer attributes of that integer type |
//! | `IndexAttr` | integer attributes of type `index` |
//! | `AnyIntegerAttr`, `APIntAttr` | integer attributes (`BoolAttr` included, as in MLIR) |
//! | `F16Attr`, `BF16Attr`, `F32Attr`, `F64Attr` | float attributes of that type |
//! | `StrAttr` | string attributes |
//! | `UnitAttr` | `unit` |
//! | `ArrayAttr`, `DictionaryAttr` | array, dictionary attributes |
//! | `TypeAttr` | type attributes |
//! | `SymbolRefAttr`, `FlatSymbolRefAttr` | symbol references (flat: without nested references) |

use pdll_runtime::attributes::AttrKind;
use pdll_runtime::attributes::Attribute;
use pdll_runtime::types::Type;
use pdll_runtime::types::{FloatKind, Signedness, TypeKind};
use pdll_runtime::Context;

/// A predicate over a builtin type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypePred {
    /// Every type.
    Any,
    /// An integer type; `width` and `signedness` when fixed.
    Integer {
        /// The width, if fixed.
        width: Option<u32>,
        /// The signedness, if fixed.
        signedness: Option<Signedness>,
    },
    /// `index`
    Index,
    /// A float type, of the given kind if fixed.
    Float(Option<FloatKind>),
    /// `none`
    None,
    /// A function type.
    Function,
    /// A tuple type.
    Tuple,
    /// A vector type; `true`: of rank at least 1.
    Vector {
        /// Requires rank > 0 (MLIR's `AnyVector`).
        non_zero_rank: bool,
    },
    /// A tensor type: `Some(true)` ranked only, `Some(false)` unranked only, `None` both.
    Tensor(Option<bool>),
    /// A memref type: `Some(true)` ranked only, `Some(false)` unranked only, `None` both.
    MemRef(Option<bool>),
    /// A shaped type (vector, tensor, memref).
    Shaped,
    /// Any of the predicates.
    AnyOf(Vec<TypePred>),
}

impl TypePred {
    /// Whether `i1` (signless) satisfies the predicate: the type of a `BoolAttr`,
    /// which our runtime keeps apart from other integer attributes.
    pub fn accepts_signless_i1(&self) -> bool {
        match self {
            TypePred::Any => true,
            TypePred::Integer { width, signedness } => {
                width.is_none_or(|w| w == 1) && signedness.is_none_or(|s| s == Signedness::Signless)
            }
            TypePred::AnyOf(preds) => preds.iter().any(TypePred::accepts_signless_i1),
            _ => false,
        }
    }
}

/// A predicate over a builtin attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrPred {
    /// Every attribute.
    Any,
    /// `true`/`false` (MLIR's `BoolAttr`: an integer attribute of type `i1`).
    Bool,
    /// An integer attribute (a `BoolAttr` too, whose type is `i1`) whose type
    /// satisfies the predicate.
    Integer(TypePred),
    /// A float attribute whose type satisfies the predicate.
    Float(TypePred),
    /// A string attribute.
    String,
    /// `unit`
    Unit,
    /// An array attribute.
    Array,
    /// A dictionary attribute.
    Dictionary,
    /// A type attribute.
    Type,
    /// A symbol reference; `true`: without nested references.
    SymbolRef {
        /// Only flat references (`@a`, not `@a::@b`).
        flat: bool,
    },
}

/// The built-in check of an ODS constraint def.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuiltinCheck {
    /// A check of a `Type`.
    Type(TypePred),
    /// A check of an `Attr`.
    Attr(AttrPred),
}

fn int(width: Option<u32>, signedness: Option<Signedness>) -> TypePred {
    TypePred::Integer { width, signedness }
}

/// The integer widths with defs in MLIR's ODS (`I1`, `I8`, ... and their attrs).
const WIDTHS: [u32; 6] = [1, 8, 16, 32, 64, 128];

/// The built-in check of the def named `name`, if it is one of the table (see the
/// module docs).
pub fn builtin_check(name: &str) -> Option<BuiltinCheck> {
    use Signedness::*;
    let ty = |p| Some(BuiltinCheck::Type(p));
    let attr = |p| Some(BuiltinCheck::Attr(p));
    // Sized integer types and attributes: `I32`, `SI8`, `UI64`, `I16Attr`, ...
    for (prefix, sign) in [("I", Signless), ("SI", Signed), ("UI", Unsigned)] {
        for w in WIDTHS {
            if name == format!("{prefix}{w}") {
                return ty(int(Some(w), Some(sign)));
            }
            if name == format!("{prefix}{w}Attr") && !(w == 1 && sign != Signless) {
                return attr(AttrPred::Integer(int(Some(w), Some(sign))));
            }
        }
    }
    match name {
        "AnyType" => ty(TypePred::Any),
        "AnyInteger" => ty(int(None, None)),
        "AnySignlessInteger" => ty(int(None, Some(Signless))),
        "AnySignedInteger" => ty(int(None, Some(Signed))),
        "AnyUnsignedInteger" => ty(int(None, Some(Unsigned))),
        "Index" => ty(TypePred::Index),
        "AnySignlessIntegerOrIndex" => ty(TypePred::AnyOf(vec![
            int(None, Some(Signless)),
            TypePred::Index,
        ])),
        "AnyFloat" => ty(TypePred::Float(None)),
        "F16" => ty(TypePred::Float(Some(FloatKind::F16))),
        "BF16" => ty(TypePred::Float(Some(FloatKind::BF16))),
        "F32" => ty(TypePred::Float(Some(FloatKind::F32))),
        "F64" => ty(TypePred::Float(Some(FloatKind::F64))),
        "NoneType" => ty(TypePred::None),
        "FunctionType" => ty(TypePred::Function),
        "AnyTuple" => ty(TypePred::Tuple),
        "AnyVector" => ty(TypePred::Vector {
            non_zero_rank: true,
        }),
        "AnyVectorOfAnyRank" => ty(TypePred::Vector {
            non_zero_rank: false,
        }),
        "AnyTensor" => ty(TypePred::Tensor(None)),
        "AnyRankedTensor" => ty(TypePred::Tensor(Some(true))),
        "AnyUnrankedTensor" => ty(TypePred::Tensor(Some(false))),
        "AnyMemRef" => ty(TypePred::MemRef(Some(true))),
        "AnyUnrankedMemRef" => ty(TypePred::MemRef(Some(false))),
        "AnyRankedOrUnrankedMemRef" => ty(TypePred::MemRef(None)),
        "AnyShaped" => ty(TypePred::Shaped),
        "AnyAttr" => attr(AttrPred::Any),
        "BoolAttr" => attr(AttrPred::Bool),
        "IndexAttr" => attr(AttrPred::Integer(TypePred::Index)),
        "AnyIntegerAttr" | "APIntAttr" => attr(AttrPred::Integer(TypePred::Any)),
        "F16Attr" => attr(AttrPred::Float(TypePred::Float(Some(FloatKind::F16)))),
        "BF16Attr" => attr(AttrPred::Float(TypePred::Float(Some(FloatKind::BF16)))),
        "F32Attr" => attr(AttrPred::Float(TypePred::Float(Some(FloatKind::F32)))),
        "F64Attr" => attr(AttrPred::Float(TypePred::Float(Some(FloatKind::F64)))),
        "StrAttr" => attr(AttrPred::String),
        "UnitAttr" => attr(AttrPred::Unit),
        "ArrayAttr" => attr(AttrPred::Array),
        "DictionaryAttr" => attr(AttrPred::Dictionary),
        "TypeAttr" => attr(AttrPred::Type),
        "SymbolRefAttr" => attr(AttrPred::SymbolRef { flat: false }),
        "FlatSymbolRefAttr" => attr(AttrPred::SymbolRef { flat: true }),
        _ => None,
    }
}

/// The MLIR syntax of the type a buildable ODS type def (one with a `builderCall`)
/// stands for, when it is a builtin type: `i1` for `I1`, `index` for `Index`, ...
/// (what the runtime needs to create a result of that type without being told it).
pub fn buildable_type_text(def: &str) -> Option<String> {
    match builtin_check(def)? {
        BuiltinCheck::Type(TypePred::Integer {
            width: Some(w),
            signedness: Some(s),
        }) => Some(match s {
            Signedness::Signless => format!("i{w}"),
            Signedness::Signed => format!("si{w}"),
            Signedness::Unsigned => format!("ui{w}"),
        }),
        BuiltinCheck::Type(TypePred::Index) => Some("index".into()),
        BuiltinCheck::Type(TypePred::None) => Some("none".into()),
        BuiltinCheck::Type(TypePred::Float(Some(k))) => Some(k.keyword().into()),
        _ => None,
    }
}

/// The MLIR syntax of the type an ODS `builderCall` builds, when it is a builtin type
/// (`$_builder.getIntegerType(64)` `i64`, `$_builder.getIntegerType(8,
/// /*isSigned=*/true)` `si8`, `$_builder.getIndexType()` `index`,
/// `$_builder.getF32Type()` `f32`, `$_builder.getFloat8E5M2Type()` `f8E5M2`,
/// `$_builder.getType<::mlir::NoneType>()` `none`, ...): every builder call of MLIR
/// 19's `CommonTypeConstraints.td`. Anonymous constraints (`I<64>`, a `Variadic`'s
/// base) have a builder call without a name [`buildable_type_text`] knows.
pub fn builder_call_type_text(call: &str) -> Option<String> {
    let call: String = call.chars().filter(|c| !c.is_whitespace()).collect();
    let method = call.strip_prefix("$_builder.")?;
    if let Some(args) = method
        .strip_prefix("getIntegerType(")
        .and_then(|a| a.strip_suffix(')'))
    {
        let (width, signed) = match args.split_once(',') {
            Some((w, s)) => {
                let s = s.trim_start_matches("/*isSigned=*/");
                (w, Some(s == "true"))
            }
            None => (args, None),
        };
        let width: u32 = width.parse().ok()?;
        return Some(match signed {
            None => format!("i{width}"),
            Some(true) => format!("si{width}"),
            Some(false) => format!("ui{width}"),
        });
    }
    let name = method.strip_suffix("()")?;
    match name {
        "getIndexType" => return Some("index".into()),
        "getType<::mlir::NoneType>" | "getType<NoneType>" | "getNoneType" => {
            return Some("none".into())
        }
        _ => {}
    }
    let ty = name.strip_prefix("get")?.strip_suffix("Type")?;
    // `getI1Type`, `getI32Type`, ...: signless integers.
    if let Some(w) = ty.strip_prefix('I') {
        if let Ok(w) = w.parse::<u32>() {
            return Some(format!("i{w}"));
        }
    }
    // `getF32Type`, `getBF16Type`, `getTF32Type`, `getFloat8E5M2Type`, ...
    let keyword = match ty.strip_prefix("Float") {
        Some(f8) => format!("f{f8}"),
        None => ty.to_ascii_lowercase(),
    };
    FloatKind::from_keyword(&keyword).map(|k| k.keyword().to_owned())
}

/// Whether `ty` satisfies `pred`.
pub fn eval_type(ctx: &Context, pred: &TypePred, ty: Type) -> bool {
    let kind = ctx.type_kind(ty);
    match pred {
        TypePred::Any => true,
        TypePred::Integer { width, signedness } => match kind {
            TypeKind::Integer {
                width: w,
                signedness: s,
            } => width.is_none_or(|x| x == *w) && signedness.is_none_or(|x| x == *s),
            _ => false,
        },
        TypePred::Index => matches!(kind, TypeKind::Index),
        TypePred::Float(want) => match kind {
            TypeKind::Float(k) => want.is_none_or(|w| w == *k),
            _ => false,
        },
        TypePred::None => matches!(kind, TypeKind::None),
        TypePred::Function => matches!(kind, TypeKind::Function { .. }),
        TypePred::Tuple => matches!(kind, TypeKind::Tuple(_)),
        TypePred::Vector { non_zero_rank } => match kind {
            TypeKind::Vector { shape, .. } => !non_zero_rank || !shape.is_empty(),
            _ => false,
        },
        TypePred::Tensor(ranked) => match kind {
            TypeKind::RankedTensor { .. } => *ranked != Some(false),
            TypeKind::UnrankedTensor { .. } => *ranked != Some(true),
            _ => false,
        },
        TypePred::MemRef(ranked) => match kind {
            TypeKind::MemRef { .. } => *ranked != Some(false),
            TypeKind::UnrankedMemRef { .. } => *ranked != Some(true),
            _ => false,
        },
        TypePred::Shaped => matches!(
            kind,
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        ),
        TypePred::AnyOf(preds) => preds.iter().any(|p| eval_type(ctx, p, ty)),
    }
}

/// Whether `attr` satisfies `pred`.
pub fn eval_attr(ctx: &Context, pred: &AttrPred, attr: Attribute) -> bool {
    match pred {
        AttrPred::Any => true,
        AttrPred::Bool => matches!(ctx.attr_kind(attr), AttrKind::Bool(_)),
        AttrPred::Integer(ty_pred) => {
            match ctx.attr_kind(attr) {
                AttrKind::Integer { ty, .. } => eval_type(ctx, ty_pred, *ty),
                // A `BoolAttr` is the integer attribute of type `i1`.
                AttrKind::Bool(_) => ty_pred.accepts_signless_i1(),
                _ => false,
            }
        }
        AttrPred::Float(ty_pred) => match ctx.attr_kind(attr) {
            AttrKind::Float { ty, .. } => eval_type(ctx, ty_pred, *ty),
            _ => false,
        },
        AttrPred::String => matches!(ctx.attr_kind(attr), AttrKind::String { .. }),
        AttrPred::Unit => matches!(ctx.attr_kind(attr), AttrKind::Unit),
        AttrPred::Array => matches!(ctx.attr_kind(attr), AttrKind::Array(_)),
        AttrPred::Dictionary => matches!(ctx.attr_kind(attr), AttrKind::Dictionary(_)),
        AttrPred::Type => matches!(ctx.attr_kind(attr), AttrKind::Type(_)),
        AttrPred::SymbolRef { flat } => match ctx.attr_kind(attr) {
            AttrKind::SymbolRef { nested, .. } => !flat || nested.is_empty(),
            _ => false,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(ctx: &mut Context, text: &str) -> Type {
        ctx.parse_type(text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    fn attr(ctx: &mut Context, text: &str) -> Attribute {
        ctx.parse_attribute(text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    /// Each row: a def, the types it accepts, the types it refuses (MLIR's meaning).
    #[test]
    fn type_defs_accept_what_mlir_accepts() {
        let rows: &[(&str, &[&str], &[&str])] = &[
            ("AnyType", &["i32", "index", "tensor<*xf32>", "none"], &[]),
            (
                "AnyInteger",
                &["i1", "si8", "ui64", "i32"],
                &["index", "f32"],
            ),
            (
                "AnySignlessInteger",
                &["i1", "i64"],
                &["si8", "ui8", "index"],
            ),
            ("AnySignedInteger", &["si8"], &["i8", "ui8"]),
            ("AnyUnsignedInteger", &["ui8"], &["i8", "si8"]),
            ("I1", &["i1"], &["i8", "si1"]),
            ("I32", &["i32"], &["si32", "ui32", "i64", "index", "f32"]),
            ("SI16", &["si16"], &["i16", "ui16"]),
            ("UI64", &["ui64"], &["i64", "si64"]),
            ("Index", &["index"], &["i64"]),
            (
                "AnySignlessIntegerOrIndex",
                &["index", "i8"],
                &["si8", "f16"],
            ),
            (
                "AnyFloat",
                &["f16", "bf16", "f32", "f64"],
                &["i32", "index"],
            ),
            ("F32", &["f32"], &["f64", "f16", "i32"]),
            ("BF16", &["bf16"], &["f16"]),
            ("NoneType", &["none"], &["i1"]),
            ("FunctionType", &["(i32) -> i1"], &["tuple<i32>"]),
            ("AnyTuple", &["tuple<i32, f32>"], &["(i32) -> i1"]),
            (
                "AnyVector",
                &["vector<4xf32>"],
                &["vector<f32>", "tensor<4xf32>"],
            ),
            (
                "AnyVectorOfAnyRank",
                &["vector<f32>", "vector<2x[4]xi8>"],
                &["memref<4xf32>"],
            ),
            (
                "AnyTensor",
                &["tensor<4x?xf32>", "tensor<*xi8>"],
                &["memref<4xf32>", "vector<4xf32>"],
            ),
            ("AnyRankedTensor", &["tensor<4xf32>"], &["tensor<*xf32>"]),
            ("AnyUnrankedTensor", &["tensor<*xf32>"], &["tensor<4xf32>"]),
            (
                "AnyMemRef",
                &["memref<4xf32>"],
                &["memref<*xf32>", "tensor<4xf32>"],
            ),
            ("AnyUnrankedMemRef", &["memref<*xf32>"], &["memref<4xf32>"]),
            (
                "AnyRankedOrUnrankedMemRef",
                &["memref<*xf32>", "memref<?xi8>"],
                &["tensor<4xf32>"],
            ),
            (
                "AnyShaped",
                &["vector<4xf32>", "tensor<*xf32>", "memref<4xf32>"],
                &["f32", "tuple<>"],
            ),
        ];
        let mut ctx = Context::new();
        for (def, accepts, refuses) in rows {
            let Some(BuiltinCheck::Type(pred)) = builtin_check(def) else {
                panic!("{def} is not a built-in type check");
            };
            for text in *accepts {
                let t = ty(&mut ctx, text);
                assert!(eval_type(&ctx, &pred, t), "{def} should accept {text}");
            }
            for text in *refuses {
                let t = ty(&mut ctx, text);
                assert!(!eval_type(&ctx, &pred, t), "{def} should refuse {text}");
            }
        }
    }

    #[test]
    fn attr_defs_accept_what_mlir_accepts() {
        let rows: &[(&str, &[&str], &[&str])] = &[
            ("AnyAttr", &["unit", "1 : i32", "\"s\""], &[]),
            ("BoolAttr", &["true", "false"], &["1 : i32", "unit"]),
            ("I1Attr", &["true"], &["1 : i8"]),
            (
                "I32Attr",
                &["7 : i32"],
                &["7 : i64", "7 : si32", "7 : index", "7.0 : f32", "\"7\""],
            ),
            ("SI8Attr", &["-1 : si8"], &["1 : i8"]),
            ("UI16Attr", &["1 : ui16"], &["1 : i16"]),
            ("I64Attr", &["7 : i64", "7"], &["7 : i32"]),
            ("IndexAttr", &["3 : index"], &["3 : i64"]),
            (
                "AnyIntegerAttr",
                &["3 : index", "3 : si8", "true"],
                &["3.0 : f32", "unit"],
            ),
            ("F32Attr", &["1.0 : f32"], &["1.0 : f64", "1 : i32"]),
            ("F64Attr", &["1.0 : f64", "1.0"], &["1.0 : f32"]),
            ("StrAttr", &["\"x\"", "\"x\" : i32"], &["unit", "@x"]),
            ("UnitAttr", &["unit"], &["true"]),
            ("ArrayAttr", &["[1, 2]", "[]"], &["{a = 1}"]),
            ("DictionaryAttr", &["{a = 1}"], &["[1]"]),
            ("TypeAttr", &["i32"], &["1 : i32"]),
            ("SymbolRefAttr", &["@a", "@a::@b"], &["\"a\""]),
            ("FlatSymbolRefAttr", &["@a"], &["@a::@b"]),
        ];
        let mut ctx = Context::new();
        for (def, accepts, refuses) in rows {
            let Some(BuiltinCheck::Attr(pred)) = builtin_check(def) else {
                panic!("{def} is not a built-in attribute check");
            };
            for text in *accepts {
                let a = attr(&mut ctx, text);
                assert!(eval_attr(&ctx, &pred, a), "{def} should accept {text}");
            }
            for text in *refuses {
                let a = attr(&mut ctx, text);
                assert!(!eval_attr(&ctx, &pred, a), "{def} should refuse {text}");
            }
        }
    }

    #[test]
    fn buildable_types_have_their_mlir_syntax() {
        let mut ctx = Context::new();
        for def in [
            "I1", "I32", "SI8", "UI64", "Index", "NoneType", "F16", "BF16", "F32", "F64",
        ] {
            let text = buildable_type_text(def).unwrap_or_else(|| panic!("{def}"));
            let Some(BuiltinCheck::Type(pred)) = builtin_check(def) else {
                panic!("{def}");
            };
            let t = ty(&mut ctx, &text);
            assert!(eval_type(&ctx, &pred, t), "{def}: {text}");
        }
        assert_eq!(buildable_type_text("I32").as_deref(), Some("i32"));
        assert_eq!(buildable_type_text("AnyInteger"), None);
        assert_eq!(buildable_type_text("I32Attr"), None);
    }

    #[test]
    fn builder_calls_build_builtin_types() {
        let mut ctx = Context::new();
        for (call, want) in [
            ("$_builder.getIntegerType(64)", Some("i64")),
            ("$_builder.getIntegerType(1)", Some("i1")),
            (
                "$_builder.getIntegerType(8, /*isSigned=*/true)",
                Some("si8"),
            ),
            (
                "$_builder.getIntegerType(16, /*isSigned=*/false)",
                Some("ui16"),
            ),
            ("$_builder.getIndexType()", Some("index")),
            ("$_builder.getType<::mlir::NoneType>()", Some("none")),
            ("$_builder.getI1Type()", Some("i1")),
            ("$_builder.getF32Type()", Some("f32")),
            ("$_builder.getBF16Type()", Some("bf16")),
            ("$_builder.getTF32Type()", Some("tf32")),
            ("$_builder.getF80Type()", Some("f80")),
            ("$_builder.getF128Type()", Some("f128")),
            ("$_builder.getFloat8E5M2Type()", Some("f8E5M2")),
            (
                "$_builder.getFloat8E4M3B11FNUZType()",
                Some("f8E4M3B11FNUZ"),
            ),
            ("$_builder.getFloat8E4M3FNType()", Some("f8E4M3FN")),
            ("", None),
            ("$_builder.getType<::mlir::pdl::OperationType>()", None),
            ("::mlir::IntegerType::get($_ctxt, 32)", None),
        ] {
            let got = builder_call_type_text(call);
            assert_eq!(got.as_deref(), want, "{call}");
            if let Some(text) = got {
                ctx.parse_type(&text)
                    .unwrap_or_else(|e| panic!("{call}: {text}: {e:?}"));
            }
        }
    }

    #[test]
    fn other_defs_are_not_built_in() {
        for name in [
            "SignlessIntegerLike",
            "Arith_CmpIPredicateAttr",
            "InferTypeOpInterface",
            "SI1Attr",
            "I33",
            "MyDialectType",
        ] {
            assert_eq!(builtin_check(name), None, "{name}");
        }
    }
}
