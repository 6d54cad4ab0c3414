//! The op definitions a generated set hands to the runtime
//! ([`PatternSet::op_definitions`](pdll_runtime::PatternSet::op_definitions)): emitted
//! as one `static` table of struct literals, so a set carries them without building
//! anything at run time.

use super::runtime::RuntimePath;
use pdll_runtime::dialect::{
    Arity, AttrSyntax, BitCaseKind, BitEnumDef, GroupKind, InherentAttr, MemoryEffect,
    MemoryEffects, OpDefinition, OpTrait, TypeTransform, ValueGroup,
};
use proc_macro2::TokenStream;
use quote::quote;

/// `::std::borrow::Cow::Borrowed(s)`.
fn text(s: &str) -> TokenStream {
    quote!(::std::borrow::Cow::Borrowed(#s))
}

/// `::std::borrow::Cow::Borrowed(&[items])`.
fn slice(items: impl IntoIterator<Item = TokenStream>) -> TokenStream {
    let items = items.into_iter();
    quote!(::std::borrow::Cow::Borrowed(&[#(#items),*]))
}

fn group(rt: &RuntimePath, g: &ValueGroup) -> TokenStream {
    let name = text(&g.name);
    let kind = match g.kind {
        GroupKind::Single => quote!(Single),
        GroupKind::Optional => quote!(Optional),
        GroupKind::Variadic => quote!(Variadic),
    };
    let buildable = optional_text(g.buildable_type.as_deref());
    let segments = optional_text(g.segments.as_deref());
    quote! {
        #rt::dialect::ValueGroup {
            name: #name,
            kind: #rt::dialect::GroupKind::#kind,
            buildable_type: #buildable,
            segments: #segments,
        }
    }
}

/// `Some(Cow::Borrowed(s))` or `None`.
fn optional_text(s: Option<&str>) -> TokenStream {
    match s {
        Some(s) => {
            let s = text(s);
            quote!(::std::option::Option::Some(#s))
        }
        None => quote!(::std::option::Option::None),
    }
}

fn attribute(rt: &RuntimePath, a: &InherentAttr) -> TokenStream {
    let name = text(&a.name);
    let required = a.required;
    let syntax = attr_syntax(rt, &a.syntax);
    let default_value = optional_text(a.default_value.as_deref());
    quote! {
        #rt::dialect::InherentAttr {
            name: #name,
            required: #required,
            syntax: #syntax,
            default_value: #default_value,
        }
    }
}

fn attr_syntax(rt: &RuntimePath, s: &AttrSyntax) -> TokenStream {
    match s {
        AttrSyntax::Generic => quote!(#rt::dialect::AttrSyntax::Generic),
        AttrSyntax::WithoutType(ty) => {
            let ty = text(ty);
            quote!(#rt::dialect::AttrSyntax::WithoutType(#ty))
        }
        AttrSyntax::DenseArray(ty) => {
            let ty = text(ty);
            quote!(#rt::dialect::AttrSyntax::DenseArray(#ty))
        }
        AttrSyntax::Unit => quote!(#rt::dialect::AttrSyntax::Unit),
        AttrSyntax::SymbolName => quote!(#rt::dialect::AttrSyntax::SymbolName),
        AttrSyntax::Type => quote!(#rt::dialect::AttrSyntax::Type),
        AttrSyntax::IntEnum { ty, cases } => {
            let ty = text(ty);
            let cases = slice(cases.iter().map(|c| {
                let (k, v) = (c.keyword.as_ref(), c.value);
                quote!(#rt::dialect::EnumCase::new(#k, #v))
            }));
            quote!(#rt::dialect::AttrSyntax::IntEnum { ty: #ty, cases: #cases })
        }
        AttrSyntax::DialectEnum {
            dialect,
            mnemonic,
            cases,
        } => {
            let (d, m) = (text(dialect), text(mnemonic));
            let cases = slice(cases.iter().map(|c| {
                let (k, v) = (c.keyword.as_ref(), c.value);
                quote!(#rt::dialect::EnumCase::new(#k, #v))
            }));
            quote!(#rt::dialect::AttrSyntax::DialectEnum { dialect: #d, mnemonic: #m, cases: #cases })
        }
        AttrSyntax::Dialect { dialect, mnemonic } => {
            let (d, m) = (text(dialect), text(mnemonic));
            quote!(#rt::dialect::AttrSyntax::Dialect { dialect: #d, mnemonic: #m })
        }
    }
}

fn arity(rt: &RuntimePath, a: Arity) -> TokenStream {
    let (min, variadic) = (a.min, a.variadic);
    quote!(#rt::dialect::Arity { min: #min, variadic: #variadic })
}

fn op_trait(rt: &RuntimePath, t: &OpTrait) -> TokenStream {
    let simple = |v: TokenStream| quote!(#rt::dialect::OpTrait::#v);
    match t {
        OpTrait::IsTerminator => simple(quote!(IsTerminator)),
        OpTrait::Symbol => simple(quote!(Symbol)),
        OpTrait::RecursiveMemoryEffects => simple(quote!(RecursiveMemoryEffects)),
        OpTrait::ConstantLike => simple(quote!(ConstantLike)),
        OpTrait::Commutative => simple(quote!(Commutative)),
        OpTrait::Idempotent => simple(quote!(Idempotent)),
        OpTrait::Involution => simple(quote!(Involution)),
        OpTrait::CastOpInterface => simple(quote!(CastOpInterface)),
        OpTrait::SameOperandsAndResultType => simple(quote!(SameOperandsAndResultType)),
        OpTrait::SameTypeOperands => simple(quote!(SameTypeOperands)),
        OpTrait::InferTypeOpInterface => simple(quote!(InferTypeOpInterface)),
        OpTrait::FirstAttrDerivedResultType => simple(quote!(FirstAttrDerivedResultType)),
        OpTrait::AttrSizedOperandSegments => simple(quote!(AttrSizedOperandSegments)),
        OpTrait::AttrSizedResultSegments => simple(quote!(AttrSizedResultSegments)),
        OpTrait::SameVariadicOperandSize => simple(quote!(SameVariadicOperandSize)),
        OpTrait::SameVariadicResultSize => simple(quote!(SameVariadicResultSize)),
        OpTrait::TypesMatchWithTransform {
            from,
            to,
            transform,
        } => {
            let (from, to) = (text(from), text(to));
            let transform = match transform {
                TypeTransform::ElementType => quote!(ElementType),
                TypeTransform::I1SameShape => quote!(I1SameShape),
                TypeTransform::FunctionInputs => quote!(FunctionInputs),
                TypeTransform::FunctionResults => quote!(FunctionResults),
                TypeTransform::ElementTypePerElement => quote!(ElementTypePerElement),
                TypeTransform::DoubleTrailingDim => quote!(DoubleTrailingDim),
                TypeTransform::HalveTrailingDim => quote!(HalveTrailingDim),
            };
            quote! {
                #rt::dialect::OpTrait::TypesMatchWithTransform {
                    from: #from,
                    to: #to,
                    transform: #rt::dialect::TypeTransform::#transform,
                }
            }
        }
        OpTrait::IsolatedFromAbove => simple(quote!(IsolatedFromAbove)),
        OpTrait::NoTerminator => simple(quote!(NoTerminator)),
        OpTrait::SingleBlockImplicitTerminator(op) => {
            let op = text(op);
            quote!(#rt::dialect::OpTrait::SingleBlockImplicitTerminator(#op))
        }
        OpTrait::AllTypesMatch(names) => {
            let names = slice(names.iter().map(|n| text(n)));
            quote!(#rt::dialect::OpTrait::AllTypesMatch(#names))
        }
        OpTrait::TypesMatchWith { from, to } => {
            let (from, to) = (text(from), text(to));
            quote!(#rt::dialect::OpTrait::TypesMatchWith { from: #from, to: #to })
        }
    }
}

fn effects(rt: &RuntimePath, e: &MemoryEffects) -> TokenStream {
    match e {
        MemoryEffects::Unknown => quote!(#rt::dialect::MemoryEffects::Unknown),
        MemoryEffects::Declared(list) => {
            let list = slice(list.iter().map(|e| match e {
                MemoryEffect::Read => quote!(#rt::dialect::MemoryEffect::Read),
                MemoryEffect::Write => quote!(#rt::dialect::MemoryEffect::Write),
                MemoryEffect::Free => quote!(#rt::dialect::MemoryEffect::Free),
                MemoryEffect::Allocate(None) => {
                    quote!(#rt::dialect::MemoryEffect::Allocate(::std::option::Option::None))
                }
                MemoryEffect::Allocate(Some(i)) => quote! {
                    #rt::dialect::MemoryEffect::Allocate(::std::option::Option::Some(#i))
                },
            }));
            quote!(#rt::dialect::MemoryEffects::Declared(#list))
        }
    }
}

/// One definition as a struct literal (usable in a `static`).
fn definition(rt: &RuntimePath, d: &OpDefinition) -> TokenStream {
    let name = text(&d.name);
    let operands = slice(d.operands.iter().map(|g| group(rt, g)));
    let results = slice(d.results.iter().map(|g| group(rt, g)));
    let attributes = slice(d.attributes.iter().map(|a| attribute(rt, a)));
    let (regions, successors) = (arity(rt, d.regions), arity(rt, d.successors));
    let region_names = slice(d.region_names.iter().map(|n| text(n)));
    let successor_names = slice(d.successor_names.iter().map(|n| text(n)));
    let traits = slice(d.traits.iter().map(|t| op_trait(rt, t)));
    let effects = effects(rt, &d.effects);
    let assembly_format = optional_text(d.assembly_format.as_deref());
    quote! {
        #rt::dialect::OpDefinition {
            name: #name,
            operands: #operands,
            results: #results,
            attributes: #attributes,
            regions: #regions,
            successors: #successors,
            region_names: #region_names,
            successor_names: #successor_names,
            traits: #traits,
            effects: #effects,
            assembly_format: #assembly_format,
        }
    }
}

/// The set's `op_definitions` method returning `defs` from a `static` table; nothing
/// when `defs` is empty (the trait's default says the same).
pub(crate) fn op_definitions_method(rt: &RuntimePath, defs: &[OpDefinition]) -> TokenStream {
    if defs.is_empty() {
        return TokenStream::new();
    }
    let n = defs.len();
    let items = defs.iter().map(|d| definition(rt, d));
    quote! {
        fn op_definitions(&self) -> &[#rt::dialect::OpDefinition] {
            static DEFINITIONS: [#rt::dialect::OpDefinition; #n] = [#(#items),*];
            &DEFINITIONS
        }
    }
}

/// `pub static NAME: [OpDefinition; N] = [...];`: the table of `defs` as an item of its
/// own, for code that registers definitions without a pattern set
/// ([`Context::register_ops`](pdll_runtime::Context::register_ops)), such as the fuzz
/// crate's table of MLIR's core dialects. `name` must be a Rust identifier.
pub fn op_definitions_static(rt: &RuntimePath, name: &str, defs: &[OpDefinition]) -> TokenStream {
    let name = proc_macro2::Ident::new(name, proc_macro2::Span::call_site());
    let n = defs.len();
    let items = defs.iter().map(|d| definition(rt, d));
    quote! {
        pub static #name: [#rt::dialect::OpDefinition; #n] = [#(#items),*];
    }
}

/// `pub static NAME: [BitEnumDef; N] = [...];`: bit-enum attribute definitions as an
/// item of their own (see [`op_definitions_static`]).
pub fn bit_enums_static(rt: &RuntimePath, name: &str, defs: &[BitEnumDef]) -> TokenStream {
    let name = proc_macro2::Ident::new(name, proc_macro2::Span::call_site());
    let n = defs.len();
    let items = defs.iter().map(|d| {
        let (dialect, mnemonic, enum_name, separator) = (
            text(&d.dialect),
            text(&d.mnemonic),
            text(&d.enum_name),
            text(&d.separator),
        );
        let primary_groups = d.primary_groups;
        let cases = slice(d.cases.iter().map(|c| {
            let (k, v) = (c.keyword.as_ref(), c.value);
            let kind = match c.kind {
                BitCaseKind::Bit => quote!(Bit),
                BitCaseKind::Group => quote!(Group),
                BitCaseKind::Plain => quote!(Plain),
            };
            quote!(#rt::dialect::BitEnumCase::new(#k, #v, #rt::dialect::BitCaseKind::#kind))
        }));
        quote! {
            #rt::dialect::BitEnumDef {
                dialect: #dialect,
                mnemonic: #mnemonic,
                enum_name: #enum_name,
                cases: #cases,
                separator: #separator,
                primary_groups: #primary_groups,
            }
        }
    });
    quote! {
        pub static #name: [#rt::dialect::BitEnumDef; #n] = [#(#items),*];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_static_table_names_its_item() {
        let rt = RuntimePath::parse("pdll_runtime").unwrap();
        let table = op_definitions_static(&rt, "CORE", &[OpDefinition::new("t.a")]);
        let text: String = table
            .to_string()
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        assert!(
            text.starts_with("pubstaticCORE:[pdll_runtime::dialect::OpDefinition;1usize]=["),
            "{text}"
        );
        assert!(
            text.contains("name:::std::borrow::Cow::Borrowed(\"t.a\")"),
            "{text}"
        );
    }

    #[test]
    fn no_definitions_emit_nothing() {
        let rt = RuntimePath::default();
        assert!(op_definitions_method(&rt, &[]).is_empty());
    }

    #[test]
    fn a_definition_becomes_a_static_struct_literal() {
        let rt = RuntimePath::default();
        let def = OpDefinition::new("memref.load")
            .operand("memref")
            .operand_group("indices", GroupKind::Variadic)
            .buildable_result("result", "f32")
            .optional_attribute("nontemporal")
            .with_trait(OpTrait::types_match_with("memref", "result"))
            .with_effects(MemoryEffects::Declared(vec![MemoryEffect::Read].into()));
        let method = op_definitions_method(&rt, &[def]);
        let file: syn::File =
            syn::parse2(quote!(impl X { #method })).unwrap_or_else(|e| panic!("{e}"));
        // Compared without whitespace: the formatter wraps long lines.
        let text: String = prettyplease::unparse(&file)
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        for part in [
            "static DEFINITIONS: [::pdll::runtime::dialect::OpDefinition; 1usize]",
            "name: ::std::borrow::Cow::Borrowed(\"memref.load\")",
            "kind: ::pdll::runtime::dialect::GroupKind::Variadic",
            "buildable_type: ::std::option::Option::Some(::std::borrow::Cow::Borrowed(\"f32\")",
            "::pdll::runtime::dialect::InherentAttr {",
            "required: false",
            "from: ::std::borrow::Cow::Borrowed(\"memref\")",
            "::pdll::runtime::dialect::MemoryEffect::Read",
            "regions: ::pdll::runtime::dialect::Arity {",
        ] {
            let part: String = part.chars().filter(|c| !c.is_whitespace()).collect();
            assert!(text.contains(&part), "{part} not in:\n{text}");
        }
    }

    #[test]
    fn every_syntax_and_transform_is_emitted() {
        use pdll_runtime::dialect::EnumCase;
        let rt = RuntimePath::default();
        let syntaxes = [
            AttrSyntax::Generic,
            AttrSyntax::WithoutType("i64".into()),
            AttrSyntax::DenseArray("i32".into()),
            AttrSyntax::Unit,
            AttrSyntax::SymbolName,
            AttrSyntax::Type,
            AttrSyntax::IntEnum {
                ty: "i64".into(),
                cases: vec![EnumCase::new("eq", 0), EnumCase::new("slt", 2)].into(),
            },
            AttrSyntax::Dialect {
                dialect: "arith".into(),
                mnemonic: "fastmath".into(),
            },
            AttrSyntax::DialectEnum {
                dialect: "index".into(),
                mnemonic: "cmp_predicate".into(),
                cases: vec![EnumCase::new("slt", 2)].into(),
            },
        ];
        let transforms = [
            TypeTransform::ElementType,
            TypeTransform::I1SameShape,
            TypeTransform::FunctionInputs,
            TypeTransform::FunctionResults,
            TypeTransform::ElementTypePerElement,
            TypeTransform::DoubleTrailingDim,
            TypeTransform::HalveTrailingDim,
        ];
        let mut def = OpDefinition::new("t.all")
            .operand("a")
            .result("b")
            .with_assembly_format("$a attr-dict `:` type($b)")
            .with_trait(OpTrait::SingleBlockImplicitTerminator("t.yield".into()));
        for (i, s) in syntaxes.iter().enumerate() {
            def = def.inherent_attr(
                InherentAttr::optional("x")
                    .with_syntax(s.clone())
                    .with_default(format!("{i} : i64")),
            );
        }
        for t in transforms {
            def = def.with_trait(OpTrait::TypesMatchWithTransform {
                from: "a".into(),
                to: "b".into(),
                transform: t,
            });
        }
        let method = op_definitions_method(&rt, &[def]);
        let file: syn::File =
            syn::parse2(quote!(impl X { #method })).unwrap_or_else(|e| panic!("{e}"));
        // Without whitespace and the trailing commas the formatter adds.
        let text: String = prettyplease::unparse(&file)
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .replace(",)", ")")
            .replace(",}", "}");
        for part in [
            "AttrSyntax::WithoutType(::std::borrow::Cow::Borrowed(\"i64\"))",
            "AttrSyntax::DenseArray(::std::borrow::Cow::Borrowed(\"i32\"))",
            "AttrSyntax::IntEnum{ty:::std::borrow::Cow::Borrowed(\"i64\")",
            "EnumCase::new(\"slt\",2i64)",
            "AttrSyntax::Dialect{dialect:::std::borrow::Cow::Borrowed(\"arith\")",
            "AttrSyntax::DialectEnum{dialect:::std::borrow::Cow::Borrowed(\"index\")",
            "default_value:::std::option::Option::Some(::std::borrow::Cow::Borrowed(\"7:i64\"))",
            "TypeTransform::HalveTrailingDim",
            "TypeTransform::ElementTypePerElement",
            "SingleBlockImplicitTerminator(::std::borrow::Cow::Borrowed(\"t.yield\"))",
            "assembly_format:::std::option::Option::Some(::std::borrow::Cow::Borrowed(\"$aattr-dict`:`type($b)\"))",
        ] {
            assert!(text.contains(part), "{part} not in:\n{text}");
        }
    }
}
