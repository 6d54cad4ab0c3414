//! The PDL IR: a data model mirroring MLIR's `pdl` dialect.
//!
//! A [`PdlModule`] holds [`PdlPattern`]s. Each pattern owns two arenas: its operations
//! ([`PdlOp`], indexed by [`PdlOpId`]) and its SSA values ([`PdlValue`], indexed by
//! [`PdlValueId`]). The match section is the ordered list [`PdlPattern::match_ops`];
//! the rewrite section is [`PdlRewrite::body`], in the order MLIR prints them. Every
//! value knows the op that defines it, so a consumer (the matcher builder) can walk
//! from the root operation up through operands to their defining ops with plain
//! integer lookups.
//!
//! Differences from the dialect, kept on purpose:
//! - [`PdlPattern::recursion`] keeps PDLL's `recursion` flag, which MLIR 19 drops (the
//!   runtime needs it); the printer leaves it out, as `mlir-pdll` does.
//! - Every op keeps the [`Span`] of the PDLL source it came from.
//! - Literal types and attributes are kept as MLIR text ([`PdlLiteral`]).

use crate::source::Span;
use std::fmt;

/// Index of an operation in [`PdlPattern::ops`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PdlOpId(pub u32);

/// Index of an SSA value in [`PdlPattern::values`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PdlValueId(pub u32);

/// A list of patterns: what `mlir-pdll -x=mlir` prints as one `module { ... }`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PdlModule {
    /// The patterns, in source order.
    pub patterns: Vec<PdlPattern>,
}

/// The prefix of the names mlir-pdll gives anonymous patterns in its C++ output
/// (`GeneratedPDLLPattern0`, `GeneratedPDLLPattern1`, ...).
pub const ANONYMOUS_PATTERN_PREFIX: &str = "GeneratedPDLLPattern";

impl PdlModule {
    /// A name for every pattern, in order: its own name, or, for an anonymous pattern,
    /// `GeneratedPDLLPattern<N>` with N counting the anonymous patterns from 0, as
    /// `mlir-pdll -x=cpp` names them. (The MLIR text prints anonymous patterns without
    /// a name, as `mlir-pdll -x=mlir` does.)
    pub fn pattern_names(&self) -> Vec<String> {
        let mut anonymous = 0usize;
        self.patterns
            .iter()
            .map(|p| match &p.name {
                Some(name) => name.clone(),
                None => {
                    anonymous += 1;
                    format!("{ANONYMOUS_PATTERN_PREFIX}{}", anonymous - 1)
                }
            })
            .collect()
    }
}

/// The kinds of entity patterns handle, the one enum of them: the type of a PDL value
/// (`!pdl.attribute`, `!pdl.range<value>`, ...), what a matcher position holds, and
/// the type of a native's argument or result (PDLL's `Op`, `Value`, `Type`, `Attr`,
/// `ValueRange`, `TypeRange`). `OpRange` (`!pdl.range<operation>`) is only what the
/// matcher iterates over (the users of a value); PDLL has no value of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EntityKind {
    /// An operation: `!pdl.operation`, PDLL `Op`, `pdll_runtime::Op`.
    Op,
    /// A single value: `!pdl.value`.
    Value,
    /// A list of values: `!pdl.range<value>`.
    ValueRange,
    /// A type: `!pdl.type`.
    Type,
    /// A list of types: `!pdl.range<type>`.
    TypeRange,
    /// An attribute: `!pdl.attribute`, PDLL `Attr`.
    Attr,
    /// A list of operations: `!pdl.range<operation>` (the users of a value, iterated by
    /// the matcher's `ForEach`).
    OpRange,
}

impl EntityKind {
    /// True for the range kinds.
    pub fn is_range(self) -> bool {
        matches!(
            self,
            EntityKind::TypeRange | EntityKind::ValueRange | EntityKind::OpRange
        )
    }

    /// The kind an entity of this kind is captured as, for a rewrite: itself, but for
    /// a range of users (`None`), which only the matcher's loop iterates.
    pub fn captured(self) -> Option<EntityKind> {
        (self != EntityKind::OpRange).then_some(self)
    }

    /// The PDLL spelling: `Op`, `Attr`, `ValueRange`, ... (`OpRange` has none in
    /// PDLL; it is named so in messages).
    pub fn pdll_name(self) -> &'static str {
        match self {
            EntityKind::Op => "Op",
            EntityKind::Value => "Value",
            EntityKind::Type => "Type",
            EntityKind::Attr => "Attr",
            EntityKind::ValueRange => "ValueRange",
            EntityKind::TypeRange => "TypeRange",
            EntityKind::OpRange => "OpRange",
        }
    }

    /// The range kind whose elements are `self` (ranges are their own range kind).
    /// `None` for attributes, which have no range.
    pub fn as_range(self) -> Option<EntityKind> {
        match self {
            EntityKind::Type | EntityKind::TypeRange => Some(EntityKind::TypeRange),
            EntityKind::Value | EntityKind::ValueRange => Some(EntityKind::ValueRange),
            EntityKind::Op | EntityKind::OpRange => Some(EntityKind::OpRange),
            EntityKind::Attr => None,
        }
    }
}

impl fmt::Display for EntityKind {
    /// Prints the kind as MLIR prints the PDL type, e.g. `!pdl.range<value>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EntityKind::Attr => "!pdl.attribute",
            EntityKind::Op => "!pdl.operation",
            EntityKind::Type => "!pdl.type",
            EntityKind::Value => "!pdl.value",
            EntityKind::TypeRange => "!pdl.range<type>",
            EntityKind::ValueRange => "!pdl.range<value>",
            EntityKind::OpRange => "!pdl.range<operation>",
        })
    }
}

/// A constant MLIR type or attribute, as text in MLIR syntax (`i32`, `1 : i64`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PdlLiteral {
    /// The text as written in the PDLL source (inside `attr<"...">` / `type<"...">`).
    pub text: String,
    /// The text as the runtime's printer prints the parsed literal (e.g. `1 : i64` for
    /// `1`), when it was parsed; this is how MLIR prints it too.
    pub normalized: Option<String>,
}

impl PdlLiteral {
    /// A literal whose text was not normalized.
    pub fn new(text: impl Into<String>) -> PdlLiteral {
        PdlLiteral {
            text: text.into(),
            normalized: None,
        }
    }

    /// The text to print: the normalized form when there is one, else the source text.
    pub fn printed(&self) -> &str {
        self.normalized.as_deref().unwrap_or(&self.text)
    }
}

/// A `pdl.pattern`.
#[derive(Clone, Debug, PartialEq)]
pub struct PdlPattern {
    /// The symbol name; `None` for an anonymous pattern (printed without `@name`).
    pub name: Option<String>,
    /// The benefit (0 when PDLL gave none, as in MLIR 19).
    pub benefit: u16,
    /// PDLL's `recursion` flag: the rewrite may apply again to ops it creates. Not part
    /// of MLIR's printed form.
    pub recursion: bool,
    /// The operations of both sections (arena; order of creation).
    pub ops: Vec<PdlOp>,
    /// The SSA values (arena; order of creation).
    pub values: Vec<PdlValue>,
    /// The match section, in order (without the final `pdl.rewrite`).
    pub match_ops: Vec<PdlOpId>,
    /// The `pdl.rewrite` that ends the match section.
    pub rewrite: PdlRewrite,
    /// The whole PDLL pattern.
    pub span: Span,
}

impl PdlPattern {
    /// The op that the op defining `new` replaces (`pdl.replace %x with %new`), if `%x`
    /// exists before position `pos` of the rewrite body: a matched op, or one created
    /// earlier in the rewrite. (Where a created op takes its result types from.)
    pub fn replaced_by(&self, pos: usize, new: Option<PdlValueId>) -> Option<PdlValueId> {
        let new = new?;
        let pattern = self;
        let body = &pattern.rewrite.body;
        body.iter().find_map(|&id| match &pattern.op(id).kind {
            PdlOpKind::Replace {
                op,
                with: Replacement::Op(w),
            } if *w == new => {
                let def = pattern.value(*op).def;
                let earlier = match body.iter().position(|&b| b == def) {
                    Some(p) => p < pos,
                    None => true, // defined in the match section
                };
                earlier.then_some(*op)
            }
            _ => None,
        })
    }

    /// The operation with id `id`.
    pub fn op(&self, id: PdlOpId) -> &PdlOp {
        &self.ops[id.0 as usize]
    }

    /// The value with id `id`.
    pub fn value(&self, id: PdlValueId) -> &PdlValue {
        &self.values[id.0 as usize]
    }

    /// The type of value `id`.
    pub fn value_type(&self, id: PdlValueId) -> EntityKind {
        self.value(id).ty
    }

    /// The op that defines value `id`.
    pub fn defining_op(&self, id: PdlValueId) -> &PdlOp {
        self.op(self.value(id).def)
    }

    /// The root operation of the rewrite.
    pub fn root(&self) -> PdlValueId {
        self.rewrite.root
    }

    /// The match-section ops, in order.
    pub fn match_section(&self) -> impl Iterator<Item = &PdlOp> {
        self.match_ops.iter().map(|&id| self.op(id))
    }

    /// The ops that use value `v`, in print order (match section, then rewrite
    /// section), with the `pdl.rewrite` itself standing as `None` when `v` is its root
    /// or one of its external arguments.
    pub fn users(&self, v: PdlValueId) -> Vec<Option<PdlOpId>> {
        let mut users: Vec<Option<PdlOpId>> = self
            .match_ops
            .iter()
            .filter(|&&id| self.op(id).kind.used_values().contains(&v))
            .map(|&id| Some(id))
            .collect();
        let ext_args = self.rewrite.external.as_ref().map(|e| e.args.as_slice());
        if self.rewrite.root == v || ext_args.is_some_and(|a| a.contains(&v)) {
            users.push(None);
        }
        users.extend(
            self.rewrite
                .body
                .iter()
                .filter(|&&id| self.op(id).kind.used_values().contains(&v))
                .map(|&id| Some(id)),
        );
        users
    }

    /// The rewrite-section ops (empty for an external rewrite), in order.
    pub fn rewrite_section(&self) -> impl Iterator<Item = &PdlOp> {
        self.rewrite.body.iter().map(|&id| self.op(id))
    }
}

/// An SSA value of a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdlValue {
    /// Its type.
    pub ty: EntityKind,
    /// The op that defines it.
    pub def: PdlOpId,
    /// Which result of that op it is.
    pub result_index: u32,
}

/// `pdl.rewrite`: the end of a pattern's match section.
#[derive(Clone, Debug, PartialEq)]
pub struct PdlRewrite {
    /// The root operation (PDLL always gives one: the op of the op-rewrite statement).
    pub root: PdlValueId,
    /// An external rewriter `with "name"(args)`, instead of a body. PDLL never produces
    /// one; it is here so that the IR can express every `pdl.rewrite`.
    pub external: Option<ExternalRewrite>,
    /// The body's ops, in order (empty with an external rewriter).
    pub body: Vec<PdlOpId>,
    /// The op-rewrite statement it came from.
    pub span: Span,
}

/// The external rewriter of a body-less `pdl.rewrite`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalRewrite {
    /// The registered rewrite function's name.
    pub name: String,
    /// Its arguments after the root.
    pub args: Vec<PdlValueId>,
}

/// One operation of a pattern.
#[derive(Clone, Debug, PartialEq)]
pub struct PdlOp {
    /// What it is.
    pub kind: PdlOpKind,
    /// The values it defines, in order (empty, one, or several for natives).
    pub results: Vec<PdlValueId>,
    /// The PDLL source it came from.
    pub span: Span,
}

impl PdlOp {
    /// The single result of an op that has exactly one.
    pub fn result(&self) -> Option<PdlValueId> {
        match self.results.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }
}

/// The operations of the `pdl` dialect (except `pdl.pattern` and `pdl.rewrite`, which
/// are [`PdlPattern`] and [`PdlRewrite`]).
#[derive(Clone, Debug, PartialEq)]
pub enum PdlOpKind {
    /// `pdl.operation "name"(operands) {"attr" = value} -> (types)`: in the match
    /// section an operation to match, in the rewrite section one to create.
    Operation {
        /// The operation name; `None` matches any operation.
        name: Option<String>,
        /// The operand values (`!pdl.value` or `!pdl.range<value>`).
        operands: Vec<PdlValueId>,
        /// The attributes: name and `!pdl.attribute` value, in order.
        attributes: Vec<(String, PdlValueId)>,
        /// The result types (`!pdl.type` or `!pdl.range<type>`).
        result_types: Vec<PdlValueId>,
    },
    /// `pdl.operand`: one operand value, optionally of a given type.
    Operand {
        /// Its `!pdl.type`, if constrained.
        ty: Option<PdlValueId>,
    },
    /// `pdl.operands`: a range of operand values, optionally of given types.
    Operands {
        /// Its `!pdl.range<type>`, if constrained.
        types: Option<PdlValueId>,
    },
    /// `pdl.result N of op`: one result of an operation.
    Result {
        /// The `!pdl.operation`.
        parent: PdlValueId,
        /// The result index.
        index: u32,
    },
    /// `pdl.results [N] of op`: all results of an operation, or result group `N`
    /// (whose type, value or range, is the result's type).
    Results {
        /// The `!pdl.operation`.
        parent: PdlValueId,
        /// The result group, or `None` for all results.
        index: Option<u32>,
    },
    /// `pdl.type [: constant]`.
    Type {
        /// The constant type, if any.
        constant: Option<PdlLiteral>,
    },
    /// `pdl.types [: [constants]]`.
    Types {
        /// The constant types, if any.
        constant: Option<Vec<PdlLiteral>>,
    },
    /// `pdl.attribute [: type] [= constant]`.
    Attribute {
        /// The constant value, if any.
        value: Option<PdlLiteral>,
        /// The attribute's `!pdl.type`, if constrained.
        value_type: Option<PdlValueId>,
    },
    /// `pdl.apply_native_constraint "name"(args) [: results] [{isNegated = true}]`.
    ApplyNativeConstraint {
        /// The native constraint's name.
        name: String,
        /// Its arguments.
        args: Vec<PdlValueId>,
        /// True for `not C(...)`: the match succeeds when the constraint fails.
        negated: bool,
    },
    /// `pdl.apply_native_rewrite "name"(args) [: results]`.
    ApplyNativeRewrite {
        /// The native rewrite's name.
        name: String,
        /// Its arguments.
        args: Vec<PdlValueId>,
    },
    /// `pdl.range args : types`: values/types and ranges of them, concatenated into one
    /// range (the op's result type says which).
    Range {
        /// The elements.
        elements: Vec<PdlValueId>,
    },
    /// `pdl.replace op with newOp` or `pdl.replace op with (values)`.
    Replace {
        /// The replaced `!pdl.operation`.
        op: PdlValueId,
        /// What replaces it.
        with: Replacement,
    },
    /// `pdl.erase op`.
    Erase {
        /// The erased `!pdl.operation`.
        op: PdlValueId,
    },
}

/// What a `pdl.replace` replaces the op with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replacement {
    /// The results of another operation.
    Op(PdlValueId),
    /// A list of values and value ranges (concatenated).
    Values(Vec<PdlValueId>),
}

impl PdlOpKind {
    /// The values this op reads, in order (for def-use walks).
    pub fn used_values(&self) -> Vec<PdlValueId> {
        match self {
            PdlOpKind::Operation {
                operands,
                attributes,
                result_types,
                ..
            } => operands
                .iter()
                .copied()
                .chain(attributes.iter().map(|(_, v)| *v))
                .chain(result_types.iter().copied())
                .collect(),
            PdlOpKind::Operand { ty } => ty.iter().copied().collect(),
            PdlOpKind::Operands { types } => types.iter().copied().collect(),
            PdlOpKind::Result { parent, .. } | PdlOpKind::Results { parent, .. } => {
                vec![*parent]
            }
            PdlOpKind::Type { .. } | PdlOpKind::Types { .. } => Vec::new(),
            PdlOpKind::Attribute { value_type, .. } => value_type.iter().copied().collect(),
            PdlOpKind::ApplyNativeConstraint { args, .. }
            | PdlOpKind::ApplyNativeRewrite { args, .. } => args.clone(),
            PdlOpKind::Range { elements } => elements.clone(),
            PdlOpKind::Replace { op, with } => {
                let mut all = vec![*op];
                match with {
                    Replacement::Op(v) => all.push(*v),
                    Replacement::Values(vs) => all.extend(vs.iter().copied()),
                }
                all
            }
            PdlOpKind::Erase { op } => vec![*op],
        }
    }

    /// The MLIR op name without the `pdl.` prefix, e.g. `operation`.
    pub fn mnemonic(&self) -> &'static str {
        match self {
            PdlOpKind::Operation { .. } => "operation",
            PdlOpKind::Operand { .. } => "operand",
            PdlOpKind::Operands { .. } => "operands",
            PdlOpKind::Result { .. } => "result",
            PdlOpKind::Results { .. } => "results",
            PdlOpKind::Type { .. } => "type",
            PdlOpKind::Types { .. } => "types",
            PdlOpKind::Attribute { .. } => "attribute",
            PdlOpKind::ApplyNativeConstraint { .. } => "apply_native_constraint",
            PdlOpKind::ApplyNativeRewrite { .. } => "apply_native_rewrite",
            PdlOpKind::Range { .. } => "range",
            PdlOpKind::Replace { .. } => "replace",
            PdlOpKind::Erase { .. } => "erase",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdl::PatternBuilder;

    #[test]
    fn types_print_like_mlir() {
        assert_eq!(EntityKind::ValueRange.to_string(), "!pdl.range<value>");
        assert_eq!(EntityKind::Op.to_string(), "!pdl.operation");
        assert_eq!(EntityKind::Value.as_range(), Some(EntityKind::ValueRange));
        assert_eq!(EntityKind::Attr.as_range(), None);
        assert!(EntityKind::TypeRange.is_range() && !EntityKind::Type.is_range());
    }

    #[test]
    fn literals_print_normalized_when_known() {
        let mut lit = PdlLiteral::new("1");
        assert_eq!(lit.printed(), "1");
        lit.normalized = Some("1 : i64".into());
        assert_eq!(lit.printed(), "1 : i64");
    }

    #[test]
    fn anonymous_patterns_are_named_like_mlir_pdll_cpp() {
        let s = Span::call_site();
        let pattern = |name: Option<&str>| {
            let mut b = PatternBuilder::new();
            let root = b.operation(None, vec![], vec![], vec![], s);
            b.begin_rewrite(root, s);
            b.finish(name.map(String::from), 0, false, s).unwrap()
        };
        let module = PdlModule {
            patterns: vec![pattern(None), pattern(Some("Named")), pattern(None)],
        };
        assert_eq!(
            module.pattern_names(),
            ["GeneratedPDLLPattern0", "Named", "GeneratedPDLLPattern1"]
        );
    }

    #[test]
    fn def_use_walks() {
        let s = Span::call_site();
        let mut b = PatternBuilder::new();
        let t = b.type_(None, s);
        let x = b.operand(Some(t), s);
        let root = b.operation(Some("a.b".into()), vec![x], vec![], vec![t], s);
        b.begin_rewrite(root, s);
        b.push_none(PdlOpKind::Erase { op: root }, s);
        let p = b.finish(None, 0, false, s).unwrap();
        assert_eq!(p.users(t), vec![Some(PdlOpId(1)), Some(PdlOpId(2))]);
        assert_eq!(p.users(root), vec![None, Some(PdlOpId(3))]);
        assert_eq!(p.op(PdlOpId(2)).kind.used_values(), vec![x, t]);
        assert_eq!(p.value(x).def, PdlOpId(1));
        assert_eq!(p.defining_op(x).result(), Some(x));
        assert_eq!(p.op(PdlOpId(3)).kind.mnemonic(), "erase");
        assert_eq!(p.rewrite_section().count(), 1);
    }
}
