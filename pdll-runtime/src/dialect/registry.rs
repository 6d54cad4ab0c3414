//! The registered ops of a [`Context`]: each [`OpDefinition`] with what the runtime
//! derives from it once (interned names, parsed types), and the result-type inference
//! functions users register per op name.

use super::definition::{MemoryEffects, OpDefinition, OpTrait};
use super::BitEnumDef;
use crate::attributes::Attribute;
use crate::ident::Identifier;
use crate::ir::{Ir, Op, OpName, Value};
use crate::types::Type;
use crate::Context;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::fmt;
use std::sync::Arc;

/// A user's result-type inference for one op name (as MLIR's `inferReturnTypes`): given
/// the operands and the attribute dictionary of the op to create (inherent attributes
/// included), the result types, or why there are none. Registered with
/// [`Context::register_result_type_inference`].
pub type InferResultTypesFn =
    Arc<dyn Fn(&mut Context, &Ir, &[Value], Attribute) -> Result<Vec<Type>, String> + Send + Sync>;

/// Why a definition was not registered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegistryError {
    /// Another, different definition has this op name.
    Conflict {
        /// The op name.
        op: String,
    },
    /// A buildable result type does not parse.
    BadBuildableType {
        /// The op name.
        op: String,
        /// The result group.
        group: String,
        /// The parser's message.
        message: String,
    },
    /// The default value of an attribute does not parse.
    BadDefault {
        /// The op name.
        op: String,
        /// The attribute.
        attr: String,
        /// The parser's message.
        message: String,
    },
    /// The assembly format is not valid for the definition.
    BadFormat {
        /// The op name.
        op: String,
        /// Where in the format text (a byte offset).
        offset: usize,
        /// What is wrong.
        message: String,
    },
    /// A trait names an operand, result or attribute the op does not have.
    UnknownName {
        /// The op name.
        op: String,
        /// The name.
        name: String,
    },
}

impl fmt::Display for RegistryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegistryError::Conflict { op } => {
                write!(f, "op `{op}` is already registered with another definition")
            }
            RegistryError::BadBuildableType { op, group, message } => write!(
                f,
                "op `{op}`: the buildable type of result `{group}` does not parse: {message}"
            ),
            RegistryError::BadDefault { op, attr, message } => write!(
                f,
                "op `{op}`: the default value of attribute `{attr}` does not parse: {message}"
            ),
            RegistryError::BadFormat {
                op,
                offset,
                message,
            } => write!(f, "op `{op}`: assembly format, at byte {offset}: {message}"),
            RegistryError::UnknownName { op, name } => write!(
                f,
                "op `{op}`: a trait names `{name}`, which is no operand, result or attribute \
                 of the op"
            ),
        }
    }
}

impl std::error::Error for RegistryError {}

/// A definition registered in a context, with what is derived from it once.
#[derive(Clone, Debug)]
pub(crate) struct RegisteredOp {
    pub def: OpDefinition,
    /// The names that go to the properties: the inherent attributes and the segment
    /// sizes.
    pub inherent: SmallVec<[Identifier; 4]>,
    /// Per result group, its buildable type, parsed.
    pub buildable: SmallVec<[Option<Type>; 2]>,
    /// `operandSegmentSizes`, if the op has `AttrSizedOperandSegments`.
    pub operand_segments: Option<Identifier>,
    /// `resultSegmentSizes`, if the op has `AttrSizedResultSegments`.
    pub result_segments: Option<Identifier>,
    /// The declared effects allow erasing the op itself when unused (the nested ops
    /// of a `RecursiveMemoryEffects` op are checked apart).
    pub removable: bool,
    /// `RecursiveMemoryEffects`.
    pub recursive: bool,
    /// A terminator or a symbol: never trivially dead.
    pub pinned: bool,
    /// `IsTerminator`.
    pub terminator: bool,
    /// The default values of default-valued inherent attributes, parsed.
    pub defaults: SmallVec<[(Identifier, Attribute); 1]>,
    /// `ConstantLike`.
    pub constant_like: bool,
    /// The traits MLIR folds by (`Commutative`, `Idempotent`, `Involution`).
    pub fold_traits: FoldTraits,
}

/// The folding traits of a registered op (MLIR's traits and interfaces with a
/// `foldTrait`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct FoldTraits {
    /// `Commutative`.
    pub commutative: bool,
    /// `Idempotent`.
    pub idempotent: bool,
    /// `Involution`.
    pub involution: bool,
    /// `CastOpInterface`.
    pub cast: bool,
}

impl FoldTraits {
    /// Whether the op has any of them.
    pub fn any(self) -> bool {
        self.commutative || self.idempotent || self.involution || self.cast
    }
}

/// The ops registered in a context.
#[derive(Clone, Default)]
pub(crate) struct OpRegistry {
    by_name: FxHashMap<OpName, u32>,
    ops: Vec<RegisteredOp>,
    inference: FxHashMap<OpName, InferResultTypesFn>,
    /// The memory effects of ops whose effects depend on the op (MLIR's C++
    /// `getEffects`), by name.
    effects: FxHashMap<OpName, MemoryEffectsFn>,
    /// The branch ops' successor-operand knowledge (see [`super::BranchOp`]).
    pub(crate) branches: FxHashMap<OpName, std::sync::Arc<dyn super::BranchOp>>,
    /// Whether some registered op may be erased as trivially dead.
    any_removable: bool,
    /// Whether some registered op is `ConstantLike` or has a folding trait.
    any_foldable: bool,
    /// The registered bit-enum attributes.
    pub(crate) bit_enums: super::BitEnumRegistry,
}

impl fmt::Debug for OpRegistry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpRegistry")
            .field("ops", &self.ops.len())
            .field("inference", &self.inference.len())
            .finish()
    }
}

impl OpRegistry {
    /// The registered op named `name`.
    #[inline]
    pub fn get(&self, name: OpName) -> Option<&RegisteredOp> {
        if self.ops.is_empty() {
            return None;
        }
        self.by_name.get(&name).map(|&i| &self.ops[i as usize])
    }

    /// Whether no op is registered and no inference function either: every op is
    /// unregistered, and the runtime's paths skip all lookups.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.ops.is_empty() && self.inference.is_empty()
    }

    /// The user's inference function for `name`.
    pub fn inference(&self, name: OpName) -> Option<&InferResultTypesFn> {
        if self.inference.is_empty() {
            return None;
        }
        self.inference.get(&name)
    }

    /// Whether `name` is a registered terminator (`IsTerminator`).
    pub fn is_terminator(&self, name: OpName) -> bool {
        self.get(name).is_some_and(|r| r.terminator)
    }

    /// The memory effects registered for ops named `name`, if any.
    pub fn effects_fn(&self, name: OpName) -> Option<MemoryEffectsFn> {
        if self.effects.is_empty() {
            return None;
        }
        self.effects.get(&name).copied()
    }

    /// Whether some registered op may be erased as trivially dead.
    pub fn any_removable(&self) -> bool {
        self.any_removable
    }

    /// Whether some registered op is `ConstantLike` or has a folding trait.
    pub fn any_foldable(&self) -> bool {
        self.any_foldable
    }
}

/// Whether every name a trait uses is an operand, result or attribute of `def`.
fn check_trait_names(def: &OpDefinition) -> Result<(), RegistryError> {
    let known = |n: &str| {
        def.operands.iter().any(|g| g.name == n)
            || def.results.iter().any(|g| g.name == n)
            || def.attributes.iter().any(|a| a.name == n)
    };
    for t in def.traits.iter() {
        let names: Vec<&str> = match t {
            OpTrait::AllTypesMatch(names) => names.iter().map(|n| n.as_ref()).collect(),
            OpTrait::TypesMatchWith { from, to }
            | OpTrait::TypesMatchWithTransform { from, to, .. } => vec![from, to],
            _ => continue,
        };
        if let Some(bad) = names.into_iter().find(|n| !known(n)) {
            return Err(RegistryError::UnknownName {
                op: def.name.to_string(),
                name: bad.to_string(),
            });
        }
    }
    Ok(())
}

impl Context {
    /// Registers a dialect's bit-enum attribute (`#arith.fastmath<...>`): from now on
    /// its bodies are read into MLIR's canonical spelling, in the full form and in
    /// the custom form of ops (see [`crate::dialect::BitEnumDef`]); an unknown
    /// keyword is an error. A definition for the same dialect and mnemonic replaces
    /// the one registered before.
    pub fn register_bit_enum(&mut self, def: BitEnumDef) {
        self.dialect.bit_enums.insert(def);
    }

    /// The bit-enum attribute `#dialect.mnemonic<...>`, if registered.
    pub fn bit_enum(&self, dialect: &str, mnemonic: &str) -> Option<&BitEnumDef> {
        self.dialect.bit_enums.get(dialect, mnemonic)
    }

    /// Registers `def`, as loading a dialect registers its ops in MLIR: from now on
    /// ops of that name are created with their inherent attributes as properties,
    /// may have their result types inferred, are erased by the greedy driver when
    /// trivially dead, and are checked by the verifier (see [`crate::dialect`]).
    /// Registering an equal definition again does nothing; a different one for the
    /// same name is an error, as is a trait naming no operand, result or attribute, or
    /// a buildable type that does not parse.
    pub fn register_op(&mut self, def: OpDefinition) -> Result<OpName, RegistryError> {
        let name = self.intern_op_name(&def.name);
        if let Some(old) = self.dialect.get(name) {
            return if old.def == def {
                Ok(name)
            } else {
                Err(RegistryError::Conflict {
                    op: def.name.to_string(),
                })
            };
        }
        check_trait_names(&def)?;
        let mut buildable = SmallVec::new();
        for g in def.results.iter() {
            buildable.push(match &g.buildable_type {
                Some(text) => {
                    Some(
                        self.parse_type(text)
                            .map_err(|e| RegistryError::BadBuildableType {
                                op: def.name.to_string(),
                                group: g.name.to_string(),
                                message: e.to_string(),
                            })?,
                    )
                }
                None => None,
            });
        }
        let mut defaults = SmallVec::new();
        for a in def.attributes.iter() {
            if let Some(text) = &a.default_value {
                let value = self
                    .parse_attribute(text)
                    .map_err(|e| RegistryError::BadDefault {
                        op: def.name.to_string(),
                        attr: a.name.to_string(),
                        message: e.to_string(),
                    })?;
                defaults.push((self.intern_ident(&a.name), value));
            }
        }
        let format = match &def.assembly_format {
            Some(text) => crate::asm::custom::format::compile(text, &def, self).map_err(|e| {
                RegistryError::BadFormat {
                    op: def.name.to_string(),
                    offset: e.offset,
                    message: e.message,
                }
            })?,
            None => None,
        };
        let operand_segments = def.operand_segments_attr().map(|n| self.intern_ident(n));
        let result_segments = def.result_segments_attr().map(|n| self.intern_ident(n));
        let mut inherent: SmallVec<[Identifier; 4]> = def
            .attributes
            .iter()
            .map(|a| self.interner.ident(&a.name))
            .collect();
        inherent.extend(operand_segments);
        inherent.extend(result_segments);
        let terminator = def.has_trait(&OpTrait::IsTerminator);
        let pinned = terminator || def.has_trait(&OpTrait::Symbol);
        let recursive = def.has_trait(&OpTrait::RecursiveMemoryEffects);
        let removable = def.effects.removable_when_unused();
        let constant_like = def.has_trait(&OpTrait::ConstantLike);
        let fold_traits = FoldTraits {
            commutative: def.has_trait(&OpTrait::Commutative),
            idempotent: def.has_trait(&OpTrait::Idempotent),
            involution: def.has_trait(&OpTrait::Involution),
            cast: def.has_trait(&OpTrait::CastOpInterface),
        };
        let registry = &mut self.dialect;
        registry.any_removable |= !pinned && (removable || recursive);
        registry.any_foldable |= constant_like || fold_traits.any();
        registry.by_name.insert(name, registry.ops.len() as u32);
        registry.ops.push(RegisteredOp {
            def,
            inherent,
            buildable,
            operand_segments,
            result_segments,
            removable,
            recursive,
            pinned,
            terminator,
            defaults,
            constant_like,
            fold_traits,
        });
        if let Some(format) = format {
            self.syntax.set_syntax_if_absent(name, format);
        }
        if let Some((dialect, _)) = self.op_name_str(name).split_once('.') {
            let dialect = dialect.to_string();
            self.syntax.add_dialect(&dialect);
            if self.syntax.mark_hooked(&dialect) {
                // The first op of a core dialect brings what MLIR writes in C++ (also
                // when a syntax of the dialect was registered before it).
                crate::dialects::register_hooks(self, &dialect);
            }
        }
        Ok(name)
    }

    /// Registers each of `defs` (see [`Context::register_op`]); stops at the first
    /// error.
    pub fn register_ops<'d>(
        &mut self,
        defs: impl IntoIterator<Item = &'d OpDefinition>,
    ) -> Result<(), RegistryError> {
        for d in defs {
            self.register_op(d.clone())?;
        }
        Ok(())
    }

    /// The definition registered for `name`, if any.
    pub fn op_definition(&self, name: OpName) -> Option<&OpDefinition> {
        self.dialect.get(name).map(|r| &r.def)
    }

    /// Whether an op named `name` is registered.
    pub fn is_registered_op(&self, name: OpName) -> bool {
        self.dialect.get(name).is_some()
    }

    /// Registers `infer` as the result-type inference of ops named `name` (replacing an
    /// earlier one): used when a rewrite leaves out the result types of such an op and
    /// its definition's traits do not determine them (or it has no definition). See
    /// [`crate::dialect`].
    pub fn register_result_type_inference(
        &mut self,
        name: &str,
        infer: impl Fn(&mut Context, &Ir, &[Value], Attribute) -> Result<Vec<Type>, String>
            + Send
            + Sync
            + 'static,
    ) {
        let name = self.intern_op_name(name);
        self.dialect.inference.insert(name, Arc::new(infer));
    }

    /// Registers `effects` as the memory effects of ops named `name` (replacing an
    /// earlier one), for ops whose effects depend on the op itself, as MLIR's C++
    /// `getEffects` does (`vector.transfer_write` writes memory only when its
    /// destination is a memref). It takes precedence over the definition's
    /// [`MemoryEffects`] where the driver decides whether an op is trivially dead.
    pub fn register_memory_effects(&mut self, name: &str, effects: MemoryEffectsFn) {
        let name = self.intern_op_name(name);
        self.dialect.effects.insert(name, effects);
        self.dialect.any_removable = true;
    }
}

/// The memory effects of one op, computed from it (see
/// [`Context::register_memory_effects`]).
pub type MemoryEffectsFn = fn(&Context, &Ir, Op) -> MemoryEffects;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::{MemoryEffects, OpTrait};

    fn cmpi() -> OpDefinition {
        OpDefinition::new("arith.cmpi")
            .operand("lhs")
            .operand("rhs")
            .buildable_result("result", "i1")
            .attribute("predicate")
            .with_effects(MemoryEffects::NONE)
    }

    #[test]
    fn registering_interns_what_the_runtime_needs() {
        let mut ctx = Context::new();
        let name = ctx.register_op(cmpi()).unwrap();
        let i1 = ctx.parse_type("i1").unwrap();
        let reg = ctx.dialect.get(name).unwrap();
        assert_eq!(reg.buildable.as_slice(), &[Some(i1)]);
        assert_eq!(
            reg.inherent.as_slice(),
            &[ctx.lookup_ident("predicate").unwrap()]
        );
        assert!(reg.removable && !reg.pinned);
        assert!(ctx.dialect.any_removable());
        assert!(ctx.is_registered_op(name));
        assert_eq!(ctx.op_definition(name), Some(&cmpi()));
    }

    #[test]
    fn the_same_definition_twice_is_fine_a_different_one_is_not() {
        let mut ctx = Context::new();
        ctx.register_op(cmpi()).unwrap();
        ctx.register_op(cmpi()).unwrap();
        let e = ctx.register_op(cmpi().operand("extra")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "op `arith.cmpi` is already registered with another definition"
        );
    }

    #[test]
    fn bad_definitions_are_errors_naming_the_problem() {
        let mut ctx = Context::new();
        let e = ctx
            .register_op(OpDefinition::new("t.a").buildable_result("r", "i1<"))
            .unwrap_err();
        assert!(
            e.to_string()
                .starts_with("op `t.a`: the buildable type of result `r` does not parse"),
            "{e}"
        );
        let e = ctx
            .register_op(
                OpDefinition::new("t.b")
                    .operand("x")
                    .with_trait(OpTrait::types_match_with("x", "nope")),
            )
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "op `t.b`: a trait names `nope`, which is no operand, result or attribute of the op"
        );
        assert!(ctx.dialect.is_empty());
    }

    #[test]
    fn inference_functions_are_kept_per_name() {
        let mut ctx = Context::new();
        ctx.register_result_type_inference("t.f", |_, _, _, _| Ok(Vec::new()));
        let name = ctx.lookup_op_name("t.f").unwrap();
        assert!(ctx.dialect.inference(name).is_some());
        assert!(!ctx.dialect.is_empty());
        assert!(!ctx.is_registered_op(name));
    }
}
