//! An ODS operation: its name, operand and result groups, attributes, regions,
//! successors and traits.

use super::Trait;
use crate::source::Span;
use pdll_runtime::dialect::AttrSyntax;

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariableLength {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`).
    Variadic,
    /// Any number of groups of any number (`VariadicOfVariadic<..., "segments">`);
    /// PDLL sees it as one variadic group.
    VariadicOfVariadic,
}

impl VariableLength {
    /// True for every kind but [`VariableLength::Single`].
    pub fn is_variable(self) -> bool {
        self != VariableLength::Single
    }

    /// True when PDLL takes a `ValueRange` (or `TypeRange`) for the group: variadic
    /// groups. An optional group takes a single `Value`, as in mlir-pdll 19.
    pub fn is_range_in_pdll(self) -> bool {
        matches!(
            self,
            VariableLength::Variadic | VariableLength::VariadicOfVariadic
        )
    }

    /// The ODS spelling of the wrapper (`Optional`, `Variadic`, ...), empty for a
    /// single value.
    pub fn wrapper(self) -> &'static str {
        match self {
            VariableLength::Single => "",
            VariableLength::Optional => "Optional",
            VariableLength::Variadic => "Variadic",
            VariableLength::VariadicOfVariadic => "VariadicOfVariadic",
        }
    }
}

/// A memory effect an operation (or one of its operands or results) declares.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Effect {
    /// The effect, as ODS names its def (`MemRead`, `MemWrite`, `MemAlloc`,
    /// `MemFree`, ...).
    pub name: String,
    /// The resource, when ODS names one (e.g. `AutomaticAllocationScopeResource`).
    pub resource: Option<String>,
}

/// An operand group or a result group.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueGroup {
    /// The name (`lhs`, `result`), empty when ODS gives none.
    pub name: String,
    /// How many values it holds.
    pub length: VariableLength,
    /// The name of the type constraint def (`SignlessIntegerLike`, `AnyType`,
    /// `anonymous_12` for an inline one).
    pub constraint: String,
    /// The constraint's summary (`signless-integer-like`).
    pub summary: String,
    /// Whether the constraint's type can be built without context (ODS
    /// `builderCall`, e.g. `I1`, `Index`, `F32`): the C++ call, empty otherwise.
    pub builder_call: String,
    /// The type [`ValueGroup::builder_call`] builds, in MLIR syntax, when it is known:
    /// a builtin type (`i1`, `index`) or a dialect type without parameters defined
    /// by a `TypeDef` of the records (`!pdl.operation`).
    pub buildable_type: Option<String>,
    /// Memory effects on this value (`Arg<AnyMemRef, "", [MemRead]>`).
    pub effects: Vec<Effect>,
    /// For `VariadicOfVariadic<type, "attr">`: the attribute holding the inner
    /// groups' sizes.
    pub segment_attr: Option<String>,
}

/// An attribute argument (an inherent attribute of the op).
#[derive(Clone, Debug, PartialEq)]
pub struct AttributeArg {
    /// The attribute name.
    pub name: String,
    /// The name of the attribute constraint def.
    pub constraint: String,
    /// The constraint's summary.
    pub summary: String,
    /// True for `OptionalAttr<...>` (may be absent).
    pub optional: bool,
    /// The C++ default value of a `DefaultValuedAttr`, if any.
    pub default_value: Option<String>,
    /// [`AttributeArg::default_value`] as MLIR attribute text (`#arith.overflow<none>`,
    /// `0 : i64`), when it is a plain value (see `ods::syntax::default_attr_text`).
    pub default_attr: Option<String>,
    /// The C++ storage type (e.g. `::mlir::IntegerAttr`).
    pub storage_type: String,
    /// How an assembly format writes the attribute, as `mlir-tblgen` decides it from
    /// the constraint (see `ods::syntax::attr_syntax`).
    pub syntax: AttrSyntax,
}

/// A region of an operation.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionArg {
    /// The name, empty when ODS gives none.
    pub name: String,
    /// True for `VariadicRegion<...>`.
    pub variadic: bool,
    /// The region constraint's summary (e.g. `region with 1 blocks`).
    pub summary: String,
}

/// A successor of a terminator.
#[derive(Clone, Debug, PartialEq)]
pub struct SuccessorArg {
    /// The name, empty when ODS gives none.
    pub name: String,
    /// True for `VariadicSuccessor<...>`.
    pub variadic: bool,
}

/// An ODS operation.
#[derive(Clone, Debug, PartialEq)]
pub struct Operation {
    /// The full name, `dialect.mnemonic` (`arith.addi`).
    pub name: String,
    /// The dialect name (`arith`).
    pub dialect: String,
    /// The mnemonic (`addi`).
    pub mnemonic: String,
    /// The name of the TableGen def (`Arith_AddIOp`).
    pub def_name: String,
    /// The one-line summary.
    pub summary: String,
    /// The description (Markdown, as written in the `.td` file, indentation kept).
    pub description: String,
    /// The operand groups, in order.
    pub operands: Vec<ValueGroup>,
    /// The attribute arguments, in order.
    pub attributes: Vec<AttributeArg>,
    /// The result groups, in order.
    pub results: Vec<ValueGroup>,
    /// The regions, in order.
    pub regions: Vec<RegionArg>,
    /// The successors, in order.
    pub successors: Vec<SuccessorArg>,
    /// The traits, flattened (trait lists expanded, interfaces followed by their
    /// base interfaces), without duplicates, in `mlir-tblgen`'s order.
    pub traits: Vec<Trait>,
    /// True when the op implements `InferTypeOpInterface`, declared or derived by ODS
    /// (every result's type follows from operands, attributes or buildable types, as
    /// `mlir-tblgen` decides it).
    pub infers_result_types: bool,
    /// The declarative custom assembly form (ODS `assemblyFormat`), verbatim; `None`
    /// without one, or when the op has a C++ one
    /// ([`Operation::has_custom_assembly_format`]).
    pub assembly_format: Option<String>,
    /// Where `assemblyFormat` got its value (the `let` that set it, in the op's def or
    /// a class it derives from), to report a bad format at its line.
    pub assembly_format_span: Option<Span>,
    /// ODS `hasCustomAssemblyFormat`: the custom form is C++ (`parse` / `print`).
    pub has_custom_assembly_format: bool,
    /// The op a `SingleBlockImplicitTerminator<"Class">` trait names, resolved to its
    /// MLIR name (`scf.yield`) among the ops the records define; `None` without the
    /// trait or when the class is not one of them.
    pub implicit_terminator: Option<String>,
    /// Where the op's def is written (its name, in the `.td` file).
    pub span: Span,
}

impl Operation {
    /// The result group named `name`, or at index `name` (a decimal number): its
    /// index, if there is one.
    pub fn result_group(&self, name: &str) -> Option<usize> {
        if name.starts_with(|c: char| c.is_ascii_digit()) {
            return name
                .parse::<usize>()
                .ok()
                .filter(|&i| i < self.results.len());
        }
        self.results.iter().position(|r| r.name == name)
    }

    /// How many result groups hold exactly one value.
    pub fn single_results(&self) -> usize {
        self.results
            .iter()
            .filter(|r| r.length == VariableLength::Single)
            .count()
    }

    /// Whether the op has the trait whose C++ name is `cpp_name` (fully qualified,
    /// e.g. `::mlir::OpTrait::SameOperandsAndResultType`).
    pub fn has_trait(&self, cpp_name: &str) -> bool {
        self.traits.iter().any(|t| t.cpp_name() == cpp_name)
    }

    /// True when ODS says the op has no memory effects (`Pure`, `NoMemoryEffect`,
    /// `MemoryEffects<[]>`) and none of its operands or results has one; with
    /// `RecursiveMemoryEffects`, the effects are those of the nested ops (not known
    /// statically: false).
    pub fn is_side_effect_free(&self) -> bool {
        let mut declared = false;
        for t in &self.traits {
            match t {
                Trait::MemoryEffects { effects } => {
                    if !effects.is_empty() {
                        return false;
                    }
                    declared = true;
                }
                Trait::Native { name, .. } if name == "HasRecursiveMemoryEffects" => return false,
                _ => {}
            }
        }
        declared
            && self
                .operands
                .iter()
                .chain(&self.results)
                .all(|v| v.effects.is_empty())
    }

    /// True when the op needs the `operandSegmentSizes` property
    /// (`AttrSizedOperandSegments`).
    pub fn has_operand_segments(&self) -> bool {
        self.has_trait("::mlir::OpTrait::AttrSizedOperandSegments")
    }

    /// True when the op needs the `resultSegmentSizes` property
    /// (`AttrSizedResultSegments`).
    pub fn has_result_segments(&self) -> bool {
        self.has_trait("::mlir::OpTrait::AttrSizedResultSegments")
    }

    /// A one-line signature for hover texts:
    /// `arith.addi(lhs: SignlessIntegerLike, rhs: SignlessIntegerLike) -> (result: SignlessIntegerLike)`.
    pub fn signature(&self) -> String {
        fn group(v: &ValueGroup) -> String {
            let ty = if v.length == VariableLength::Single {
                v.constraint.clone()
            } else {
                format!("{}<{}>", v.length.wrapper(), v.constraint)
            };
            if v.name.is_empty() {
                ty
            } else {
                format!("{}: {ty}", v.name)
            }
        }
        let operands: Vec<String> = self.operands.iter().map(group).collect();
        let results: Vec<String> = self.results.iter().map(group).collect();
        let mut s = format!("{}({})", self.name, operands.join(", "));
        if !self.attributes.is_empty() {
            let attrs: Vec<String> = self
                .attributes
                .iter()
                .map(|a| {
                    let q = if a.optional { "?" } else { "" };
                    format!("{}{q}: {}", a.name, a.constraint)
                })
                .collect();
            s.push_str(&format!(" {{{}}}", attrs.join(", ")));
        }
        s.push_str(&format!(" -> ({})", results.join(", ")));
        s
    }

    /// A hover text: signature, summary and description.
    pub fn hover(&self) -> String {
        let mut s = format!("`{}`", self.signature());
        if !self.summary.is_empty() {
            s.push_str("\n\n");
            s.push_str(self.summary.trim());
        }
        let description = unindent(&self.description);
        if !description.is_empty() {
            s.push_str("\n\n");
            s.push_str(&description);
        }
        s
    }
}

/// Removes the indentation common to all non-blank lines, and blank lines at both
/// ends (ODS descriptions are indented code strings).
fn unindent(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let body: Vec<&str> = lines
        .iter()
        .map(|l| {
            if l.len() >= indent {
                &l[indent..]
            } else {
                l.trim_start()
            }
        })
        .map(str::trim_end)
        .collect();
    let start = body
        .iter()
        .position(|l| !l.is_empty())
        .unwrap_or(body.len());
    let end = body
        .iter()
        .rposition(|l| !l.is_empty())
        .map_or(start, |e| e + 1);
    body[start..end].join("\n")
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A value group of `length` named `name` with constraint `AnyType`.
    pub(crate) fn group(name: &str, length: VariableLength) -> ValueGroup {
        ValueGroup {
            name: name.into(),
            length,
            constraint: "AnyType".into(),
            summary: "any type".into(),
            builder_call: String::new(),
            buildable_type: None,
            effects: Vec::new(),
            segment_attr: None,
        }
    }

    /// An operation `name` with the given operand and result groups and traits.
    pub(crate) fn op(
        name: &str,
        operands: Vec<ValueGroup>,
        results: Vec<ValueGroup>,
        traits: Vec<Trait>,
    ) -> Operation {
        let (dialect, mnemonic) = name.split_once('.').unwrap_or(("", name));
        Operation {
            name: name.into(),
            dialect: dialect.into(),
            mnemonic: mnemonic.into(),
            def_name: format!("{mnemonic}Op"),
            summary: "a test op".into(),
            description: "\n    Does things.\n\n      Indented.\n  ".into(),
            operands,
            attributes: Vec::new(),
            results,
            regions: Vec::new(),
            successors: Vec::new(),
            traits,
            infers_result_types: false,
            assembly_format: None,
            assembly_format_span: None,
            has_custom_assembly_format: false,
            implicit_terminator: None,
            span: Span::call_site(),
        }
    }

    #[test]
    fn result_groups_by_name_and_index() {
        use VariableLength::*;
        let o = op(
            "t.split",
            vec![],
            vec![group("low", Single), group("rest", Variadic)],
            vec![],
        );
        assert_eq!(o.result_group("low"), Some(0));
        assert_eq!(o.result_group("rest"), Some(1));
        assert_eq!(o.result_group("1"), Some(1));
        assert_eq!(o.result_group("2"), None);
        assert_eq!(o.result_group("high"), None);
        assert_eq!(o.single_results(), 1);
    }

    #[test]
    fn pdll_reads_optional_groups_as_single_values() {
        assert!(!VariableLength::Optional.is_range_in_pdll());
        assert!(VariableLength::Optional.is_variable());
        assert!(VariableLength::VariadicOfVariadic.is_range_in_pdll());
        assert!(!VariableLength::Single.is_variable());
    }

    #[test]
    fn side_effects_follow_traits_and_value_effects() {
        use VariableLength::*;
        let pure = vec![Trait::MemoryEffects {
            effects: Vec::new(),
        }];
        let mut o = op("t.a", vec![group("x", Single)], vec![], pure.clone());
        assert!(o.is_side_effect_free());
        o.operands[0].effects.push(Effect {
            name: "MemRead".into(),
            resource: None,
        });
        assert!(!o.is_side_effect_free());
        let o = op("t.b", vec![], vec![], vec![]);
        assert!(!o.is_side_effect_free(), "no declaration: effects unknown");
        let recursive = vec![
            pure[0].clone(),
            Trait::Native {
                name: "HasRecursiveMemoryEffects".into(),
                namespace: "::mlir::OpTrait".into(),
            },
        ];
        assert!(!op("t.c", vec![], vec![], recursive).is_side_effect_free());
    }

    #[test]
    fn hover_text() {
        use VariableLength::*;
        let mut o = op(
            "t.add",
            vec![group("lhs", Single), group("rest", Variadic)],
            vec![group("", Optional)],
            vec![],
        );
        o.attributes.push(AttributeArg {
            name: "flags".into(),
            constraint: "I32Attr".into(),
            summary: String::new(),
            optional: true,
            default_value: None,
            default_attr: None,
            storage_type: "::mlir::IntegerAttr".into(),
            syntax: AttrSyntax::WithoutType("i32".into()),
        });
        assert_eq!(
            o.hover(),
            "`t.add(lhs: AnyType, rest: Variadic<AnyType>) {flags?: I32Attr} -> (Optional<AnyType>)`\
             \n\na test op\n\nDoes things.\n\n  Indented."
        );
    }
}
