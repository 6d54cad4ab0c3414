use super::*;
use crate::dialect::{Arity, GroupKind, InherentAttr, ValueGroup};
use std::borrow::Cow;

// ---------------------------------------------------------------------------------
// Op definitions written as in testdata/mlir19_formats.txt and testdata/errors.txt

/// One op (or error case) of a test data file.
struct Spec {
    name: String,
    def: OpDefinition,
    format: String,
    /// `TypesMatchWith` traits whose C++ transform the runtime does not know, left
    /// out of `def` (as the runtime's ODS import leaves them out): (from, to).
    unknown_transforms: Vec<(String, String)>,
    error: Option<String>,
    note: Option<String>,
    offset: Option<usize>,
}

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('\\') => out.push('\\'),
            Some(c) => {
                out.push('\\');
                out.push(c);
            }
            None => out.push('\\'),
        }
    }
    out
}

fn name(s: &str) -> String {
    if s == "\"\"" {
        String::new()
    } else {
        s.to_owned()
    }
}

fn kind(s: &str) -> GroupKind {
    match s {
        "single" => GroupKind::Single,
        "optional" => GroupKind::Optional,
        "variadic" => GroupKind::Variadic,
        _ => panic!("group kind {s}"),
    }
}

fn group(w: &[&str]) -> ValueGroup {
    ValueGroup {
        name: name(w[1]).into(),
        kind: kind(w[2]),
        buildable_type: (w[3] != "-").then(|| w[3].to_owned().into()),
        segments: None,
    }
}

/// The specs of `text`, each starting with a line `{head} NAME`.
fn read_specs(text: &str, head: &str) -> Vec<Spec> {
    let mut specs = Vec::new();
    let mut cur: Option<Spec> = None;
    // Name and whether variadic.
    let mut regions: Vec<(String, bool)> = Vec::new();
    let mut successors: Vec<(String, bool)> = Vec::new();
    for line in text.lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let w: Vec<&str> = line.split_whitespace().collect();
        if word == head {
            let op = if head == "op" { rest } else { "test.format_op" };
            cur = Some(Spec {
                name: rest.to_owned(),
                def: OpDefinition::named(op.to_owned()),
                format: String::new(),
                unknown_transforms: Vec::new(),
                error: None,
                note: None,
                offset: None,
            });
            continue;
        }
        let spec = cur.as_mut().expect("a part before the first op");
        let def = &mut spec.def;
        match word {
            "end" => {
                let arity = |parts: &[(String, bool)]| Arity {
                    min: parts.iter().filter(|p| !p.1).count() as u32,
                    variadic: parts.iter().any(|p| p.1),
                };
                let mut spec = cur.take().unwrap();
                spec.def = spec
                    .def
                    .with_regions(arity(&regions))
                    .with_region_names(regions.drain(..).map(|r| r.0))
                    .with_successors(arity(&successors))
                    .with_successor_names(successors.drain(..).map(|s| s.0));
                specs.push(spec);
            }
            "format" => spec.format = unescape(rest),
            "error" => spec.error = Some(rest.to_owned()),
            "note" => spec.note = Some(rest.to_owned()),
            "offset" => spec.offset = Some(rest.parse().unwrap()),
            "mlir" => {}
            "operand" => def.operands.to_mut().push(group(&w)),
            "result" => def.results.to_mut().push(group(&w)),
            "attr" => {
                let attr = match w[2] {
                    "required" => InherentAttr::required(""),
                    _ => InherentAttr::optional(""),
                };
                let syntax = match w[3] {
                    "generic" => AttrSyntax::Generic,
                    "typed" => AttrSyntax::WithoutType("i64".into()),
                    "unit" => AttrSyntax::Unit,
                    "symbol" => AttrSyntax::SymbolName,
                    "dialect" => AttrSyntax::Dialect {
                        dialect: "test".into(),
                        mnemonic: "attr".into(),
                    },
                    s => panic!("attribute syntax {s}"),
                };
                let mut attr = attr.with_syntax(syntax);
                attr.name = name(w[1]).into();
                def.attributes.to_mut().push(attr);
            }
            "region" => regions.push((name(w[1]), w[2] == "1")),
            "successor" => successors.push((name(w[1]), w[2] == "1")),
            "trait" => {
                let t = match w[1] {
                    "SameOperandsAndResultType" => OpTrait::SameOperandsAndResultType,
                    "SameTypeOperands" => OpTrait::SameTypeOperands,
                    "AttrSizedOperandSegments" => OpTrait::AttrSizedOperandSegments,
                    "AttrSizedResultSegments" => OpTrait::AttrSizedResultSegments,
                    "InferTypeOpInterface" => OpTrait::InferTypeOpInterface,
                    "AllTypesMatch" => {
                        OpTrait::AllTypesMatch(w[2..].iter().map(|n| name(n).into()).collect())
                    }
                    "TypesMatchWith" => {
                        let (from, to) = (name(w[2]), name(w[3]));
                        match w[4] {
                            "identity" => OpTrait::TypesMatchWith {
                                from: from.into(),
                                to: to.into(),
                            },
                            "ElementType" | "I1SameShape" => OpTrait::TypesMatchWithTransform {
                                from: from.into(),
                                to: to.into(),
                                transform: if w[4] == "ElementType" {
                                    TypeTransform::ElementType
                                } else {
                                    TypeTransform::I1SameShape
                                },
                            },
                            _ => {
                                spec.unknown_transforms.push((from, to));
                                continue;
                            }
                        }
                    }
                    t => panic!("trait {t}"),
                };
                def.traits.to_mut().push(t);
            }
            _ => panic!("unknown line {line:?}"),
        }
    }
    specs
}

// ---------------------------------------------------------------------------------
// Every real format

/// The ops whose format `mlir-tblgen` resolves with a `TypesMatchWith` transform the
/// runtime does not know (C++): without it, a type the format leaves out has no
/// source, and the op has no custom form in the runtime (it prints generically).
const NEEDS_UNKNOWN_TRANSFORM: &[&str] = &[
    "func.call_indirect",
    "tensor.from_elements",
    "vector.from_elements",
];

#[test]
fn every_mlir19_format_of_the_core_dialects_is_read() {
    let specs = read_specs(include_str!("../testdata/mlir19_formats.txt"), "op");
    assert!(specs.len() > 150, "{} ops", specs.len());
    let mut refused = Vec::new();
    for spec in &specs {
        match FormatProgram::parse(&spec.format, &spec.def) {
            Ok(program) => {
                assert_eq!(program.operand_types.len(), spec.def.operands.len());
                assert_eq!(program.result_types.len(), spec.def.results.len());
            }
            Err(e) => {
                assert!(
                    !spec.unknown_transforms.is_empty(),
                    "{}: {e}\n{}",
                    spec.name,
                    spec.format
                );
                assert!(e.message.starts_with("type of "), "{}: {e}", spec.name);
                refused.push(spec.name.as_str());
            }
        }
    }
    assert_eq!(refused, NEEDS_UNKNOWN_TRANSFORM);
    eprintln!(
        "{} of {} formats read; refused for unknown transforms: {refused:?}",
        specs.len() - refused.len(),
        specs.len()
    );
}

// ---------------------------------------------------------------------------------
// Every error

#[test]
fn every_error_of_mlir_tblgen() {
    let specs = read_specs(include_str!("../testdata/errors.txt"), "case");
    assert!(specs.len() > 100);
    for spec in &specs {
        let error = match FormatProgram::parse(&spec.format, &spec.def) {
            Ok(p) => panic!("{}: read as {p:?}", spec.name),
            Err(e) => e,
        };
        assert_eq!(
            Some(&error.message),
            spec.error.as_ref(),
            "{}: {}",
            spec.name,
            spec.format
        );
        if spec.note.is_some() {
            assert_eq!(error.note, spec.note, "{}", spec.name);
        }
        if let Some(offset) = spec.offset {
            assert_eq!(error.offset, offset, "{}", spec.name);
        }
    }
}

// ---------------------------------------------------------------------------------
// Real ops, by hand: what the program holds

fn operand(
    def: OpDefinition,
    name: &'static str,
    kind: GroupKind,
    ty: Option<&'static str>,
) -> OpDefinition {
    let mut def = def;
    def.operands.to_mut().push(ValueGroup {
        name: name.into(),
        kind,
        buildable_type: ty.map(Into::into),
        segments: None,
    });
    def
}

fn read(format: &str, def: &OpDefinition) -> FormatProgram {
    FormatProgram::parse(format, def).unwrap_or_else(|e| panic!("{}: {e}", def.name))
}

fn lit(s: &str) -> Element {
    Element::Literal(s.into())
}

use Element::{AttrDict, NoSpace};
use TypeSource::{Buildable, Written};

const ATTR_DICT: Element = AttrDict {
    with_keyword: false,
};

fn var_operand(i: usize) -> Element {
    Element::Variable(Variable::Operand(i))
}

fn var_attr(i: usize) -> Element {
    Element::Variable(Variable::Attribute(i))
}

fn type_of(target: TypeTarget) -> Element {
    Element::Type {
        target,
        qualified: false,
    }
}

fn dialect_attr(name: &'static str, required: bool) -> InherentAttr {
    let attr = if required {
        InherentAttr::required(name)
    } else {
        InherentAttr::optional(name)
    };
    attr.with_syntax(AttrSyntax::Dialect {
        dialect: "arith".into(),
        mnemonic: "x".into(),
    })
}

#[test]
fn arith_addi() {
    let def = OpDefinition::new("arith.addi")
        .operand("lhs")
        .operand("rhs")
        .inherent_attr(dialect_attr("overflowFlags", false).with_default("#arith.overflow<none>"))
        .result("result")
        .with_trait(OpTrait::SameOperandsAndResultType);
    let p = read(
        " $lhs `,` $rhs (`overflow` `` $overflowFlags^)?\n  attr-dict `:` type($result) ",
        &def,
    );
    assert_eq!(
        p.elements,
        [
            var_operand(0),
            lit(","),
            var_operand(1),
            Element::Optional(OptionalGroup {
                then_elements: vec![lit("overflow"), NoSpace, var_attr(0)],
                else_elements: vec![],
                anchor: 2,
                inverted: false,
                parse_start: 0,
            }),
            ATTR_DICT,
            lit(":"),
            type_of(TypeTarget::Result(0)),
        ]
    );
    let same = TypeSource::Same(TypeRef::Result(0));
    assert_eq!(p.operand_types, [same, same]);
    assert_eq!(p.result_types, [Written]);
    assert_eq!(p.used_attributes, [0]);
    assert!(!p.all_operands && !p.all_operand_types && !p.all_result_types);
}

#[test]
fn arith_cmpi() {
    let def = OpDefinition::new("arith.cmpi")
        .inherent_attr(
            InherentAttr::required("predicate").with_syntax(AttrSyntax::WithoutType("i64".into())),
        )
        .operand("lhs")
        .operand("rhs")
        .result("result")
        .with_trait(OpTrait::SameTypeOperands)
        .with_trait(OpTrait::TypesMatchWithTransform {
            from: "lhs".into(),
            to: "result".into(),
            transform: TypeTransform::I1SameShape,
        });
    let p = read(
        "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
        &def,
    );
    assert_eq!(
        p.operand_types,
        [Written, TypeSource::Same(TypeRef::Operand(0))]
    );
    assert_eq!(
        p.result_types,
        [TypeSource::Transformed(
            TypeRef::Operand(0),
            TypeTransform::I1SameShape
        )]
    );
    // Without `SameTypeOperands`, `rhs` has no type.
    let mut def = def;
    def.traits.to_mut().remove(0);
    let e = FormatProgram::parse(
        "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
        &def,
    )
    .unwrap_err();
    assert_eq!(
        e.message,
        "type of operand #1, named 'rhs', is not buildable and a buildable type cannot be inferred"
    );
}

#[test]
fn arith_constant_takes_the_type_of_its_value() {
    let def = OpDefinition::new("arith.constant")
        .attribute("value")
        .result("result")
        .with_trait(OpTrait::all_types_match(&[
            Cow::Borrowed("value"),
            Cow::Borrowed("result"),
        ]));
    let p = read("attr-dict $value", &def);
    assert_eq!(p.elements, [ATTR_DICT, var_attr(0)]);
    assert_eq!(p.result_types, [TypeSource::Same(TypeRef::Attribute(0))]);
    // With result inference declared too, the trait still decides (MLIR would call the
    // C++ inference, which gives the same type).
    let p = read(
        "attr-dict $value",
        &def.with_trait(OpTrait::InferTypeOpInterface),
    );
    assert_eq!(p.result_types, [TypeSource::Same(TypeRef::Attribute(0))]);
}

fn memref_load_store(store: bool) -> OpDefinition {
    let mut def = OpDefinition::new(if store { "memref.store" } else { "memref.load" });
    if store {
        def = def.operand("value");
    }
    def = operand(def, "memref", GroupKind::Single, None);
    def = operand(def, "indices", GroupKind::Variadic, Some("index"));
    def = def.inherent_attr(
        InherentAttr::optional("nontemporal").with_syntax(AttrSyntax::WithoutType("i1".into())),
    );
    let (from, to) = if store {
        ("memref", "value")
    } else {
        def = def.result("result");
        ("memref", "result")
    };
    def.with_trait(OpTrait::TypesMatchWithTransform {
        from: from.into(),
        to: to.into(),
        transform: TypeTransform::ElementType,
    })
}

#[test]
fn memref_load_and_store() {
    let element_of_memref =
        TypeSource::Transformed(TypeRef::Operand(0), TypeTransform::ElementType);
    let p = read(
        "$memref `[` $indices `]` attr-dict `:` type($memref)",
        &memref_load_store(false),
    );
    assert_eq!(p.operand_types, [Written, Buildable]);
    assert_eq!(p.result_types, [element_of_memref]);
    let p = read(
        "\n    $value `,` $memref `[` $indices `]` attr-dict `:` type($memref)\n  ",
        &memref_load_store(true),
    );
    assert_eq!(
        p.operand_types,
        [
            TypeSource::Transformed(TypeRef::Operand(1), TypeTransform::ElementType),
            Written,
            Buildable
        ]
    );
    assert!(p.result_types.is_empty());
}

fn slice_op(name: &'static str) -> OpDefinition {
    let mut def = OpDefinition::new(name).operand("source");
    for g in ["offsets", "sizes", "strides"] {
        def = operand(def, g, GroupKind::Variadic, Some("index"));
    }
    def.attribute("static_offsets")
        .attribute("static_sizes")
        .attribute("static_strides")
        .result("result")
        .with_trait(OpTrait::AttrSizedOperandSegments)
}

#[test]
fn memref_subview_and_tensor_extract_slice() {
    let format = "\n    $source ``\n    custom<DynamicIndexList>($offsets, $static_offsets)\n    \
                  custom<DynamicIndexList>($sizes, $static_sizes)\n    \
                  custom<DynamicIndexList>($strides, $static_strides)\n    \
                  attr-dict `:` type($source) `to` type($result)\n  ";
    for name in ["memref.subview", "tensor.extract_slice"] {
        let p = read(format, &slice_op(name));
        let custom = |operand, attr| Element::Custom {
            name: "DynamicIndexList".into(),
            args: vec![
                CustomArg::Variable(Variable::Operand(operand)),
                CustomArg::Variable(Variable::Attribute(attr)),
            ],
        };
        assert_eq!(
            p.elements,
            [
                var_operand(0),
                NoSpace,
                custom(1, 0),
                custom(2, 1),
                custom(3, 2),
                ATTR_DICT,
                lit(":"),
                type_of(TypeTarget::Operand(0)),
                lit("to"),
                type_of(TypeTarget::Result(0)),
            ]
        );
        assert_eq!(p.operand_types, [Written, Buildable, Buildable, Buildable]);
        assert_eq!(p.used_attributes, [0, 1, 2]);
    }
}

#[test]
fn memref_alloc_group_starts_after_whitespace() {
    let mut def = OpDefinition::new("memref.alloc");
    def = operand(def, "dynamicSizes", GroupKind::Variadic, Some("index"));
    def = operand(def, "symbolOperands", GroupKind::Variadic, Some("index"));
    let def = def
        .inherent_attr(InherentAttr::optional("alignment"))
        .result("memref")
        .with_trait(OpTrait::AttrSizedOperandSegments);
    let p = read(
        "\n    `(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)\n  ",
        &def,
    );
    let Element::Optional(group) = &p.elements[3] else {
        panic!("{:?}", p.elements)
    };
    assert_eq!(group.then_elements[0], NoSpace);
    assert_eq!((group.anchor, group.parse_start), (2, 1));
    assert_eq!(p.operand_types, [Buildable, Buildable]);
}

#[test]
fn terminators_and_branches() {
    let yield_ = OpDefinition::new("scf.yield").operand_group("results", GroupKind::Variadic);
    let p = read("  attr-dict ($results^ `:` type($results))? ", &yield_);
    assert_eq!(p.operand_types, [Written]);
    let ret = OpDefinition::new("func.return").operand_group("operands", GroupKind::Variadic);
    read("attr-dict ($operands^ `:` type($operands))?", &ret);

    let br = OpDefinition::new("cf.br")
        .operand_group("destOperands", GroupKind::Variadic)
        .with_successors(Arity::exactly(1))
        .with_successor_names(["dest"]);
    let p = read(
        "\n    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict\n  ",
        &br,
    );
    assert_eq!(p.elements[0], Element::Variable(Variable::Successor(0)));

    let mut cond_br = OpDefinition::new("cf.cond_br");
    cond_br = operand(cond_br, "condition", GroupKind::Single, Some("i1"));
    let cond_br = cond_br
        .operand_group("trueDestOperands", GroupKind::Variadic)
        .operand_group("falseDestOperands", GroupKind::Variadic)
        .with_successors(Arity::exactly(2))
        .with_successor_names(["trueDest", "falseDest"])
        .with_trait(OpTrait::AttrSizedOperandSegments);
    let format = "\n    $condition `,`\n    $trueDest (`(` $trueDestOperands^ `:` \
                  type($trueDestOperands) `)`)? `,`\n    $falseDest (`(` $falseDestOperands^ \
                  `:` type($falseDestOperands) `)`)?\n    attr-dict\n  ";
    let p = read(format, &cond_br);
    assert_eq!(p.operand_types, [Buildable, Written, Written]);
    // A successor left out.
    let e = FormatProgram::parse("$condition `,` $trueDest attr-dict", &cond_br).unwrap_err();
    assert_eq!(e.message, "operand #1, named 'trueDestOperands', not found");
}

#[test]
fn cf_switch_refers_to_a_written_type() {
    let def = OpDefinition::new("cf.switch")
        .operand("flag")
        .operand_group("defaultOperands", GroupKind::Variadic)
        .operand_group("caseOperands", GroupKind::Variadic)
        .optional_attribute("case_values")
        .attribute("case_operand_segments")
        .with_successors(Arity::at_least(1))
        .with_successor_names(["defaultDestination", "caseDestinations"])
        .with_trait(OpTrait::AttrSizedOperandSegments);
    let format = "\n    $flag `:` type($flag) `,` `[` `\\n`\n      \
                  custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,\n      \
                  $defaultOperands,\n      type($defaultOperands),\n      $case_values,\n      \
                  $caseDestinations,\n      $caseOperands,\n      type($caseOperands))\n   `]`\n    \
                  attr-dict\n  ";
    let p = read(format, &def);
    assert_eq!(p.elements[4], lit("["));
    assert_eq!(p.elements[5], Element::Newline);
    let Element::Custom { name, args } = &p.elements[6] else {
        panic!("{:?}", p.elements)
    };
    assert_eq!(&**name, "SwitchOpCases");
    assert_eq!(
        args[..3],
        [
            CustomArg::Ref(Box::new(CustomArg::Type(TypeTarget::Operand(0)))),
            CustomArg::Variable(Variable::Successor(0)),
            CustomArg::Variable(Variable::Operand(1)),
        ]
    );
    assert_eq!(args[3], CustomArg::Type(TypeTarget::Operand(1)));
    assert_eq!(args[5], CustomArg::Variable(Variable::Successor(1)));
    assert_eq!(p.operand_types, [Written, Written, Written]);
    // `case_operand_segments` is not in the format: `attr-dict` holds it.
    assert_eq!(p.used_attributes, [0]);
}

#[test]
fn func_call_writes_all_result_types() {
    let def = OpDefinition::new("func.call")
        .inherent_attr(InherentAttr::required("callee").with_syntax(AttrSyntax::SymbolName))
        .operand_group("operands", GroupKind::Variadic)
        .result_group("", GroupKind::Variadic);
    let p = read(
        "\n    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)\n  ",
        &def,
    );
    assert_eq!(
        p.elements.last(),
        Some(&Element::FunctionalType {
            inputs: TypeTarget::Operand(0),
            results: TypeTarget::Results,
        })
    );
    assert!(p.all_result_types && !p.all_operand_types);
    assert_eq!(
        (&p.operand_types[..], &p.result_types[..]),
        (&[Written][..], &[Written][..])
    );
}

#[test]
fn vector_print_oilist() {
    let def = OpDefinition::new("vector.print")
        .operand_group("source", GroupKind::Optional)
        .optional_attribute("punctuation")
        .optional_attribute("stringLiteral");
    let format = "\n      ($source^ `:` type($source))?\n        oilist(\n            `str` \
                  $stringLiteral\n          | `punctuation` $punctuation)\n        attr-dict\n    ";
    let p = read(format, &def);
    assert_eq!(
        p.elements[1],
        Element::OIList(vec![
            OIListClause {
                keyword: "str".into(),
                elements: vec![var_attr(1)],
            },
            OIListClause {
                keyword: "punctuation".into(),
                elements: vec![var_attr(0)],
            },
        ])
    );
    assert_eq!(p.used_attributes, [1, 0]);
}

#[test]
fn memref_global_optional_attributes() {
    let def = OpDefinition::new("memref.global")
        .inherent_attr(InherentAttr::required("sym_name").with_syntax(AttrSyntax::SymbolName))
        .optional_attribute("sym_visibility")
        .inherent_attr(InherentAttr::required("type").with_syntax(AttrSyntax::Type))
        .optional_attribute("initial_value")
        .inherent_attr(InherentAttr::optional("constant").with_syntax(AttrSyntax::Unit))
        .optional_attribute("alignment");
    let format = "\n       ($sym_visibility^)?\n       (`constant` $constant^)?\n       \
                  $sym_name `:`\n       \
                  custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)\n       \
                  attr-dict\n  ";
    let p = read(format, &def);
    let Element::Optional(first) = &p.elements[0] else {
        panic!()
    };
    assert_eq!(first.then_elements, [var_attr(1)]);
    assert_eq!(p.used_attributes, [1, 4, 0, 2, 3]);
}

#[test]
fn vector_reduction_optional_accumulator() {
    let def = OpDefinition::new("vector.reduction")
        .attribute("kind")
        .operand("vector")
        .operand_group("acc", GroupKind::Optional)
        .optional_attribute("fastmath")
        .result("dest")
        .with_trait(OpTrait::types_match_with("dest", "acc"));
    let p = read(
        "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) \
         `into` type($dest)",
        &def,
    );
    assert_eq!(
        p.operand_types,
        [Written, TypeSource::Same(TypeRef::Result(0))]
    );
}

#[test]
fn inferred_results_when_the_format_writes_none() {
    // vector.shuffle.
    let def = OpDefinition::new("vector.shuffle")
        .operand("v1")
        .operand("v2")
        .inherent_attr(InherentAttr::required("mask"))
        .result("vector")
        .with_trait(OpTrait::InferTypeOpInterface);
    let p = read("operands $mask attr-dict `:` type(operands)", &def);
    assert_eq!(p.elements[0], Element::Operands);
    assert!(p.all_operands && p.all_operand_types);
    assert_eq!(p.operand_types, [Written, Written]);
    assert_eq!(p.result_types, [TypeSource::Inferred]);
    // Without the interface, MLIR's error.
    let mut plain = def.clone();
    plain.traits = Vec::new().into();
    let e =
        FormatProgram::parse("operands $mask attr-dict `:` type(operands)", &plain).unwrap_err();
    assert!(
        e.message.starts_with("type of result #0, named 'vector'"),
        "{e}"
    );
}

// ---------------------------------------------------------------------------------
// Details

#[test]
fn custom_directive_arguments() {
    let def = operand(
        OpDefinition::new("test.op"),
        "a",
        GroupKind::Optional,
        Some("index"),
    )
    .inherent_attr(dialect_attr("attr", false))
    .result("r")
    .with_regions(Arity::exactly(1))
    .with_region_names(["body"]);
    let p = read(
        "(custom<Head>($a, qualified($attr))^ `x`)? regions type($r) attr-dict \
         custom<Tail>(ref($a), ref(type($r)), ref(attr-dict), ref(regions), \"$_builder.\\\\foo\")",
        &def,
    );
    let Element::Optional(group) = &p.elements[0] else {
        panic!()
    };
    assert_eq!((group.anchor, group.parse_start), (0, 0));
    assert_eq!(
        group.then_elements[0],
        Element::Custom {
            name: "Head".into(),
            args: vec![
                CustomArg::Variable(Variable::Operand(0)),
                CustomArg::Variable(Variable::Attribute(0)),
            ],
        }
    );
    let Some(Element::Custom { args, .. }) = p.elements.last() else {
        panic!()
    };
    let refs = |a: CustomArg| CustomArg::Ref(Box::new(a));
    assert_eq!(
        args,
        &[
            refs(CustomArg::Variable(Variable::Operand(0))),
            refs(CustomArg::Type(TypeTarget::Result(0))),
            refs(CustomArg::AttrDict),
            refs(CustomArg::Regions),
            // Backslashes are dropped, as mlir-tblgen does.
            CustomArg::String("$_builder.foo".into()),
        ]
    );
    assert_eq!(p.used_attributes, [0]);
    // A `ref` is checked where it is met.
    let e = FormatProgram::parse("custom<Tail>(ref($a)) $a type($r) regions attr-dict", &def)
        .unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (17, "operand 'a' must be bound before it is referenced")
    );
    // A string cannot be what anchors a group.
    let e = FormatProgram::parse(
        "(custom<Head>($a, \"x\")^)? type($r) regions attr-dict",
        &def,
    )
    .unwrap_err();
    assert_eq!(
        e.message,
        "only literals, types, and variables can be used within an optional group"
    );

    let all = OpDefinition::new("test.op")
        .operand("x")
        .result("r")
        .with_successors(Arity::at_least(0))
        .with_successor_names(["dests"]);
    let p = read(
        "operands successors type(operands) type(results) attr-dict-with-keyword \
         custom<X>(ref(operands), ref(type(operands)), ref(type(results)), ref(successors), \
         ref(attr-dict))",
        &all,
    );
    let Some(Element::Custom { args, .. }) = p.elements.last() else {
        panic!()
    };
    assert_eq!(
        args,
        &[
            refs(CustomArg::Operands),
            refs(CustomArg::Type(TypeTarget::Operands)),
            refs(CustomArg::Type(TypeTarget::Results)),
            refs(CustomArg::Successors),
            refs(CustomArg::AttrDict),
        ]
    );
    assert_eq!(p.elements[4], AttrDict { with_keyword: true });
    // `custom` may bind the dictionary, operands, successors.
    let p = read("custom<X>(attr-dict, $x, $dests, type($x), type($r))", &all);
    assert_eq!(p.operand_types, [Written]);
    assert_eq!(p.result_types, [Written]);
}

#[test]
fn qualified_types_and_attributes() {
    let def = OpDefinition::new("test.op")
        .operand("x")
        .inherent_attr(dialect_attr("attr", true));
    let p = read(
        "qualified($attr) $x `:` qualified(type($x)) attr-dict",
        &def,
    );
    assert_eq!(
        p.elements,
        [
            Element::QualifiedAttribute(0),
            var_operand(0),
            lit(":"),
            Element::Type {
                target: TypeTarget::Operand(0),
                qualified: true
            },
            ATTR_DICT,
        ]
    );
    // `:` after an unqualified dialect attribute is not ambiguous (it has its own
    // parser), nor after a qualified attribute with a value type, nor when something
    // surely present comes between.
    read("$attr `:` type($x) $x attr-dict", &def);
    let generic = OpDefinition::new("test.op").operand("x").attribute("attr");
    read("qualified($attr) `:` type($x) $x attr-dict", &generic);
    read("qualified($attr) $x `:` type($x) attr-dict", &def);
}

#[test]
fn attr_dict_before_regions() {
    let def = OpDefinition::new("test.op")
        .with_regions(Arity::at_least(1))
        .with_region_names(["first", "rest"]);
    read("attr-dict-with-keyword $first $rest", &def);
    read("attr-dict `x` $first $rest", &def);
    read("$first $rest attr-dict", &def);
    // Any region after the dictionary with only what may be absent between: even a
    // variadic one, which may be absent itself.
    let e = FormatProgram::parse("attr-dict $rest `x` $first", &def).unwrap_err();
    assert_eq!(
        e.message,
        "format ambiguity caused by `attr-dict` directive followed by region `rest`"
    );
    // Past an optional group, which may be absent (its `x` is not invalid).
    let e = FormatProgram::parse("attr-dict (`x` $rest^)? $first", &def).unwrap_err();
    assert!(e.message.ends_with("region `first`"), "{e}");
    let e = FormatProgram::parse("$rest attr-dict ` ` $first", &def).unwrap_err();
    assert!(e.message.ends_with("region `first`"), "{e}");
}

#[test]
fn inverted_group() {
    let def = OpDefinition::new("test.op")
        .inherent_attr(InherentAttr::optional("u").with_syntax(AttrSyntax::Unit));
    let p = read("(`x`) : (`y` $u^)? attr-dict", &def);
    assert_eq!(
        p.elements[0],
        Element::Optional(OptionalGroup {
            then_elements: vec![lit("x")],
            else_elements: vec![lit("y"), var_attr(0)],
            anchor: 1,
            inverted: true,
            parse_start: 0,
        })
    );
    // A then group of only whitespace has nothing to parse.
    let e = FormatProgram::parse("(` `) : (`y` $u^)? attr-dict", &def).unwrap_err();
    assert!(e.message.starts_with("first parsable element"), "{e}");
}

#[test]
fn definitions_without_region_names() {
    let def = OpDefinition::new("test.op").with_regions(Arity::exactly(1));
    let e = FormatProgram::parse("attr-dict", &def).unwrap_err();
    assert_eq!(e.message, "region #0, named '', not found");
    read("regions attr-dict", &def);
}

#[test]
fn literals() {
    assert_eq!(literal_problem(""), Some("literal can't be empty".into()));
    for ok in ["a", "_", ":", "->", "...", "keyword", "a.b$c_1", "+", "*"] {
        assert_eq!(literal_problem(ok), None, "{ok}");
    }
    let def = OpDefinition::new("test.op");
    let p = read("` ` `` `\\n` `->` `...` `x.y` attr-dict", &def);
    assert_eq!(
        p.elements,
        [
            Element::Space,
            NoSpace,
            Element::Newline,
            lit("->"),
            lit("..."),
            lit("x.y"),
            ATTR_DICT
        ]
    );
}

#[test]
fn errors_display_their_place_and_note() {
    let def = OpDefinition::new("test.op").operand("x");
    let e = FormatProgram::parse("attr-dict", &def).unwrap_err();
    assert_eq!(
        e.to_string(),
        "operand #0, named 'x', not found (at byte 0 of the format); suggest adding a '$x' \
         directive to the custom assembly format"
    );
    let e: Box<dyn std::error::Error> = Box::new(e);
    assert!(e.to_string().contains("not found"));
}

#[test]
fn lexing_errors_come_first() {
    // MLIR lexes the token after `type(`... as it consumes `(`: the bad character is
    // reported before what is wrong with the directive.
    let def = OpDefinition::new("test.op");
    let e = FormatProgram::parse("attr-dict type( #", &def).unwrap_err();
    assert_eq!((e.offset, e.message.as_str()), (16, "unexpected character"));
    let e = FormatProgram::parse("attr-dict `x` \"", &def).unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (15, "unexpected end of file in string")
    );
}
