//! What an op's custom assembly form needs from ODS records that the rest of the
//! model does not keep: how an assembly format writes each attribute argument
//! ([`AttrSyntax`]), the MLIR text of a `DefaultValuedAttr`'s default, the op an
//! implicit terminator names, and the known `TypesMatchWith` transforms. Each rule
//! follows `mlir-tblgen` 19 (`OpFormatGen.cpp`, `mlir/lib/TableGen/Attribute.cpp`,
//! `Operator.cpp`).

use super::builtin::builder_call_type_text;
use pdll_runtime::dialect::{
    AttrSyntax, BitCaseKind, BitEnumCase, BitEnumDef, EnumCase, TypeTransform,
};
use pdll_tablegen::{Init, Record, RecordKeeper};
use std::collections::HashMap;

/// The attribute an attribute constraint wraps, followed to the end
/// (`Attribute::getBaseAttr`: `DefaultValuedAttr`, `OptionalAttr`, `ConfinedAttr`,
/// ... name theirs in `baseAttr`).
pub(crate) fn base_attr<'r>(records: &'r RecordKeeper, def: &'r Record) -> &'r Record {
    let mut d = def;
    // ODS wrappers nest a few levels; the bound only guards against a cycle.
    for _ in 0..64 {
        match d.def_ref("baseAttr").and_then(|b| records.def(b)) {
            Some(b) => d = b,
            None => break,
        }
    }
    d
}

/// The MLIR text of the type def `name` when it has a builder call
/// (`Type::getBuilderCall`) that builds a builtin type.
fn type_def_text(records: &RecordKeeper, name: &str) -> Option<String> {
    builder_call_type_text(records.def(name)?.string("builderCall")?)
}

/// The MLIR text of the attribute's value type when ODS can build it
/// (`AttributeVariable::getTypeBuilder`: `attr.getValueType()` with a builder
/// call), read on the argument's own record as MLIR reads it (the wrappers copy
/// `valueType`).
fn value_type_text(records: &RecordKeeper, def: &Record) -> Option<String> {
    type_def_text(records, def.def_ref("valueType")?)
}

/// Whether OpFormatGen formats the attribute as an enum (`canFormatEnumAttr`): its
/// base attribute is an `EnumAttrInfo` (`I32EnumAttr`, `I64EnumAttr`,
/// `BitEnumAttr`, ... used as an attribute themselves, not wrapped in a dialect
/// `EnumAttr`) with an underlying type and a constant builder.
fn is_formatted_enum(base: &Record) -> bool {
    base.is_subclass_of("EnumAttrInfo")
        && !base.string("underlyingType").unwrap_or_default().is_empty()
        && !base
            .string("constBuilderCall")
            .unwrap_or_default()
            .is_empty()
}

/// The cases of an `EnumAttrInfo` def: keyword (`str`) and value.
fn enum_cases(records: &RecordKeeper, info: &Record) -> Vec<(String, String, i64)> {
    info.list("enumerants")
        .unwrap_or(&[])
        .iter()
        .filter_map(|c| match c {
            Init::Def(name) => records.def(name),
            _ => None,
        })
        .map(|c| {
            (
                c.string("symbol").unwrap_or_default().to_owned(),
                c.string("str").unwrap_or_default().to_owned(),
                c.int("value").unwrap_or_default(),
            )
        })
        .collect()
}

/// How an assembly format writes the attribute argument `def` (the constraint as
/// the op's `arguments` name it), as OpFormatGen's `genAttrParser` and
/// `genElementPrinter` decide, in their order:
///
/// 1. an enum OpFormatGen formats itself (`canFormatEnumAttr`: an integer-stored
///    `EnumAttrInfo` with an underlying type and a constant builder): the case's
///    keyword, read back with `symbolize...` ([`AttrSyntax::IntEnum`], with the
///    integer type of its `valueType`; a `BitEnumAttr` stays [`AttrSyntax::Generic`],
///    see below);
/// 2. base attribute `SymbolNameAttr` (`shouldFormatSymbolNameAttr`):
///    `parseSymbolName` / `printSymbolName` ([`AttrSyntax::SymbolName`]);
/// 3. base attribute `UnitAttr` (`isUnitAttr`): elided as an optional group's anchor,
///    else written `unit` ([`AttrSyntax::Unit`]);
/// 4. base attribute `TypeAttr` or a `TypeAttrBase` (`TypeAttrOf<...>`): MLIR prints
///    it without type (its value type is `NoneType`), which is the bare type
///    ([`AttrSyntax::Type`]);
/// 5. a value type with a builder call (`getTypeBuilder`): `parseAttribute(attr,
///    type)` / `printAttributeWithoutType` ([`AttrSyntax::WithoutType`] with the
///    type's text: `I64Attr` `i64`, `IndexAttr` `index`, `BoolAttr` `i1`, `F32Attr`
///    `f32`, and `StrAttr` `none`: a string attribute's type when it has none, so
///    `"s"` alone);
/// 6. storage type `::mlir::Attribute`: `parseAttribute` / `printAttribute`
///    ([`AttrSyntax::Generic`]);
/// 7. otherwise `parseCustomAttributeWithFallback` / `printStrippedAttrOrType`, which
///    call the storage class's own `parse` / `print` when it has them: a dialect
///    `AttrDef` with a mnemonic (`EnumAttr<Dialect, Enum, "mnemonic">` included) is
///    written without its `#dialect.mnemonic` prefix ([`AttrSyntax::Dialect`]; an
///    `EnumAttr` whose own format is the default `$value` is then its bare case
///    keyword, [`AttrSyntax::DialectEnum`]), a
///    builtin dense array (`DenseI64ArrayAttr`, storage `::mlir::DenseI64ArrayAttr`)
///    without its `array<i64:` prefix ([`AttrSyntax::DenseArray`]); storage classes
///    without those methods (the other builtin attributes, interfaces such as
///    `TypedAttr`) fall back to the full attribute ([`AttrSyntax::Generic`]).
///
/// Not modelled, left [`AttrSyntax::Generic`]: a `BitEnumAttr` formatted by
/// OpFormatGen (a `|`-separated list of keywords, or a string; none in the core
/// dialects), and `AttrDef`s with a C++ `print` / `parse` but no mnemonic.
pub(crate) fn attr_syntax(records: &RecordKeeper, def: &Record) -> AttrSyntax {
    let base = base_attr(records, def);
    if is_formatted_enum(base) {
        if base.is_subclass_of("BitEnumAttr") {
            return AttrSyntax::Generic;
        }
        let Some(ty) = value_type_text(records, base) else {
            return AttrSyntax::Generic;
        };
        let cases = enum_cases(records, base)
            .into_iter()
            .map(|(_, keyword, value)| EnumCase {
                keyword: keyword.into(),
                value,
            })
            .collect::<Vec<_>>();
        return AttrSyntax::IntEnum {
            ty: ty.into(),
            cases: cases.into(),
        };
    }
    match base.name() {
        "SymbolNameAttr" => return AttrSyntax::SymbolName,
        "UnitAttr" => return AttrSyntax::Unit,
        "TypeAttr" => return AttrSyntax::Type,
        _ if base.is_subclass_of("TypeAttrBase") => return AttrSyntax::Type,
        _ => {}
    }
    if let Some(ty) = value_type_text(records, def) {
        return AttrSyntax::WithoutType(ty.into());
    }
    if def.string("storageType").map(str::trim) == Some("::mlir::Attribute") {
        return AttrSyntax::Generic;
    }
    if let Some((dialect, mnemonic)) = dialect_attr(records, base) {
        // An `EnumAttr` of one case at a time whose format is `$value` prints its bare
        // keyword.
        if let Some(info) = base.def_ref("enum").and_then(|e| records.def(e)) {
            if !info.is_subclass_of("BitEnumAttr") && enum_format(base).as_deref() == Some("$value")
            {
                let cases = enum_cases(records, info)
                    .into_iter()
                    .map(|(_, keyword, value)| EnumCase {
                        keyword: keyword.into(),
                        value,
                    })
                    .collect::<Vec<_>>();
                return AttrSyntax::DialectEnum {
                    dialect: dialect.into(),
                    mnemonic: mnemonic.into(),
                    cases: cases.into(),
                };
            }
        }
        return AttrSyntax::Dialect {
            dialect: dialect.into(),
            mnemonic: mnemonic.into(),
        };
    }
    let storage = def.string("storageType").unwrap_or_default().trim();
    if let Some(element) = dense_array_element(storage) {
        return AttrSyntax::DenseArray(element.into());
    }
    AttrSyntax::Generic
}

/// The runtime definition of a dialect bit-enum attribute: the `EnumAttr` def `def`
/// (`Arith_FastMathAttr : EnumAttr<Arith_Dialect, FastMathFlags, "fastmath">`) whose
/// `enum` is a `BitEnumAttr` and whose format is `` `<` $value `>` ``, with the cases,
/// `separator` and `printBitEnumPrimaryGroups` `EnumsGen` prints it by.
pub(crate) fn bit_enum(records: &RecordKeeper, def: &Record) -> Option<BitEnumDef> {
    let info = records.def(def.def_ref("enum")?)?;
    if !info.is_subclass_of("BitEnumAttr") || enum_format(def).as_deref() != Some("`<`$value`>`") {
        return None;
    }
    let (dialect, mnemonic) = dialect_attr(records, def)?;
    let cases = info
        .list("enumerants")?
        .iter()
        .filter_map(|c| match c {
            Init::Def(name) => records.def(name),
            _ => None,
        })
        .map(|c| BitEnumCase {
            keyword: c.string("str").unwrap_or_default().to_owned().into(),
            value: c.int("value").unwrap_or_default() as u64,
            kind: if c.is_subclass_of("BitEnumAttrCaseGroup") {
                BitCaseKind::Group
            } else if c.is_subclass_of("BitEnumAttrCaseBit") {
                BitCaseKind::Bit
            } else {
                BitCaseKind::Plain
            },
        })
        .collect::<Vec<_>>();
    let enum_name = format!(
        "{}::{}",
        info.string("cppNamespace").unwrap_or_default(),
        info.string("className").unwrap_or_default()
    );
    Some(BitEnumDef {
        dialect: dialect.into(),
        mnemonic: mnemonic.into(),
        enum_name: enum_name.into(),
        cases: cases.into(),
        separator: info.string("separator").unwrap_or("|").to_owned().into(),
        primary_groups: info.bit("printBitEnumPrimaryGroups").unwrap_or(false),
    })
}

/// The element type of a builtin dense array storage class
/// (`::mlir::DenseI64ArrayAttr`: `i64`), MLIR 19's `DenseArrayAttrImpl`s.
fn dense_array_element(storage: &str) -> Option<&'static str> {
    Some(
        match storage
            .trim_start_matches("::")
            .trim_start_matches("mlir::")
        {
            "DenseBoolArrayAttr" => "i1",
            "DenseI8ArrayAttr" => "i8",
            "DenseI16ArrayAttr" => "i16",
            "DenseI32ArrayAttr" => "i32",
            "DenseI64ArrayAttr" => "i64",
            "DenseF32ArrayAttr" => "f32",
            "DenseF64ArrayAttr" => "f64",
            _ => return None,
        },
    )
}

/// The assembly format of an `AttrDef`, without whitespace (`` `<`$value`>` ``).
fn enum_format(base: &Record) -> Option<String> {
    Some(
        base.string("assemblyFormat")?
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect(),
    )
}

/// The dialect and mnemonic of a dialect `AttrDef` with a mnemonic.
fn dialect_attr(records: &RecordKeeper, base: &Record) -> Option<(String, String)> {
    if !base.is_subclass_of("AttrDef") {
        return None;
    }
    let mnemonic = base.string("mnemonic").filter(|m| !m.is_empty())?;
    let dialect = records.def(base.def_ref("dialect")?)?.string("name")?;
    Some((dialect.to_owned(), mnemonic.to_owned()))
}

/// The MLIR attribute text of the default `cpp` (the C++ of a `DefaultValuedAttr` /
/// `DefaultValuedOptionalAttr`, which MLIR passes to the attribute's constant
/// builder) of the attribute argument `def`, as `mlir-opt --mlir-print-op-generic`
/// prints the attribute an op parsed without it gets:
///
/// - a case of a dialect `EnumAttr` whose assembly format is `` `<` $value `>` ``
///   (`::mlir::arith::IntegerOverflowFlags::none`): `#arith.overflow<none>`; whose
///   format is `$value`: `#index<cmp_predicate slt>`;
/// - a case of an integer-stored enum (`::mlir::arith::CmpIPredicate::eq`): its
///   value with the enum's integer type, `0 : i64`;
/// - an integer literal for an attribute whose value type is a builtin integer or
///   `index` (`I64Attr` `0`): `0 : i64`; `true` / `false` (or `1` / `0`) for `i1`
///   (`BoolAttr`): `true` / `false`;
/// - a C++ string literal for a string attribute (`StrAttr` `"\"x\""`): `"x"`;
/// - for an attribute whose constant builder ignores the value (`ub.poison`'s
///   `value`: `::mlir::ub::PoisonAttr::get($_builder.getContext())`, default `{}`),
///   the attribute that builder makes when it is a dialect attribute without
///   parameters: `#ub.poison`.
///
/// `None` for anything else (C++ expressions, floats, several flags of a bit enum,
/// an enum case ODS does not list).
pub(crate) fn default_attr_text(records: &RecordKeeper, def: &Record, cpp: &str) -> Option<String> {
    let cpp = cpp.trim();
    if let Some(text) = parameterless_builder_attr(records, def) {
        return Some(text);
    }
    let base = base_attr(records, def);
    // A dialect `EnumAttr`: its `enum` is the `EnumAttrInfo`.
    if let Some(info) = base.def_ref("enum").and_then(|e| records.def(e)) {
        let (dialect, mnemonic) = dialect_attr(records, base)?;
        let keyword = enum_case(records, info, cpp)?.1;
        return match enum_format(base)?.as_str() {
            "`<`$value`>`" => Some(format!("#{dialect}.{mnemonic}<{keyword}>")),
            "$value" => Some(format!("#{dialect}<{mnemonic} {keyword}>")),
            _ => None,
        };
    }
    if is_formatted_enum(base) {
        let ty = value_type_text(records, base)?;
        let value = enum_case(records, base, cpp)?.2;
        return Some(format!("{value} : {ty}"));
    }
    let storage = def.string("storageType").unwrap_or_default().trim();
    let ty = value_type_text(records, def);
    match (storage, ty.as_deref()) {
        ("::mlir::IntegerAttr" | "::mlir::BoolAttr", Some("i1")) => match cpp {
            "true" | "1" => Some("true".into()),
            "false" | "0" => Some("false".into()),
            _ => None,
        },
        ("::mlir::IntegerAttr", Some(ty))
            if ty == "index" || ty.trim_start_matches(['s', 'u']).starts_with('i') =>
        {
            Some(format!("{} : {ty}", cpp_integer(cpp)?))
        }
        ("::mlir::StringAttr", _) => Some(mlir_string(&cpp_string(cpp)?)),
        _ => None,
    }
}

/// The dialect attribute that `def`'s constant builder makes when that builder does
/// not use the value (`$0`) and is `CLASS::get($_builder.getContext())` of an
/// `AttrDef` without parameters: `#dialect.mnemonic`, as MLIR prints it.
fn parameterless_builder_attr(records: &RecordKeeper, def: &Record) -> Option<String> {
    let call = def.string("constBuilderCall")?.trim();
    if call.contains("$0") {
        return None;
    }
    let class = call.strip_suffix("::get($_builder.getContext())")?;
    let class = class.trim_start_matches("::");
    let attr = records.defs_derived_from("AttrDef").into_iter().find(|d| {
        d.string("cppType")
            .is_some_and(|t| t.trim_start_matches("::") == class)
    })?;
    if attr.dag("parameters").is_some_and(|p| !p.args.is_empty()) {
        return None;
    }
    let (dialect, mnemonic) = dialect_attr(records, attr)?;
    Some(format!("#{dialect}.{mnemonic}"))
}

/// The case of `info` that the C++ enumerator `cpp` names
/// (`::ns::Enum::symbol`, `Enum::symbol` or `symbol`): symbol, keyword, value.
fn enum_case(records: &RecordKeeper, info: &Record, cpp: &str) -> Option<(String, String, i64)> {
    let cpp = cpp.trim_start_matches("::");
    let (qualifier, symbol) = cpp.rsplit_once("::").unwrap_or(("", cpp));
    // The qualifier, if any, must name the enum class (its namespace optional).
    if !qualifier.is_empty() {
        let class = info.string("className").unwrap_or_default();
        let namespace = info.string("cppNamespace").unwrap_or_default();
        let full = format!("{}::{class}", namespace.trim_start_matches("::"));
        if qualifier != class && !full.ends_with(&format!("::{qualifier}")) && full != qualifier {
            return None;
        }
    }
    enum_cases(records, info)
        .into_iter()
        .find(|(s, _, _)| s == symbol)
}

/// A C++ integer literal (decimal, hex, octal or binary, with a sign and suffixes):
/// its value in decimal.
fn cpp_integer(cpp: &str) -> Option<String> {
    let (negative, digits) = match cpp.strip_prefix('-') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, cpp.strip_prefix('+').unwrap_or(cpp)),
    };
    let digits = digits
        .trim_end_matches(['u', 'U', 'l', 'L'])
        .replace('\'', "");
    let lower = digits.to_ascii_lowercase();
    let value = if let Some(hex) = lower.strip_prefix("0x") {
        u128::from_str_radix(hex, 16).ok()?
    } else if let Some(bin) = lower.strip_prefix("0b") {
        u128::from_str_radix(bin, 2).ok()?
    } else if lower.len() > 1 && lower.starts_with('0') {
        u128::from_str_radix(&lower[1..], 8).ok()?
    } else {
        lower.parse::<u128>().ok()?
    };
    Some(if negative && value != 0 {
        format!("-{value}")
    } else {
        value.to_string()
    })
}

/// The bytes of a C++ string literal (`"..."`, simple escapes only).
fn cpp_string(cpp: &str) -> Option<Vec<u8>> {
    let body = cpp.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = Vec::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push(match chars.next()? {
                'n' => b'\n',
                't' => b'\t',
                'r' => b'\r',
                '0' => 0,
                c @ ('\\' | '"' | '\'' | '?') => c as u8,
                _ => return None,
            }),
            '"' => return None,
            c => {
                let mut buf = [0; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }
    Some(out)
}

/// `bytes` as an MLIR string literal, escaped as MLIR's printer escapes
/// (`llvm::printEscapedString`: `\\`, `\"`, and `\XX` for bytes outside printable
/// ASCII).
fn mlir_string(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'\\' => s.push_str("\\\\"),
            b'"' => s.push_str("\\22"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{b:02X}")),
        }
    }
    s.push('"');
    s
}

/// The MLIR name of each op def of `records`, by its qualified C++ class
/// (`mlir::scf::YieldOp`, without the leading `::`), as `Operator` names the
/// class: the def name after its first `_` (the dialect prefix), in the op's
/// `cppNamespace`.
pub(crate) fn op_classes(records: &RecordKeeper) -> HashMap<String, String> {
    let mut map = HashMap::new();
    for def in records.defs_derived_from("Op") {
        let Some(mnemonic) = def.string("opName") else {
            continue;
        };
        let dialect = def
            .def_ref("opDialect")
            .and_then(|d| records.def(d))
            .and_then(|d| d.string("name"))
            .unwrap_or_default();
        let name = if dialect.is_empty() {
            mnemonic.to_owned()
        } else {
            format!("{dialect}.{mnemonic}")
        };
        let class = match def.name().split_once('_') {
            Some(("", _)) | None => def.name(),
            Some((prefix, "")) => prefix,
            Some((_, class)) => class,
        };
        let namespace = def
            .string("cppNamespace")
            .unwrap_or_default()
            .trim_start_matches("::");
        let qualified = if namespace.is_empty() {
            class.to_owned()
        } else {
            format!("{namespace}::{class}")
        };
        map.entry(qualified).or_insert(name);
    }
    map
}

/// The op that `SingleBlockImplicitTerminator<"class">` names, from the C++ class
/// as written (`scf::YieldOp`, `AffineYieldOp`, `::mlir::tensor::YieldOp`), looked up
/// as C++ would from the namespace `namespace` of the op that has the trait: the
/// innermost enclosing namespace that has it wins.
pub(crate) fn resolve_op_class(
    classes: &HashMap<String, String>,
    class: &str,
    namespace: &str,
) -> Option<String> {
    let class = class.trim();
    if let Some(absolute) = class.strip_prefix("::") {
        return classes.get(absolute).cloned();
    }
    let mut scope = namespace.trim_start_matches("::");
    loop {
        let qualified = if scope.is_empty() {
            class.to_owned()
        } else {
            format!("{scope}::{class}")
        };
        if let Some(name) = classes.get(&qualified) {
            return Some(name.clone());
        }
        if scope.is_empty() {
            return None;
        }
        scope = scope.rsplit_once("::").map_or("", |(outer, _)| outer);
    }
}

/// The C++ class a `SingleBlockImplicitTerminator` trait names, from its trait text
/// `SingleBlockImplicitTerminator<scf::YieldOp>::Impl`.
pub(crate) fn implicit_terminator_class(trait_name: &str) -> Option<&str> {
    trait_name
        .strip_prefix("SingleBlockImplicitTerminator<")?
        .strip_suffix(">::Impl")
}

/// The C++ lambda of VectorOps.td's `ResultIsDoubleSourceVectorType` (MLIR 19).
const DOUBLE_TRAILING_DIM: &str = r#"
    [&]() -> ::mlir::VectorType {
      auto vectorType = ::llvm::cast<::mlir::VectorType>($_self);
      ::mlir::VectorType::Builder builder(vectorType);
      if (vectorType.getRank() == 0) {
        static constexpr int64_t v2xTyShape[] = {2};
        return builder.setShape(v2xTyShape);
      }
      auto lastDim = vectorType.getRank() - 1;
      return builder.setDim(lastDim, vectorType.getDimSize(lastDim) * 2);
    }()"#;

/// The C++ lambda of VectorOps.td's `ResultIsHalfSourceVectorType` (MLIR 19).
const HALVE_TRAILING_DIM: &str = r#"
    [&]() -> ::mlir::VectorType {
      auto vectorType = ::llvm::cast<mlir::VectorType>($_self);
      ::mlir::VectorType::Builder builder(vectorType);
      auto lastDim = vectorType.getRank() - 1;
      auto newDimSize = vectorType.getDimSize(lastDim) / 2;;
      if (newDimSize <= 0)
         return vectorType; // (invalid input type)
      return builder.setDim(lastDim, newDimSize);
    }()"#;

/// What a `TypesMatchWith` transformer computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Transformer {
    /// The type itself (`$_self`, `::llvm::cast<Type>($_self)`).
    Identity,
    /// A transform the runtime knows.
    Known(TypeTransform),
}

/// The transform the C++ `transformer` of a `TypesMatchWith` computes, when it is
/// one of those the runtime knows (see [`TypeTransform`] for the list, from MLIR
/// 19's arith, math, func, cf, scf, affine, tensor, memref, vector and builtin
/// ops); spacing and the `::llvm::` / `::mlir::` qualifiers do not matter.
pub(crate) fn transformer(cpp: &str) -> Option<Transformer> {
    let normalize = |cpp: &str| {
        let mut t: String = cpp.chars().filter(|c| !c.is_whitespace()).collect();
        for q in ["::llvm::", "llvm::", "::mlir::", "mlir::"] {
            t = t.replace(q, "");
        }
        t.trim_start_matches("::").to_owned()
    };
    let t = normalize(cpp);
    if t == normalize(DOUBLE_TRAILING_DIM) {
        return Some(Transformer::Known(TypeTransform::DoubleTrailingDim));
    }
    if t == normalize(HALVE_TRAILING_DIM) {
        return Some(Transformer::Known(TypeTransform::HalveTrailingDim));
    }
    let t = t.as_str();
    let shaped = [
        "ShapedType",
        "MemRefType",
        "BaseMemRefType",
        "TensorType",
        "RankedTensorType",
        "VectorType",
    ];
    let element_of = |class: &str| format!("cast<{class}>($_self).getElementType()");
    Some(match t {
        "$_self" | "cast<Type>($_self)" => Transformer::Identity,
        "getI1SameShape($_self)" | "::getI1SameShape($_self)" => {
            Transformer::Known(TypeTransform::I1SameShape)
        }
        "getElementTypeOrSelf($_self)" => Transformer::Known(TypeTransform::ElementType),
        "cast<FunctionType>($_self).getInputs()" => {
            Transformer::Known(TypeTransform::FunctionInputs)
        }
        "cast<FunctionType>($_self).getResults()" => {
            Transformer::Known(TypeTransform::FunctionResults)
        }
        _ if shaped.iter().any(|c| t == element_of(c)) => {
            Transformer::Known(TypeTransform::ElementType)
        }
        _ => {
            // `SmallVector<Type[, N]>(cast<C>($_self).getNumElements(),
            // cast<C>($_self).getElementType())`
            let args = t
                .strip_prefix("SmallVector<Type")?
                .split_once(">(")?
                .1
                .strip_suffix(')')?;
            let (count, element) = args.split_once(',')?;
            let per_element = ["VectorType", "RankedTensorType", "ShapedType"]
                .iter()
                .any(|c| {
                    count == format!("cast<{c}>($_self).getNumElements()")
                        && element == element_of(c)
                });
            if !per_element {
                return None;
            }
            Transformer::Known(TypeTransform::ElementTypePerElement)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transformers_of_the_core_dialects() {
        use TypeTransform::*;
        let known = |t| Some(Transformer::Known(t));
        for (cpp, want) in [
            ("$_self", Some(Transformer::Identity)),
            ("::llvm::cast<Type>($_self)", Some(Transformer::Identity)),
            ("::getI1SameShape($_self)", known(I1SameShape)),
            (
                "::llvm::cast<MemRefType>($_self).getElementType()",
                known(ElementType),
            ),
            (
                "::llvm::cast<TensorType>($_self).getElementType()",
                known(ElementType),
            ),
            (
                "::llvm::cast<VectorType>($_self).getElementType()",
                known(ElementType),
            ),
            ("getElementTypeOrSelf($_self)", known(ElementType)),
            (
                "::llvm::cast<FunctionType>($_self).getInputs()",
                known(FunctionInputs),
            ),
            (
                "::llvm::cast<FunctionType>($_self).getResults()",
                known(FunctionResults),
            ),
            (
                "SmallVector<Type>(::llvm::cast<VectorType>($_self).getNumElements(), \
                 ::llvm::cast<VectorType>($_self).getElementType())",
                known(ElementTypePerElement),
            ),
            (
                "SmallVector<Type, 2>(::llvm::cast<RankedTensorType>($_self).getNumElements(), \
                 ::llvm::cast<RankedTensorType>($_self).getElementType())",
                known(ElementTypePerElement),
            ),
            (
                "SmallVector<Type>(::llvm::cast<VectorType>($_self).getNumElements(), \
                 ::llvm::cast<TensorType>($_self).getElementType())",
                None,
            ),
            (
                "::llvm::cast<LLVMPointerType>($_self).getElementType()",
                None,
            ),
            (DOUBLE_TRAILING_DIM, known(DoubleTrailingDim)),
            (HALVE_TRAILING_DIM, known(HalveTrailingDim)),
            ("getSomethingElse($_self)", None),
        ] {
            assert_eq!(transformer(cpp), want, "{cpp}");
        }
    }

    #[test]
    fn cpp_literals() {
        assert_eq!(cpp_integer("0").as_deref(), Some("0"));
        assert_eq!(cpp_integer("-12").as_deref(), Some("-12"));
        assert_eq!(cpp_integer("0x10u").as_deref(), Some("16"));
        assert_eq!(cpp_integer("010").as_deref(), Some("8"));
        assert_eq!(cpp_integer("1'000LL").as_deref(), Some("1000"));
        assert_eq!(cpp_integer("-0").as_deref(), Some("0"));
        assert_eq!(cpp_integer("{}"), None);
        assert_eq!(cpp_integer("1.0"), None);
        assert_eq!(cpp_string("\"a\\\"b\"").as_deref(), Some(&b"a\"b"[..]));
        assert_eq!(cpp_string("std::string()"), None);
        assert_eq!(mlir_string(b"a\"b\\\n"), "\"a\\22b\\\\\\0A\"");
    }

    #[test]
    fn op_classes_resolve_as_cpp_lookup_does() {
        let classes: HashMap<String, String> = [
            ("mlir::scf::YieldOp", "scf.yield"),
            ("mlir::affine::AffineYieldOp", "affine.yield"),
            ("mlir::tensor::YieldOp", "tensor.yield"),
        ]
        .into_iter()
        .map(|(a, b)| (a.to_owned(), b.to_owned()))
        .collect();
        let r = |c, ns| resolve_op_class(&classes, c, ns);
        assert_eq!(
            r("scf::YieldOp", "::mlir::scf").as_deref(),
            Some("scf.yield")
        );
        assert_eq!(r("YieldOp", "::mlir::scf").as_deref(), Some("scf.yield"));
        assert_eq!(
            r("AffineYieldOp", "::mlir::affine").as_deref(),
            Some("affine.yield")
        );
        assert_eq!(
            r("mlir::tensor::YieldOp", "::mlir::tensor").as_deref(),
            Some("tensor.yield")
        );
        assert_eq!(
            r("::mlir::tensor::YieldOp", "::x").as_deref(),
            Some("tensor.yield")
        );
        assert_eq!(r("YieldOp", "::mlir::memref"), None);
        assert_eq!(
            implicit_terminator_class("SingleBlockImplicitTerminator<scf::YieldOp>::Impl"),
            Some("scf::YieldOp")
        );
        assert_eq!(implicit_terminator_class("SingleBlock"), None);
    }
}

#[cfg(test)]
mod record_tests {
    //! The rules on records written here after MLIR's classes (the fields the rules
    //! read, with MLIR's names), so that they run without MLIR installed.
    use super::*;
    use pdll_tablegen::Loader;

    const TD: &str = r#"
class Type { string builderCall = ""; }
def I1 : Type { let builderCall = "$_builder.getIntegerType(1)"; }
def I32 : Type { let builderCall = "$_builder.getIntegerType(32)"; }
def I64 : Type { let builderCall = "$_builder.getIntegerType(64)"; }
def Index : Type { let builderCall = "$_builder.getIndexType()"; }
def NoneType : Type { let builderCall = "$_builder.getType<::mlir::NoneType>()"; }
def AnyInt : Type;

class Attr {
  code storageType = ?;
  string constBuilderCall = ?;
  Type valueType = ?;
  Attr baseAttr = ?;
  string defaultValue = ?;
  bit isOptional = 0;
}
class DefaultValuedAttr<Attr attr, string val> : Attr {
  let storageType = attr.storageType;
  let constBuilderCall = attr.constBuilderCall;
  let valueType = attr.valueType;
  let defaultValue = val;
  let baseAttr = attr;
}
class OptionalAttr<Attr attr> : Attr {
  let storageType = attr.storageType;
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
}
def I64Attr : Attr {
  let storageType = "::mlir::IntegerAttr";
  let constBuilderCall = "x";
  let valueType = I64;
}
def IndexAttr : Attr { let storageType = "::mlir::IntegerAttr"; let valueType = Index; }
def BoolAttr : Attr { let storageType = "::mlir::BoolAttr"; let valueType = I1; }
def StrAttr : Attr { let storageType = "::mlir::StringAttr"; let valueType = NoneType; }
def UnitAttr : Attr { let storageType = "::mlir::UnitAttr"; let valueType = NoneType; }
def SymbolNameAttr : Attr { let storageType = "::mlir::StringAttr"; let valueType = NoneType; }
class TypeAttrBase : Attr { let storageType = "::mlir::TypeAttr"; let valueType = NoneType; }
def TypeAttr : TypeAttrBase;
def AnyAttr : Attr { let storageType = "::mlir::Attribute"; }
def ArrayOfInts : Attr { let storageType = "::mlir::DenseI32ArrayAttr"; }

class EnumAttrCaseInfo<string sym, int intVal, string strVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
}
class EnumAttrInfo<string name, list<EnumAttrCaseInfo> cases> : Attr {
  string className = name;
  list<EnumAttrCaseInfo> enumerants = cases;
  string underlyingType = "";
  string cppNamespace = "::t";
  let valueType = I32;
  let storageType = "::t::" # name # "Attr";
  let constBuilderCall = "::t::" # name # "Attr::get($_builder.getContext(), $0)";
}
def Pred : EnumAttrInfo<"Pred", [EnumAttrCaseInfo<"eq", 0, "eq">,
                                 EnumAttrCaseInfo<"lt", 1, "less_than">]> {
  let underlyingType = "uint32_t";
}
class BitEnumAttr<string name, list<EnumAttrCaseInfo> cases> : EnumAttrInfo<name, cases>;
def Flags : BitEnumAttr<"Flags", [EnumAttrCaseInfo<"a", 1, "a">]> {
  let underlyingType = "uint32_t";
}
def Kind : EnumAttrInfo<"Kind", [EnumAttrCaseInfo<"none", 0, "none">,
                                 EnumAttrCaseInfo<"fast", 1, "fast">]>;

class Dialect { string name = ""; string cppNamespace = ""; }
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
class AttrDef<Dialect d> : Attr {
  Dialect dialect = d;
  string mnemonic = ?;
  string assemblyFormat = ?;
}
class EnumAttr<Dialect d, EnumAttrInfo info, string m> : AttrDef<d> {
  EnumAttrInfo enum = info;
  let mnemonic = m;
  let assemblyFormat = "$value";
  let storageType = "::t::" # info.className # "Attr";
}
def T_KindAttr : EnumAttr<T_Dialect, Kind, "kind"> { let assemblyFormat = "`<` $value `>`"; }
def T_BareKindAttr : EnumAttr<T_Dialect, Kind, "bare">;
def T_LayoutAttr : AttrDef<T_Dialect> { let mnemonic = "layout"; let storageType = "::t::LayoutAttr"; }
def ins;
def T_MarkerAttr : AttrDef<T_Dialect> {
  let mnemonic = "marker";
  string cppType = "::t::MarkerAttr";
  dag parameters = (ins);
}
def T_MarkerInterface : Attr {
  let storageType = "::t::MarkerInterface";
  let constBuilderCall = "::t::MarkerAttr::get($_builder.getContext())";
}

def args {
  Attr zero = DefaultValuedAttr<I64Attr, "0">;
  Attr minus = DefaultValuedAttr<I64Attr, "-0x10">;
  Attr index = DefaultValuedAttr<IndexAttr, "3">;
  Attr flag = DefaultValuedAttr<BoolAttr, "true">;
  Attr str = DefaultValuedAttr<StrAttr, "\"a\\\"b\"">;
  Attr call = DefaultValuedAttr<I64Attr, "compute()">;
  Attr unit = OptionalAttr<UnitAttr>;
  Attr sym = SymbolNameAttr;
  Attr ty = TypeAttr;
  Attr any = AnyAttr;
  Attr ints = ArrayOfInts;
  Attr pred = DefaultValuedAttr<Pred, "::t::Pred::lt">;
  Attr flags = Flags;
  Attr kind = DefaultValuedAttr<T_KindAttr, "::t::Kind::fast">;
  Attr bare = DefaultValuedAttr<T_BareKindAttr, "Kind::none">;
  Attr layout = T_LayoutAttr;
  Attr unknown_case = DefaultValuedAttr<T_KindAttr, "::t::Kind::slow">;
  Attr marker = DefaultValuedAttr<T_MarkerInterface, "{}">;
}
"#;

    #[test]
    fn syntax_and_defaults_follow_mlir_tblgen() {
        let records = Loader::new(Vec::new())
            .load_source("t.td", TD)
            .unwrap_or_else(|e| panic!("{e:?}"));
        let args = records.def("args").unwrap();
        let arg = |field: &str| {
            let Some(Init::Def(name)) = args.value(field) else {
                panic!("{field}: {:?}", args.value(field));
            };
            records.def(name).unwrap()
        };
        let syntax = |field: &str| attr_syntax(&records, arg(field));
        let default = |field: &str| {
            let def = arg(field);
            default_attr_text(&records, def, def.string("defaultValue").unwrap())
        };
        let without_type = |t: &str| AttrSyntax::WithoutType(t.to_owned().into());
        assert_eq!(syntax("zero"), without_type("i64"));
        assert_eq!(default("zero").as_deref(), Some("0 : i64"));
        assert_eq!(default("minus").as_deref(), Some("-16 : i64"));
        assert_eq!(syntax("index"), without_type("index"));
        assert_eq!(default("index").as_deref(), Some("3 : index"));
        assert_eq!(syntax("flag"), without_type("i1"));
        assert_eq!(default("flag").as_deref(), Some("true"));
        assert_eq!(syntax("str"), without_type("none"));
        assert_eq!(default("str").as_deref(), Some("\"a\\22b\""));
        assert_eq!(default("call"), None, "C++ code");
        assert_eq!(syntax("unit"), AttrSyntax::Unit);
        assert_eq!(syntax("sym"), AttrSyntax::SymbolName);
        assert_eq!(syntax("ty"), AttrSyntax::Type);
        assert_eq!(syntax("any"), AttrSyntax::Generic);
        assert_eq!(syntax("ints"), AttrSyntax::DenseArray("i32".into()));
        assert_eq!(
            syntax("pred"),
            AttrSyntax::IntEnum {
                ty: "i32".into(),
                cases: vec![EnumCase::new("eq", 0), EnumCase::new("less_than", 1)].into(),
            }
        );
        assert_eq!(default("pred").as_deref(), Some("1 : i32"));
        assert_eq!(syntax("flags"), AttrSyntax::Generic, "a bit enum");
        assert_eq!(
            syntax("kind"),
            AttrSyntax::Dialect {
                dialect: "t".into(),
                mnemonic: "kind".into(),
            }
        );
        assert_eq!(default("kind").as_deref(), Some("#t.kind<fast>"));
        let AttrSyntax::DialectEnum {
            mnemonic, cases, ..
        } = syntax("bare")
        else {
            panic!("{:?}", syntax("bare"));
        };
        assert_eq!((mnemonic.as_ref(), cases.len()), ("bare", 2));
        assert_eq!(default("bare").as_deref(), Some("#t<bare none>"));
        assert_eq!(
            syntax("layout"),
            AttrSyntax::Dialect {
                dialect: "t".into(),
                mnemonic: "layout".into(),
            }
        );
        assert_eq!(default("unknown_case"), None);
        // `ub.poison`'s `value`: the builder ignores the default's C++ (`{}`).
        assert_eq!(default("marker").as_deref(), Some("#t.marker"));
    }
}
