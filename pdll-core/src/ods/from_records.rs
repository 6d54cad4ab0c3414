//! From TableGen records (`pdll-tablegen`'s [`RecordKeeper`]) to the ODS model,
//! reading the records as `mlir-tblgen`'s `Operator` and mlir-pdll's
//! `processTdIncludeRecords` read them.
//!
//! - every def derived from `Op` is an [`Operation`] named `dialect.mnemonic` (the
//!   dialect def's `name` and the op's `opName`); its `arguments` dag gives operands
//!   (type constraints, unwrapped from `Arg<...>`), attributes (`Attr` defs; ODS
//!   properties are not attributes and are left out, as mlir-pdll does), its
//!   `results`, `regions` and `successors` dags the rest; `traits` is flattened as
//!   `Operator` does (trait lists expanded, interfaces preceded by their base
//!   interfaces, duplicates dropped);
//! - every dialect `EnumAttr` of a `BitEnumAttr` written `` `<` $value `>` `` is a
//!   bit-enum definition for the runtime (`syntax::bit_enum`);
//! - every non-anonymous def derived from `Attr` or `Type`, and every op, attribute
//!   or type interface (not `DeclareInterfaceMethods`), is a [`ConstraintDef`].

use super::builtin::{buildable_type_text, builder_call_type_text};
use super::syntax;
use super::{
    AttributeArg, ConstraintDef, ConstraintKind, Dialect, Effect, OdsContext, Operation, RegionArg,
    SuccessorArg, Trait, ValueGroup, VariableLength,
};
use crate::source::Span;
use pdll_tablegen::{Init, Loc, Mark, Record, RecordKeeper};
use std::cell::OnceCell;
use std::collections::{HashMap, HashSet};

/// What one `.td` include defines.
#[derive(Debug, Default)]
pub struct Converted {
    /// Dialects, operations and constraint defs.
    pub ods: OdsContext,
    /// The constraint defs' names in mlir-pdll's order: attribute defs, type defs,
    /// then interfaces.
    pub constraints: Vec<String>,
}

/// Converts the defs of `records` made after `since` (the others' definitions are
/// already known); `span` maps a record location to a span in the caller's source
/// map.
pub fn convert(records: &RecordKeeper, since: Mark, span: &dyn Fn(&Loc) -> Span) -> Converted {
    let mut out = Converted::default();
    let reader = Reader {
        records,
        op_classes: OnceCell::new(),
        type_defs: OnceCell::new(),
    };
    for def in records.defs_derived_from_since("Op", since) {
        if let Some(op) = reader.operation(def, span) {
            if let Some(dialect) = def.def_ref("opDialect").and_then(|d| records.def(d)) {
                out.ods.insert_dialect(reader.dialect(dialect));
            }
            out.ods.insert_operation(op);
        }
    }
    for def in records.defs_derived_from_since("EnumAttr", since) {
        if let Some(e) = syntax::bit_enum(records, def) {
            let key = format!("{}.{}", e.dialect, e.mnemonic);
            out.ods.bit_enums.entry(key).or_insert(e);
        }
    }
    let mut add = |def: &Record, kind: ConstraintKind, condition: String| {
        let c = ConstraintDef {
            name: def.name().to_owned(),
            kind,
            summary: def.string("summary").unwrap_or_default().to_owned(),
            condition,
            span: span(&def.loc()),
        };
        if out.ods.insert_constraint(c) {
            out.constraints.push(def.name().to_owned());
        }
    };
    for (class, kind) in [
        ("Attr", ConstraintKind::Attr),
        ("Type", ConstraintKind::Type),
    ] {
        for def in records.defs_derived_from_since(class, since) {
            if !def.is_anonymous() {
                let condition = def
                    .def_ref("predicate")
                    .map(|p| reader.condition(p))
                    .unwrap_or_default();
                add(def, kind, condition);
            }
        }
    }
    for def in records.defs_derived_from_since("Interface", since) {
        if def.is_anonymous() || def.is_subclass_of("DeclareInterfaceMethods") {
            continue;
        }
        let kind = if def.is_subclass_of("OpInterface") {
            ConstraintKind::OpInterface
        } else if def.is_subclass_of("AttrInterface") {
            ConstraintKind::AttrInterface
        } else if def.is_subclass_of("TypeInterface") {
            ConstraintKind::TypeInterface
        } else {
            continue;
        };
        let class = format!(
            "{}::{}",
            def.string("cppNamespace").unwrap_or_default(),
            def.string("cppInterfaceName").unwrap_or_default()
        );
        add(def, kind, format!("::llvm::isa<{class}>($_self)"));
    }
    out
}

struct Reader<'r> {
    records: &'r RecordKeeper,
    /// The MLIR name of every op by its C++ class ([`syntax::op_classes`]), made
    /// when an implicit terminator is first looked up.
    op_classes: OnceCell<HashMap<String, String>>,
    /// The `!dialect.mnemonic` of every `TypeDef` without parameters by its C++
    /// class, made when a dialect type's builder call is first read.
    type_defs: OnceCell<HashMap<String, String>>,
}

impl<'r> Reader<'r> {
    fn def(&self, init: &Init) -> Option<&'r Record> {
        match init {
            Init::Def(name) => self.records.def(name),
            _ => None,
        }
    }

    fn dialect(&self, def: &Record) -> Dialect {
        Dialect {
            name: def.string("name").unwrap_or_default().to_owned(),
            summary: def.string("summary").unwrap_or_default().to_owned(),
            description: def.string("description").unwrap_or_default().to_owned(),
            cpp_namespace: def.string("cppNamespace").unwrap_or_default().to_owned(),
        }
    }

    fn operation(&self, def: &Record, span: &dyn Fn(&Loc) -> Span) -> Option<Operation> {
        let dialect = def
            .def_ref("opDialect")
            .and_then(|d| self.records.def(d))
            .and_then(|d| d.string("name"))
            .unwrap_or_default()
            .to_owned();
        let mnemonic = def.string("opName")?.to_owned();
        let name = if dialect.is_empty() {
            mnemonic.clone()
        } else {
            format!("{dialect}.{mnemonic}")
        };
        let mut operands = Vec::new();
        let mut attributes = Vec::new();
        for (arg, arg_name) in def.dag("arguments").map_or(&[][..], |d| &d.args[..]) {
            let Some(arg_def) = self.def(arg) else {
                continue;
            };
            let (constraint, effects) = self.unwrap_variable(arg_def);
            let arg_name = arg_name.clone().unwrap_or_default();
            if constraint.is_subclass_of("TypeConstraint") {
                operands.push(self.value_group(arg_name, constraint, effects));
            } else if constraint.is_subclass_of("Attr") {
                attributes.push(self.attribute(arg_name, constraint));
            }
        }
        let results = def
            .dag("results")
            .map_or(&[][..], |d| &d.args[..])
            .iter()
            .filter_map(|(res, res_name)| {
                let (constraint, effects) = self.unwrap_variable(self.def(res)?);
                Some(self.value_group(res_name.clone().unwrap_or_default(), constraint, effects))
            })
            .collect::<Vec<_>>();
        let regions = def
            .dag("regions")
            .map_or(&[][..], |d| &d.args[..])
            .iter()
            .filter_map(|(r, n)| {
                let r = self.def(r)?;
                Some(RegionArg {
                    name: n.clone().unwrap_or_default(),
                    variadic: r.is_subclass_of("VariadicRegion"),
                    summary: r.string("summary").unwrap_or_default().to_owned(),
                })
            })
            .collect();
        let successors = def
            .dag("successors")
            .map_or(&[][..], |d| &d.args[..])
            .iter()
            .filter_map(|(s, n)| {
                let s = self.def(s)?;
                Some(SuccessorArg {
                    name: n.clone().unwrap_or_default(),
                    variadic: s.is_subclass_of("VariadicSuccessor"),
                })
            })
            .collect();
        let mut traits = Vec::new();
        let mut seen = HashSet::new();
        self.flatten_traits(def.list("traits").unwrap_or(&[]), &mut seen, &mut traits);
        // `Operator::hasAssemblyFormat`: the field holds a string; OpFormatGen leaves
        // ops with a C++ form alone.
        let has_custom_assembly_format = def.bit("hasCustomAssemblyFormat").unwrap_or(false);
        let assembly_format = def
            .string("assemblyFormat")
            .filter(|_| !has_custom_assembly_format)
            .map(str::to_owned);
        let assembly_format_span = assembly_format
            .as_ref()
            .and_then(|_| def.field_loc("assemblyFormat"))
            .map(|l| span(&l));
        let implicit_terminator = traits.iter().find_map(|t| match t {
            Trait::Native { name, .. } => {
                let class = syntax::implicit_terminator_class(name)?;
                let classes = self
                    .op_classes
                    .get_or_init(|| syntax::op_classes(self.records));
                syntax::resolve_op_class(
                    classes,
                    class,
                    def.string("cppNamespace").unwrap_or_default(),
                )
            }
            _ => None,
        });
        let mut op = Operation {
            name,
            dialect,
            mnemonic,
            def_name: def.name().to_owned(),
            summary: def.string("summary").unwrap_or_default().to_owned(),
            description: def.string("description").unwrap_or_default().to_owned(),
            operands,
            attributes,
            results,
            regions,
            successors,
            traits,
            infers_result_types: false,
            assembly_format,
            assembly_format_span,
            has_custom_assembly_format,
            implicit_terminator,
            span: span(&def.loc()),
        };
        op.infers_result_types = op
            .traits
            .iter()
            .any(|t| t.is_interface("InferTypeOpInterface"))
            || (self.records.def("InferTypeOpInterface").is_some() && derives_result_types(&op));
        Some(op)
    }

    /// `Arg<constraint, desc, decorators>` / `Res<...>`: the constraint and the
    /// memory effects among the decorators; any other def is its own constraint.
    fn unwrap_variable(&self, def: &'r Record) -> (&'r Record, Vec<Effect>) {
        if !def.is_subclass_of("OpVariable") {
            return (def, Vec::new());
        }
        let effects = def
            .list("decorators")
            .unwrap_or(&[])
            .iter()
            .filter_map(|d| self.def(d))
            .filter(|d| d.is_subclass_of("SideEffect"))
            .map(effect)
            .collect();
        let constraint = def
            .def_ref("constraint")
            .and_then(|c| self.records.def(c))
            .unwrap_or(def);
        (constraint, effects)
    }

    fn value_group(&self, name: String, def: &'r Record, effects: Vec<Effect>) -> ValueGroup {
        let length = if def.is_subclass_of("VariadicOfVariadic") {
            VariableLength::VariadicOfVariadic
        } else if def.is_subclass_of("Variadic") {
            VariableLength::Variadic
        } else if def.is_subclass_of("Optional") {
            VariableLength::Optional
        } else {
            VariableLength::Single
        };
        // The element constraint of a wrapper names the group's type best.
        let base = def
            .def_ref("baseType")
            .and_then(|b| self.records.def(b))
            .filter(|_| length.is_variable())
            .unwrap_or(def);
        let builder_call = base.string("builderCall").unwrap_or_default().to_owned();
        let buildable_type = (!builder_call.is_empty())
            .then(|| {
                builder_call_type_text(&builder_call)
                    .or_else(|| buildable_type_text(base.name()))
                    .or_else(|| self.dialect_type_text(&builder_call))
            })
            .flatten();
        ValueGroup {
            name,
            length,
            constraint: base.name().to_owned(),
            summary: def.string("summary").unwrap_or_default().to_owned(),
            builder_call,
            buildable_type,
            effects,
            segment_attr: def.string("segmentAttrName").map(str::to_owned),
        }
    }

    /// The `!dialect.mnemonic` of the dialect type a builder call builds
    /// (`$_builder.getType<::mlir::pdl::OperationType>()`,
    /// `::mlir::pdl::OperationType::get($_builder.getContext())`), when a `TypeDef`
    /// without parameters of the records defines that class.
    fn dialect_type_text(&self, call: &str) -> Option<String> {
        let call: String = call.chars().filter(|c| !c.is_whitespace()).collect();
        let class = match call.strip_prefix("$_builder.getType<") {
            Some(rest) => rest.strip_suffix(">()")?,
            None => call
                .strip_suffix("::get($_builder.getContext())")
                .or_else(|| call.strip_suffix("::get($_ctxt)"))?,
        };
        let class = class.trim_start_matches("::");
        let types = self.type_defs.get_or_init(|| {
            let mut map = HashMap::new();
            for def in self.records.defs_derived_from("TypeDef") {
                let params = def.dag("parameters").is_none_or(|d| d.args.is_empty());
                let (Some(class), Some(name)) =
                    (def.string("cppClassName"), def.string("typeName"))
                else {
                    continue;
                };
                if !params || name.is_empty() || def.string("mnemonic").is_none_or(str::is_empty) {
                    continue;
                }
                // `AttrOrTypeDef::getCppNamespace`: the def's, else its dialect's.
                let namespace = def
                    .string("cppNamespace")
                    .or_else(|| {
                        self.records
                            .def(def.def_ref("dialect")?)?
                            .string("cppNamespace")
                    })
                    .unwrap_or_default()
                    .trim_start_matches("::");
                map.entry(format!("{namespace}::{class}"))
                    .or_insert_with(|| format!("!{name}"));
            }
            map
        });
        types.get(class).cloned()
    }

    fn attribute(&self, name: String, def: &'r Record) -> AttributeArg {
        let base = def
            .def_ref("baseAttr")
            .and_then(|b| self.records.def(b))
            .filter(|b| !b.is_anonymous())
            .unwrap_or(def);
        let default_value = def
            .string("defaultValue")
            .filter(|v| !v.is_empty())
            .map(str::to_owned);
        AttributeArg {
            name,
            constraint: base.name().to_owned(),
            summary: def.string("summary").unwrap_or_default().to_owned(),
            optional: def.bit("isOptional").unwrap_or(false),
            default_attr: default_value
                .as_deref()
                .and_then(|cpp| syntax::default_attr_text(self.records, def, cpp)),
            default_value,
            storage_type: def.string("storageType").unwrap_or_default().to_owned(),
            syntax: syntax::attr_syntax(self.records, def),
        }
    }

    fn flatten_traits(&self, list: &[Init], seen: &mut HashSet<String>, out: &mut Vec<Trait>) {
        for init in list {
            let Some(def) = self.def(init) else {
                continue;
            };
            if def.is_subclass_of("TraitList") {
                self.flatten_traits(def.list("traits").unwrap_or(&[]), seen, out);
                continue;
            }
            if !seen.insert(def.name().to_owned()) {
                continue;
            }
            if def.is_subclass_of("Interface") {
                self.flatten_traits(def.list("baseInterfaces").unwrap_or(&[]), seen, out);
            }
            out.push(self.trait_of(def));
        }
    }

    fn trait_of(&self, def: &Record) -> Trait {
        let s = |f: &str| def.string(f).unwrap_or_default().to_owned();
        if def.is_subclass_of("SideEffectsTraitBase")
            && def
                .string("baseEffectName")
                .is_some_and(|b| b.contains("MemoryEffects"))
        {
            let effects = def
                .list("effects")
                .unwrap_or(&[])
                .iter()
                .filter_map(|e| self.def(e))
                .map(effect)
                .collect();
            return Trait::MemoryEffects { effects };
        }
        if def.is_subclass_of("AllTypesMatch") {
            let values = def
                .list("values")
                .unwrap_or(&[])
                .iter()
                .filter_map(|v| match v {
                    Init::String(s) | Init::Code(s) => Some(s.clone()),
                    _ => None,
                })
                .collect();
            return Trait::AllTypesMatch { values };
        }
        if def.is_subclass_of("TypesMatchWith") {
            return Trait::TypesMatchWith {
                lhs: s("lhs"),
                rhs: s("rhs"),
                transformer: s("transformer"),
            };
        }
        if def.is_subclass_of("InterfaceTrait") {
            let interface = match def.string("cppInterfaceName") {
                Some(name) => name.to_owned(),
                None => s("trait").trim_end_matches("::Trait").to_owned(),
            };
            return Trait::Interface {
                interface,
                namespace: s("cppNamespace"),
            };
        }
        if def.is_subclass_of("NativeTrait") {
            return Trait::Native {
                name: s("trait"),
                namespace: s("cppNamespace"),
            };
        }
        if def.is_subclass_of("PredTrait") {
            let summary = def
                .string("summary")
                .or_else(|| def.string("description"))
                .unwrap_or_default()
                .to_owned();
            return Trait::Predicate { summary };
        }
        Trait::Other {
            def_name: def.name().to_owned(),
        }
    }

    /// The C++ condition of a predicate def: `CPred`s joined by their combiners
    /// (`$_self` stands for the value); other predicate forms give an empty string.
    fn condition(&self, pred: &str) -> String {
        let Some(def) = self.records.def(pred) else {
            return String::new();
        };
        if let Some(expr) = def.string("predExpr") {
            return expr.to_owned();
        }
        let children: Vec<String> = def
            .list("children")
            .unwrap_or(&[])
            .iter()
            .filter_map(|c| match c {
                Init::Def(name) => Some(self.condition(name)),
                _ => None,
            })
            .collect();
        match def.def_ref("kind") {
            Some("PredCombinerAnd") => format!("({})", children.join(" && ")),
            Some("PredCombinerOr") => format!("({})", children.join(" || ")),
            Some("PredCombinerNot") => format!("!({})", children.join("")),
            _ => String::new(),
        }
    }
}

/// A side effect def (`MemRead`, `MemAlloc<Resource>`, ...): its C++ effect's last
/// name (`Read`, `Write`, `Allocate`, `Free`) and resource unless the default one.
fn effect(def: &Record) -> Effect {
    let last = |s: &str| s.rsplit("::").next().unwrap_or(s).to_owned();
    Effect {
        name: last(def.string("effect").unwrap_or(def.name())),
        resource: def
            .string("resource")
            .filter(|r| !r.ends_with("DefaultResource"))
            .map(last),
    }
}

/// Whether ODS derives the op's result types (then `mlir-tblgen` gives the op
/// `InferTypeOpInterface`): no variable-length result, and every result's type
/// follows from `SameOperandsAndResultType` (with a single operand to take it from),
/// or through `AllTypesMatch` / `TypesMatchWith` from a single operand or an
/// attribute, or from a buildable type.
fn derives_result_types(op: &Operation) -> bool {
    if op.results.is_empty() || op.results.iter().any(|r| r.length.is_variable()) {
        return false;
    }
    if op.has_trait("::mlir::OpTrait::SameOperandsAndResultType") {
        return op.operands.iter().any(|o| !o.length.is_variable());
    }
    let mut known: HashSet<&str> = op
        .operands
        .iter()
        .filter(|o| !o.length.is_variable())
        .map(|o| o.name.as_str())
        .chain(op.attributes.iter().map(|a| a.name.as_str()))
        .chain(
            op.results
                .iter()
                .filter(|r| !r.builder_call.is_empty())
                .map(|r| r.name.as_str()),
        )
        .collect();
    loop {
        let before = known.len();
        for t in &op.traits {
            match t {
                Trait::AllTypesMatch { values }
                    if values.iter().any(|v| known.contains(v.as_str())) =>
                {
                    known.extend(values.iter().map(String::as_str));
                }
                Trait::TypesMatchWith { lhs, rhs, .. } if known.contains(lhs.as_str()) => {
                    known.insert(rhs.as_str());
                }
                _ => {}
            }
        }
        if known.len() == before {
            break;
        }
    }
    op.results.iter().all(|r| known.contains(r.name.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::op::tests::{group, op};

    #[test]
    fn result_types_derive_as_tblgen_derives_them() {
        use VariableLength::*;
        let same = Trait::Native {
            name: "SameOperandsAndResultType".into(),
            namespace: "::mlir::OpTrait".into(),
        };
        let o = op(
            "t.a",
            vec![group("x", Single)],
            vec![group("r", Single)],
            vec![same.clone()],
        );
        assert!(derives_result_types(&o));
        let o = op(
            "t.a",
            vec![group("x", Variadic)],
            vec![group("r", Single)],
            vec![same],
        );
        assert!(
            !derives_result_types(&o),
            "no single operand to take the type from"
        );
        let matching = Trait::AllTypesMatch {
            values: vec!["x".into(), "r".into()],
        };
        let o = op(
            "t.b",
            vec![group("x", Single)],
            vec![group("r", Single)],
            vec![matching],
        );
        assert!(derives_result_types(&o));
        let mut built = group("flag", Single);
        built.builder_call = "$_builder.getI1Type()".into();
        let o = op("t.c", vec![], vec![built], vec![]);
        assert!(derives_result_types(&o));
        let o = op(
            "t.d",
            vec![group("x", Single)],
            vec![group("r", Single)],
            vec![],
        );
        assert!(!derives_result_types(&o));
        let o = op("t.e", vec![], vec![group("r", Variadic)], vec![]);
        assert!(!derives_result_types(&o));
    }
}
