//! A pattern's rewrite lowered once into a plan that both rewriters follow: the code
//! generator (`codegen::rewrite`) prints it as Rust, the run-time set
//! (`dynamic::rewrite`) binds it to its `Context` and runs it. As the matcher side is
//! one merged tree read by several engines (and ISLE's `trie_again` is one IR for its
//! code generator and its overlap checker), the rewrite side is one plan: the
//! decisions and the errors of a rewrite are made here, so the two cannot drift.
//!
//! # What the plan holds, and why
//!
//! - **Values, numbered in order of definition** ([`Val`], [`ValueInfo`]): the
//!   captures first, then each value a step defines, a type without value (`let t:
//!   Type;`) too, though no step reads it. The generated rewriter's locals are these
//!   numbers (`v0`, `v1`, ...), so two patterns that rewrite alike print the same
//!   tokens and share one function; the run-time set gives the values that hold
//!   something a slot each. Each value has its PDL type (how a native takes it) and
//!   its [`Shape`]: one handle, a range (a captured one is a slice the generated
//!   function is given, else one it holds), or unresolved (a type only inferred).
//! - **Steps, in the order of the rewrite** ([`Step`]): the external rewriter (a
//!   native call taking the root) before the body, then one step per body op that
//!   does something: create an op, a type, types or attribute literal, result `N` of
//!   an op, the results from `N` on, a native rewrite call, a range, replace, erase.
//!   Names and literals are text (as the runtime parses them, `PdlLiteral::printed`):
//!   the plan knows no context; each rewriter interns them its way (the generated set
//!   in its tables, the run-time set in its `Context`).
//! - **The decisions both rewriters make alike**: where a created op's result types
//!   come from ([`ResultTypes`]: given, else inferred or the replaced op's, else
//!   inferred or none), which attributes of a created op are literals (a dictionary of
//!   literals only is interned once, not at every rewrite), whether result group `N`
//!   is one value or the range of results from `N` on (by the result's PDL type), and
//!   whether a range holds types or values.
//! - **The first error** ([`PlanError`]), after the steps before it: a value used
//!   without a definition, a type only inferred used as a value, result types that
//!   cannot be inferred, a created op without name, a PDL op a rewrite cannot hold.
//!   The rewriters walk the steps before they report it, so an error of their own in
//!   an earlier step (a native the code generator does not know, a literal the
//!   run-time set cannot parse) still comes first, as when each walked the PDL.
//!
//! What stays with each rewriter is what needs its context: interning, the natives
//! (the code generator's declarations, the run-time set's registry), and whether an op
//! is created group by group ([`created_in_groups`]), which the generated code decides
//! from the definitions it is built with and the run-time set from those registered
//! when it runs.

mod from_pdl;
mod policy;

pub use policy::created_in_groups;

use super::{EntityKind, PdlOpId, PdlValueId};
use crate::diag::Diagnostic;
use crate::source::Span;

/// A value of a plan: its number in order of definition (captures first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Val(pub u32);

impl Val {
    /// The number, as an index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// How a value of a plan is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A single handle (op, value, type, attribute).
    One,
    /// A range of values or types.
    Range,
    /// A type (or types) without value, defined in the rewrite: only the result types
    /// of a created op, which are then inferred. No step reads it.
    Unresolved,
}

/// A value of a plan.
#[derive(Clone, Copy, Debug)]
pub struct ValueInfo {
    /// The PDL value.
    pub id: PdlValueId,
    /// Its PDL type.
    pub ty: EntityKind,
    /// How it is held.
    pub shape: Shape,
    /// Whether it is a capture (a parameter of the rewrite), not defined by a step.
    pub captured: bool,
}

/// Where the result types of a created op come from (MLIR's `pdl.operation` in a
/// rewrite: explicit types, else inferred).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultTypes<V = Val> {
    /// These values (types and type ranges), concatenated.
    Given(Vec<V>),
    /// Inferred by the runtime for an op it knows (`Rewriter::create_inferred`),
    /// falling back to the result types of this op, which the new op replaces and
    /// which exists before it.
    InferredOrOfReplaced(V),
    /// Inferred by the runtime for an op it knows, else none: the rewrite gave no
    /// result list.
    InferredOrNone,
}

/// An attribute of a created op.
#[derive(Clone, Copy, Debug)]
pub struct AttributeEntry<'p> {
    /// The attribute's name.
    pub name: &'p str,
    /// Its value.
    pub value: Val,
    /// The text of the value when the rewrite defines it as a literal (`pdl.attribute
    /// = A`).
    pub literal: Option<&'p str>,
}

/// `pdl.operation` in a rewrite: an op created at the insertion point.
#[derive(Clone, Debug)]
pub struct Create<'p> {
    /// The PDL op (the code generator may take the name as a parameter by it).
    pub op: PdlOpId,
    /// The name of the new op.
    pub name: &'p str,
    /// Its operands: values and value ranges, concatenated (or one per operand group).
    pub operands: Vec<Val>,
    /// Where its result types come from.
    pub result_types: ResultTypes,
    /// Its attributes, in order.
    pub attributes: Vec<AttributeEntry<'p>>,
    /// The new op.
    pub out: Val,
}

impl Create<'_> {
    /// The attributes as (name, literal text) when every value is a literal.
    pub fn literal_attributes(&self) -> Option<Vec<(&str, &str)>> {
        self.attributes
            .iter()
            .map(|a| Some((a.name, a.literal?)))
            .collect()
    }
}

/// One step of a plan. `out` is the value a step defines; `at`, where a rewriter
/// reports an error of its own about the step.
#[derive(Clone, Debug)]
pub enum Step<'p> {
    /// `pdl.operation`: creates an op.
    Create(Create<'p>),
    /// `pdl.type : T`.
    Type {
        /// The type's text.
        literal: &'p str,
        /// The type.
        out: Val,
        /// The PDL op.
        at: Span,
    },
    /// `pdl.types : [T...]`.
    Types {
        /// The text of each type.
        literals: Vec<&'p str>,
        /// The types, a range.
        out: Val,
        /// The PDL op.
        at: Span,
    },
    /// `pdl.attribute = A`.
    Attribute {
        /// The attribute's text.
        literal: &'p str,
        /// The attribute.
        out: Val,
        /// The PDL op.
        at: Span,
    },
    /// `pdl.result N of op`, or `pdl.results N of op` of a single value: result `N`,
    /// which must exist when the rewrite runs.
    Result {
        /// The op.
        parent: Val,
        /// `N`.
        index: usize,
        /// The result.
        out: Val,
    },
    /// `pdl.results [N] of op` of a range: the results from `N` on (without ODS,
    /// result group `N` is everything from result `N` on, as MLIR's bytecode treats a
    /// group of an unregistered op); all of them without `N`.
    Results {
        /// The op.
        parent: Val,
        /// `N`, or 0.
        from: usize,
        /// The results, a range.
        out: Val,
    },
    /// `pdl.apply_native_rewrite`, or the external rewriter of the root (which takes
    /// the root then its arguments, and has no results).
    Native {
        /// The native's name.
        name: &'p str,
        /// Its arguments.
        args: Vec<Val>,
        /// Its results.
        outs: Vec<Val>,
        /// The call.
        at: Span,
    },
    /// `pdl.range`: the elements concatenated.
    Range {
        /// The values or types, and ranges of them.
        elements: Vec<Val>,
        /// Whether they are types (the range's PDL type).
        types: bool,
        /// The range.
        out: Val,
    },
    /// `pdl.replace op with newOp`: by its results, of any type (MLIR's `replaceOp`).
    ReplaceWithOp {
        /// The replaced op.
        target: Val,
        /// The op whose results replace it.
        new: Val,
    },
    /// `pdl.replace op with (values)`: by values of any type.
    ReplaceWithValues {
        /// The replaced op.
        target: Val,
        /// The values and value ranges, concatenated.
        values: Vec<Val>,
    },
    /// `pdl.erase`.
    Erase {
        /// The erased op.
        target: Val,
    },
}

/// Why a rewrite cannot be built.
#[derive(Clone, Debug)]
pub enum PlanError {
    /// An error of the rewrite as written, which both rewriters report as is.
    Diagnostic(Diagnostic),
    /// PDL that the lowering to PDL should not produce; each rewriter reports it as its
    /// own internal error.
    Internal {
        /// The PDL op.
        at: Span,
        /// What went wrong.
        what: String,
    },
}

/// A pattern's rewrite, lowered: see the module docs.
#[derive(Clone, Debug)]
pub struct RewritePlan<'p> {
    /// Every value, by [`Val`].
    pub values: Vec<ValueInfo>,
    /// The value of each capture, in the order the rewrite takes them.
    pub captures: Vec<Val>,
    /// The steps, in order (those before the error, when there is one).
    pub steps: Vec<Step<'p>>,
    /// The first error, after [`RewritePlan::steps`].
    pub error: Option<PlanError>,
}

impl RewritePlan<'_> {
    /// The value `v`.
    pub fn value(&self, v: Val) -> &ValueInfo {
        &self.values[v.index()]
    }
}

#[cfg(test)]
mod tests;
