//! What a generated or run-time pattern set carries about the ODS ops of the `.td`
//! files it includes: the compile-time model ([`Operation`]) turned into the
//! runtime's [`OpDefinition`], which the greedy driver registers (as loading a dialect
//! registers all its ops in MLIR) so that ops created without result types get them
//! inferred, dead ops are erased, created ops are verified, and ops print and parse
//! in their custom assembly form.

use super::syntax::{transformer, Transformer};
use super::{Effect, OdsContext, Operation, Trait, VariableLength};
use pdll_runtime::dialect::{
    Arity, GroupKind, InherentAttr, MemoryEffect, MemoryEffects, OpDefinition, OpTrait, ValueGroup,
};

/// The runtime definition of `op`:
/// - operand and result groups keep their names and kinds (`VariadicOfVariadic` is
///   one variadic group, as PDLL sees it); a group of any kind whose constraint has a
///   builder call of a builtin type records that type's text (the runtime infers
///   only single results from it; an assembly format leaves every such type out);
/// - attributes: `OptionalAttr` and `DefaultValuedAttr` ones are not required, each
///   has its assembly-format syntax and, for a `DefaultValuedAttr` whose C++ default
///   is a plain value, that value as MLIR text (see `ods::syntax`; none for a
///   `DefaultValuedOptionalAttr`, whose default MLIR never materializes); the
///   segment-size attributes are implied by their traits, not listed;
/// - the `assemblyFormat`, verbatim (none for an op with a C++ custom form);
/// - the traits the runtime acts on, `TypesMatchWith` with a transform it knows
///   included (see `op_trait`).
pub fn op_definition(op: &Operation) -> OpDefinition {
    OpDefinition {
        name: op.name.clone().into(),
        operands: op.operands.iter().map(value_group).collect(),
        results: op.results.iter().map(value_group).collect(),
        attributes: op
            .attributes
            .iter()
            .map(|a| InherentAttr {
                name: a.name.clone().into(),
                required: !a.optional && a.default_value.is_none(),
                syntax: a.syntax.clone(),
                // A `DefaultValuedOptionalAttr`'s default is only what its C++ getter
                // returns: MLIR neither materializes it on a parsed op nor, then,
                // prints it (`memref.load` without `nontemporal`).
                default_value: a
                    .default_attr
                    .clone()
                    .filter(|_| !a.optional)
                    .map(Into::into),
            })
            .collect(),
        regions: arity(op.regions.iter().map(|r| r.variadic)),
        successors: arity(op.successors.iter().map(|s| s.variadic)),
        region_names: op.regions.iter().map(|r| r.name.clone().into()).collect(),
        successor_names: op
            .successors
            .iter()
            .map(|s| s.name.clone().into())
            .collect(),
        traits: op.traits.iter().filter_map(|t| op_trait(op, t)).collect(),
        effects: effects(op),
        assembly_format: op.assembly_format.clone().map(Into::into),
    }
}

/// The definitions of every op the `.td` includes of a program define, in the order
/// of the ODS model (each include's ops by def name, as TableGen keeps them): a set built from PDLL carries each dialect it includes whole, as
/// MLIR registers every op of a loaded dialect (not only the ops its patterns name),
/// so that the driver erases, verifies and prints the other ops of those dialects as
/// mlir-opt does.
pub fn included_definitions(ods: &OdsContext) -> Vec<OpDefinition> {
    ods.operations.values().map(op_definition).collect()
}

/// `given` followed by the definitions of `derived` whose op `given` does not define:
/// definitions written by hand take precedence over those ODS yields.
pub fn merge_definitions(given: &[OpDefinition], derived: Vec<OpDefinition>) -> Vec<OpDefinition> {
    let mut all = given.to_vec();
    all.extend(
        derived
            .into_iter()
            .filter(|d| !given.iter().any(|g| g.name == d.name)),
    );
    all
}

fn value_group(g: &super::ValueGroup) -> ValueGroup {
    let kind = match g.length {
        VariableLength::Single => GroupKind::Single,
        VariableLength::Optional => GroupKind::Optional,
        VariableLength::Variadic | VariableLength::VariadicOfVariadic => GroupKind::Variadic,
    };
    // `TypeConstraint::getBuilderCall`, on the element constraint of a wrapper.
    let buildable_type = g.buildable_type.clone().map(Into::into);
    ValueGroup {
        name: g.name.clone().into(),
        kind,
        buildable_type,
        segments: g.segment_attr.clone().map(Into::into),
    }
}

/// ODS allows a variadic region or successor only last: the others are the minimum.
fn arity(variadic: impl Iterator<Item = bool>) -> Arity {
    let mut a = Arity::exactly(0);
    for v in variadic {
        if v {
            a.variadic = true;
        } else {
            a.min += 1;
        }
    }
    a
}

/// The runtime trait of `t` (a trait of `op`), if the runtime acts on it:
/// `IsTerminator`, `HasRecursiveMemoryEffects`, `ConstantLike`, the folding traits
/// `IsCommutative`, `IsIdempotent` and `IsInvolution` and `CastOpInterface`,
/// `SameOperandsAndResultType`, `FirstAttrDerivedResultType`, the segment traits and
/// `SameVariadicOperandSize` / `SameVariadicResultSize`,
/// `IsIsolatedFromAbove`, `NoTerminator`, `SingleBlockImplicitTerminator` (when its
/// op is known: [`Operation::implicit_terminator`]), `SymbolOpInterface`,
/// `AllTypesMatch`, and `TypesMatchWith` (also `OptionalTypesMatchWith`,
/// `RangedTypesMatchWith`) whose transformer is the identity or a transform the
/// runtime knows (`ods::syntax::transformer`); other transformers are C++ the
/// runtime cannot run.
fn op_trait(op: &Operation, t: &Trait) -> Option<OpTrait> {
    Some(match t {
        Trait::Native { name, .. } => match name.as_str() {
            "IsTerminator" => OpTrait::IsTerminator,
            "HasRecursiveMemoryEffects" => OpTrait::RecursiveMemoryEffects,
            "ConstantLike" => OpTrait::ConstantLike,
            "IsCommutative" => OpTrait::Commutative,
            "IsIdempotent" => OpTrait::Idempotent,
            "IsInvolution" => OpTrait::Involution,
            "SameOperandsAndResultType" => OpTrait::SameOperandsAndResultType,
            "SameTypeOperands" => OpTrait::SameTypeOperands,
            "FirstAttrDerivedResultType" => OpTrait::FirstAttrDerivedResultType,
            "AttrSizedOperandSegments" => OpTrait::AttrSizedOperandSegments,
            "AttrSizedResultSegments" => OpTrait::AttrSizedResultSegments,
            "IsIsolatedFromAbove" => OpTrait::IsolatedFromAbove,
            "NoTerminator" => OpTrait::NoTerminator,
            _ if name.starts_with("SingleBlockImplicitTerminator<") => {
                OpTrait::SingleBlockImplicitTerminator(op.implicit_terminator.clone()?.into())
            }
            _ => return None,
        },
        // `GenInternalOpTrait`s (traits of the generated C++ only).
        Trait::Other { def_name } if def_name == "FirstAttrDerivedResultType" => {
            OpTrait::FirstAttrDerivedResultType
        }
        Trait::Other { def_name } if def_name == "SameVariadicOperandSize" => {
            OpTrait::SameVariadicOperandSize
        }
        Trait::Other { def_name } if def_name == "SameVariadicResultSize" => {
            OpTrait::SameVariadicResultSize
        }
        Trait::Interface { interface, .. } if interface == "SymbolOpInterface" => OpTrait::Symbol,
        Trait::Interface { interface, .. } if interface == "CastOpInterface" => {
            OpTrait::CastOpInterface
        }
        Trait::Interface {
            interface,
            namespace,
        } if interface == "InferTypeOpInterface" && namespace == "::mlir" => {
            OpTrait::InferTypeOpInterface
        }
        Trait::AllTypesMatch { values } => {
            OpTrait::AllTypesMatch(values.iter().map(|v| v.clone().into()).collect())
        }
        Trait::TypesMatchWith {
            lhs,
            rhs,
            transformer: cpp,
        } => match transformer(cpp)? {
            Transformer::Identity => OpTrait::TypesMatchWith {
                from: lhs.clone().into(),
                to: rhs.clone().into(),
            },
            Transformer::Known(transform) => OpTrait::TypesMatchWithTransform {
                from: lhs.clone().into(),
                to: rhs.clone().into(),
                transform,
            },
        },
        _ => return None,
    })
}

/// The op's effects and those of its operands and results; unknown when ODS declares
/// none at all (no `MemoryEffectOpInterface`), as for an op MLIR would not know.
fn effects(op: &Operation) -> MemoryEffects {
    let mut declared = false;
    let mut list = Vec::new();
    for t in &op.traits {
        if let Trait::MemoryEffects { effects } = t {
            declared = true;
            list.extend(effects.iter().map(|e| memory_effect(e, None)));
        }
    }
    for g in &op.operands {
        declared |= !g.effects.is_empty();
        list.extend(g.effects.iter().map(|e| memory_effect(e, None)));
    }
    for (i, g) in op.results.iter().enumerate() {
        declared |= !g.effects.is_empty();
        list.extend(g.effects.iter().map(|e| memory_effect(e, Some(i as u32))));
    }
    if !declared {
        return MemoryEffects::Unknown;
    }
    list.dedup();
    MemoryEffects::Declared(list.into())
}

/// `on_result`: the result group the effect is declared on, if any.
fn memory_effect(e: &Effect, on_result: Option<u32>) -> MemoryEffect {
    match e.name.as_str() {
        "Read" | "MemRead" => MemoryEffect::Read,
        "Allocate" | "MemAlloc" => MemoryEffect::Allocate(on_result),
        "Free" | "MemFree" => MemoryEffect::Free,
        // `Write` and any effect the runtime does not know: keeping the op alive is
        // the safe reading.
        _ => MemoryEffect::Write,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;
    use crate::syntax::{parse_str, ParseOptions};
    use std::path::PathBuf;

    /// The ODS context of the module of `text` with `dirs` as include directories.
    fn compile(text: &str, dirs: Vec<PathBuf>) -> OdsContext {
        let options = ParseOptions {
            include_dirs: dirs,
            ..ParseOptions::default()
        };
        let (module, diags) = parse_str("t.pdll", text, &options, &mut SourceMap::new());
        assert!(diags.is_empty(), "{diags:?}");
        (*module.unwrap().ods).clone()
    }

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
                "ods::runtime: SKIPPED: MLIR's ODS files are not in {} (install \
                 libmlir-19-dev or set MLIR_INCLUDE_DIR)",
                dir.display()
            );
            None
        }
    }

    fn mini_td() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/td")
    }

    #[test]
    fn every_op_of_an_included_dialect_is_defined() {
        let ods = compile(
            "#include \"mini.td\"\n\
             Pattern { let a = op<mini.add>(x: Value, y: Value); \
             replace a with op<mini.split>(x); }",
            vec![mini_td()],
        );
        // A set carries every op of what it includes, used or not.
        let defs = included_definitions(&ods);
        let names: Vec<_> = defs.iter().map(|d| d.name.as_ref()).collect();
        assert_eq!(names, ["mini.add", "mini.sink", "mini.split"]);
        let add = &defs[0];
        let operands: Vec<_> = add.operands.iter().map(|g| g.name.as_ref()).collect();
        assert_eq!(operands, ["lhs", "rhs"]);
        assert!(add.has_trait(&OpTrait::SameOperandsAndResultType));
        assert_eq!(add.effects, MemoryEffects::Unknown, "no effects declared");
        let split = &defs[2];
        let kinds: Vec<_> = split.results.iter().map(|g| g.kind).collect();
        assert_eq!(kinds, [GroupKind::Single, GroupKind::Variadic]);
    }

    #[test]
    fn definitions_written_by_hand_take_precedence() {
        let given = vec![OpDefinition::new("mini.add").with_effects(MemoryEffects::NONE)];
        let derived = vec![
            OpDefinition::new("mini.add"),
            OpDefinition::new("mini.split"),
        ];
        let all = merge_definitions(&given, derived);
        assert_eq!(all.len(), 2);
        assert_eq!(all[0].effects, MemoryEffects::NONE);
        assert_eq!(all[1].name, "mini.split");
    }

    #[test]
    fn arith_ops_as_mlir_registers_them() {
        let Some(dir) = mlir_include() else { return };
        let ods = compile(
            "#include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n",
            vec![dir],
        );
        let def = |n: &str| op_definition(ods.operation(n).unwrap());
        let addi = def("arith.addi");
        assert_eq!(addi.operands.len(), 2);
        assert!(addi.has_trait(&OpTrait::SameOperandsAndResultType));
        assert_eq!(addi.effects, MemoryEffects::NONE, "Pure");
        // `overflowFlags` is a `DefaultValuedAttr`.
        assert_eq!(addi.attributes.len(), 1);
        assert!(!addi.attributes[0].required);
        let constant = def("arith.constant");
        assert!(constant.has_trait(&OpTrait::ConstantLike));
        assert!(constant.attributes[0].required, "`value`");
        let select = def("arith.select");
        let all_match = select.traits.iter().find_map(|t| match t {
            OpTrait::AllTypesMatch(names) => Some(names.to_vec()),
            _ => None,
        });
        assert_eq!(all_match.unwrap(), ["true_value", "false_value", "result"]);
        let cmpi = def("arith.cmpi");
        assert!(cmpi.attributes[0].required, "`predicate`");
        // `BoolLike` has no builder: the result's type comes from C++ inference.
        assert_eq!(cmpi.results[0].buildable_type, None);
    }

    #[test]
    fn memref_effects_and_segments() {
        let Some(dir) = mlir_include() else { return };
        let ods = compile(
            "#include \"mlir/Dialect/MemRef/IR/MemRefOps.td\"\n",
            vec![dir],
        );
        let def = |n: &str| op_definition(ods.operation(n).unwrap());
        let alloc = def("memref.alloc");
        assert!(alloc.has_trait(&OpTrait::AttrSizedOperandSegments));
        let kinds: Vec<_> = alloc.operands.iter().map(|g| g.kind).collect();
        assert_eq!(kinds, [GroupKind::Variadic, GroupKind::Variadic]);
        assert!(
            alloc
                .attributes
                .iter()
                .all(|a| a.name != "operandSegmentSizes"),
            "implied by the trait"
        );
        assert_eq!(
            alloc.effects,
            MemoryEffects::Declared(vec![MemoryEffect::Allocate(Some(0))].into())
        );
        assert!(alloc.effects.removable_when_unused());
        let load = def("memref.load");
        assert_eq!(
            load.effects,
            MemoryEffects::Declared(vec![MemoryEffect::Read].into())
        );
        let store = def("memref.store");
        assert!(!store.effects.removable_when_unused());
        let alloca_scope = def("memref.alloca_scope");
        assert!(alloca_scope.has_trait(&OpTrait::RecursiveMemoryEffects));
        assert_eq!(alloca_scope.regions, Arity::exactly(1));
    }
}
