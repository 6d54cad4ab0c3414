//! What [`op_definition`] makes of MLIR 19's own ops, read from the installed `.td`
//! files: assembly formats, attribute syntax and defaults, buildable types, traits.
//! Skipped (with a message) without MLIR's include tree.

use super::runtime::op_definition;
use super::OdsContext;
use crate::source::SourceMap;
use crate::syntax::{parse_str, ParseOptions};
use pdll_runtime::dialect::{
    AttrSyntax, EnumCase, GroupKind, InherentAttr, OpDefinition, OpTrait, TypeTransform,
};
use std::path::PathBuf;

/// MLIR's include tree (`MLIR_INCLUDE_DIR`, else the Debian location), or `None`
/// with a message when it is missing.
fn mlir_include() -> Option<PathBuf> {
    let dir: PathBuf = std::env::var_os("MLIR_INCLUDE_DIR")
        .map(Into::into)
        .unwrap_or_else(|| "/usr/lib/llvm-19/include".into());
    if dir.join("mlir/IR/OpBase.td").is_file() {
        Some(dir)
    } else {
        eprintln!(
            "ods::core_dialects_tests: SKIPPED: MLIR's ODS files are not in {} (install \
             libmlir-19-dev or set MLIR_INCLUDE_DIR)",
            dir.display()
        );
        None
    }
}

/// The ODS of the `.td` files `includes` (paths under `mlir/`), and the source map
/// they were read into.
fn load(includes: &[&str]) -> Option<(OdsContext, SourceMap)> {
    let dir = mlir_include()?;
    let text: String = includes
        .iter()
        .map(|f| format!("#include \"mlir/{f}\"\n"))
        .collect();
    let options = ParseOptions {
        include_dirs: vec![dir],
        ..ParseOptions::default()
    };
    let mut sources = SourceMap::new();
    let (module, diags) = parse_str("t.pdll", &text, &options, &mut sources);
    assert!(diags.is_empty(), "{diags:?}");
    Some(((*module.unwrap().ods).clone(), sources))
}

fn def(ods: &OdsContext, name: &str) -> OpDefinition {
    op_definition(
        ods.operation(name)
            .unwrap_or_else(|| panic!("no op {name}")),
    )
}

fn attr<'d>(d: &'d OpDefinition, name: &str) -> &'d InherentAttr {
    d.attributes
        .iter()
        .find(|a| a.name == name)
        .unwrap_or_else(|| panic!("{} has no attribute {name}", d.name))
}

fn dialect(dialect: &str, mnemonic: &str) -> AttrSyntax {
    AttrSyntax::Dialect {
        dialect: dialect.to_owned().into(),
        mnemonic: mnemonic.to_owned().into(),
    }
}

fn transform(from: &str, to: &str, transform: TypeTransform) -> OpTrait {
    OpTrait::TypesMatchWithTransform {
        from: from.to_owned().into(),
        to: to.to_owned().into(),
        transform,
    }
}

#[test]
fn arith_formats_attributes_and_defaults() {
    let Some((ods, sources)) = load(&["Dialect/Arith/IR/ArithOps.td"]) else {
        return;
    };
    // The format text is kept as written (a code string, its line break included),
    // with where the `let` that set it is: the class every integer op with
    // overflow flags derives from.
    let addi = def(&ods, "arith.addi");
    assert_eq!(
        addi.assembly_format.as_deref(),
        Some(
            " $lhs `,` $rhs (`overflow` `` $overflowFlags^)?\n                          \
             attr-dict `:` type($result) "
        )
    );
    let op = ods.operation("arith.addi").unwrap();
    assert!(!op.has_custom_assembly_format);
    let at = sources.location(op.assembly_format_span.unwrap()).unwrap();
    assert!(
        at.file.ends_with("mlir/Dialect/Arith/IR/ArithOps.td"),
        "{at:?}"
    );
    let line = std::fs::read_to_string(
        mlir_include()
            .unwrap()
            .join("mlir/Dialect/Arith/IR/ArithOps.td"),
    )
    .unwrap()
    .lines()
    .nth(at.line - 1)
    .unwrap()
    .to_owned();
    assert!(
        line.trim_start()
            .starts_with("let assemblyFormat = [{ $lhs `,` $rhs (`overflow`"),
        "{line}"
    );
    let flags = attr(&addi, "overflowFlags");
    assert_eq!(flags.syntax, dialect("arith", "overflow"));
    assert_eq!(
        flags.default_value.as_deref(),
        Some("#arith.overflow<none>")
    );
    assert!(!flags.required);

    let addf = def(&ods, "arith.addf");
    let fastmath = attr(&addf, "fastmath");
    assert_eq!(fastmath.syntax, dialect("arith", "fastmath"));
    assert_eq!(
        fastmath.default_value.as_deref(),
        Some("#arith.fastmath<none>")
    );

    // An integer-stored enum: keywords and values, in ODS order.
    let cmpi = def(&ods, "arith.cmpi");
    assert_eq!(
        cmpi.assembly_format.as_deref(),
        Some("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)")
    );
    let predicate = attr(&cmpi, "predicate");
    assert!(predicate.required);
    assert_eq!(predicate.default_value, None);
    let AttrSyntax::IntEnum { ty, cases } = &predicate.syntax else {
        panic!("{:?}", predicate.syntax);
    };
    assert_eq!(ty, "i64");
    let keywords: Vec<&str> = cases.iter().map(|c| c.keyword.as_ref()).collect();
    assert_eq!(
        keywords,
        ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
    );
    assert!(cases.contains(&EnumCase::new("slt", 2)));
    assert!(cases.contains(&EnumCase::new("uge", 9)));
    assert!(cmpi.has_trait(&transform("lhs", "result", TypeTransform::I1SameShape)));
    let cmpf = def(&ods, "arith.cmpf");
    let AttrSyntax::IntEnum { ty, .. } = &attr(&cmpf, "predicate").syntax else {
        panic!("cmpf");
    };
    assert_eq!(ty, "i64");

    let constant = def(&ods, "arith.constant");
    assert_eq!(
        constant.assembly_format.as_deref(),
        Some("attr-dict $value")
    );
    let value = attr(&constant, "value");
    // `TypedAttrInterface`: no value type, printed whole.
    assert_eq!(value.syntax, AttrSyntax::Generic);
    assert!(value.required);
    assert!(constant.has_trait(&OpTrait::ConstantLike));
}

#[test]
fn memref_transforms_buildable_groups_and_optional_defaults() {
    let Some((ods, _)) = load(&["Dialect/MemRef/IR/MemRefOps.td"]) else {
        return;
    };
    let load = def(&ods, "memref.load");
    assert!(load.has_trait(&transform("memref", "result", TypeTransform::ElementType)));
    let indices = &load.operands[1];
    assert_eq!(indices.name, "indices");
    assert_eq!(indices.kind, GroupKind::Variadic);
    assert_eq!(indices.buildable_type.as_deref(), Some("index"));
    assert_eq!(load.operands[0].buildable_type, None, "AnyMemRef");
    // `DefaultValuedOptionalAttr<BoolAttr, "false">`: MLIR does not materialize it
    // (`mlir-opt --mlir-print-op-generic` prints no `nontemporal`).
    let nontemporal = attr(&load, "nontemporal");
    assert_eq!(nontemporal.syntax, AttrSyntax::WithoutType("i1".into()));
    assert_eq!(nontemporal.default_value, None);
    assert!(!nontemporal.required);
    let store = def(&ods, "memref.store");
    assert!(store.has_trait(&transform("memref", "value", TypeTransform::ElementType)));
    // `ConfinedAttr<I64Attr, ...>`: the value type of the attribute it confines.
    let alloc = def(&ods, "memref.alloc");
    assert_eq!(
        attr(&alloc, "alignment").syntax,
        AttrSyntax::WithoutType("i64".into())
    );
    let global = def(&ods, "memref.global");
    assert_eq!(attr(&global, "sym_name").syntax, AttrSyntax::SymbolName);
    assert_eq!(attr(&global, "type").syntax, AttrSyntax::Type);
    assert_eq!(attr(&global, "constant").syntax, AttrSyntax::Unit);
    assert_eq!(
        attr(&global, "sym_visibility").syntax,
        AttrSyntax::WithoutType("none".into()),
        "StrAttr: printAttributeWithoutType, a plain string"
    );
    // Two variadic result groups of one size.
    let metadata = def(&ods, "memref.extract_strided_metadata");
    assert!(metadata.has_trait(&OpTrait::SameVariadicResultSize));
    let scope = def(&ods, "memref.alloca_scope");
    assert!(scope.has_trait(&OpTrait::SingleBlockImplicitTerminator(
        "memref.alloca_scope.return".into()
    )));
}

#[test]
fn regions_terminators_and_custom_forms() {
    let Some((ods, _)) = load(&[
        "Dialect/SCF/IR/SCFOps.td",
        "Dialect/Func/IR/FuncOps.td",
        "IR/BuiltinOps.td",
    ]) else {
        return;
    };
    for name in ["scf.for", "scf.if"] {
        let op = def(&ods, name);
        assert!(
            op.has_trait(&OpTrait::SingleBlockImplicitTerminator("scf.yield".into())),
            "{name}: {:?}",
            op.traits
        );
        assert!(ods.operation(name).unwrap().has_custom_assembly_format);
        assert_eq!(op.assembly_format, None, "{name}");
    }
    let parallel = def(&ods, "scf.parallel");
    assert!(parallel.has_trait(&OpTrait::SingleBlockImplicitTerminator("scf.reduce".into())));
    let yield_op = def(&ods, "scf.yield");
    assert_eq!(
        yield_op.assembly_format.as_deref(),
        Some("  attr-dict ($results^ `:` type($results))? ")
    );

    let func = ods.operation("func.func").unwrap();
    assert!(func.has_custom_assembly_format);
    assert_eq!(func.assembly_format, None);
    assert_eq!(func.assembly_format_span, None);
    let func = def(&ods, "func.func");
    assert!(func.has_trait(&OpTrait::IsolatedFromAbove));
    assert!(func.has_trait(&OpTrait::Symbol));
    assert_eq!(attr(&func, "sym_name").syntax, AttrSyntax::SymbolName);
    assert_eq!(attr(&func, "function_type").syntax, AttrSyntax::Type);
    let call = def(&ods, "func.call_indirect");
    assert!(call.has_trait(&transform(
        "callee",
        "callee_operands",
        TypeTransform::FunctionInputs
    )));
    assert!(call.has_trait(&transform(
        "callee",
        "results",
        TypeTransform::FunctionResults
    )));
    let call = def(&ods, "func.call");
    assert_eq!(
        attr(&call, "callee").syntax,
        AttrSyntax::WithoutType("none".into()),
        "FlatSymbolRefAttr"
    );

    let module = def(&ods, "builtin.module");
    assert_eq!(
        module.assembly_format.as_deref(),
        Some("($sym_name^)? attr-dict-with-keyword $bodyRegion")
    );
    assert!(module.has_trait(&OpTrait::IsolatedFromAbove));
    assert!(module.has_trait(&OpTrait::NoTerminator));
    let sym_name = attr(&module, "sym_name");
    assert_eq!(sym_name.syntax, AttrSyntax::SymbolName);
    assert!(!sym_name.required);
}

#[test]
fn vector_and_tensor_ranged_and_shape_transforms() {
    let Some((ods, _)) = load(&[
        "Dialect/Vector/IR/VectorOps.td",
        "Dialect/Tensor/IR/TensorOps.td",
    ]) else {
        return;
    };
    for name in ["vector.from_elements", "tensor.from_elements"] {
        let op = def(&ods, name);
        assert!(
            op.has_trait(&transform(
                "result",
                "elements",
                TypeTransform::ElementTypePerElement
            )),
            "{name}"
        );
    }
    let interleave = def(&ods, "vector.interleave");
    assert!(interleave.has_trait(&transform(
        "lhs",
        "result",
        TypeTransform::DoubleTrailingDim
    )));
    let deinterleave = def(&ods, "vector.deinterleave");
    assert!(deinterleave.has_trait(&transform(
        "source",
        "res1",
        TypeTransform::HalveTrailingDim
    )));
    // `OptionalTypesMatchWith<..., "::llvm::cast<Type>($_self)">`: the identity.
    let reduction = def(&ods, "vector.reduction");
    assert!(reduction.has_trait(&OpTrait::types_match_with("dest", "acc")));
    let transpose = def(&ods, "vector.transpose");
    assert_eq!(
        attr(&transpose, "permutation").syntax,
        AttrSyntax::DenseArray("i64".into())
    );
    // `I64ArrayAttr` (an `ArrayAttr`, value type `NoneType`).
    let shuffle = def(&ods, "vector.shuffle");
    assert_eq!(
        attr(&shuffle, "mask").syntax,
        AttrSyntax::WithoutType("none".into())
    );
    let contract = def(&ods, "vector.contract");
    let kind = attr(&contract, "kind");
    assert_eq!(kind.syntax, dialect("vector", "kind"));
    // The C++ default names the enum without its namespace: `CombiningKind::ADD`.
    assert_eq!(kind.default_value.as_deref(), Some("#vector.kind<add>"));
    let print = def(&ods, "vector.print");
    assert_eq!(
        attr(&print, "punctuation").default_value.as_deref(),
        Some("#vector.punctuation<newline>")
    );
    let extract = def(&ods, "tensor.extract");
    assert!(extract.has_trait(&transform("tensor", "result", TypeTransform::ElementType)));
    let generate = def(&ods, "tensor.generate");
    assert!(generate.has_trait(&OpTrait::SingleBlockImplicitTerminator(
        "tensor.yield".into()
    )));
}

#[test]
fn a_dialect_enum_of_bare_keywords() {
    let Some((ods, _)) = load(&["Dialect/Index/IR/IndexOps.td"]) else {
        return;
    };
    // `EnumAttr<IndexDialect, IndexCmpPredicate, "cmp_predicate">` keeps the default
    // format `$value`: `index.cmp slt(...)`, `#index<cmp_predicate slt>`.
    let cmp = def(&ods, "index.cmp");
    let AttrSyntax::DialectEnum {
        dialect,
        mnemonic,
        cases,
    } = &attr(&cmp, "pred").syntax
    else {
        panic!("{:?}", attr(&cmp, "pred").syntax);
    };
    assert_eq!(
        (dialect.as_ref(), mnemonic.as_ref()),
        ("index", "cmp_predicate")
    );
    assert!(cases.contains(&EnumCase::new("slt", 2)));
    assert_eq!(cases.len(), 10);
    // `IndexAttr`: printed without its type.
    let constant = def(&ods, "index.constant");
    assert_eq!(
        attr(&constant, "value").syntax,
        AttrSyntax::WithoutType("index".into())
    );
}

#[test]
fn dialect_types_without_parameters_are_buildable() {
    let Some((ods, _)) = load(&["Dialect/PDL/IR/PDLOps.td"]) else {
        return;
    };
    // `$_builder.getType<::mlir::pdl::OperationType>()`: the `TypeDef` `PDL_Operation`
    // (dialect `pdl`, mnemonic `operation`, no parameters).
    let operation = def(&ods, "pdl.operation");
    assert_eq!(
        operation.results[0].buildable_type.as_deref(),
        Some("!pdl.operation")
    );
    let types = def(&ods, "pdl.types");
    // `::mlir::pdl::RangeType::get(...)` has a parameter: not known.
    assert_eq!(types.results[0].buildable_type, None);
}

#[test]
fn generated_internal_traits() {
    let Some((ods, _)) = load(&["Dialect/Tosa/IR/TosaOps.td"]) else {
        return;
    };
    // `GenInternalOpTrait<"FirstAttrDerivedResultType">`: `tosa.const`.
    assert!(def(&ods, "tosa.const").has_trait(&OpTrait::FirstAttrDerivedResultType));
}
