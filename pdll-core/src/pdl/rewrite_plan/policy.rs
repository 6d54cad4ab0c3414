//! The rules both rewriters follow, and the errors of a rewrite that cannot be built:
//! where a created op's result types come from (decided by the lowering, into
//! [`ResultTypes`]), whether an op is created group by group (asked by each rewriter
//! of the definitions it has: the code generator's at build time, the run-time set's
//! registered ones when it runs), and the shared diagnostics, with the same text at
//! the same spans.

use super::ResultTypes;
use crate::diag::{Code, Diagnostic};
use crate::pdl::{PdlOp, PdlPattern, PdlValueId};
use crate::source::Span;
use pdll_runtime::dialect::{GroupKind, OpDefinition, OpTrait};

/// Where the result types of op `op` at position `pos` of `pattern`'s rewrite body,
/// whose result list is `result_types`, come from; `resolved` says whether a type
/// value of the rewrite has a value (not only a type to be inferred). An op whose
/// types are neither given nor taken from an op it replaces, though the rewrite names
/// them, is an error. The values are still PDL's: the lowering gives them numbers.
pub(super) fn result_types(
    pattern: &PdlPattern,
    pos: usize,
    op: &PdlOp,
    result_types: &[PdlValueId],
    resolved: impl Fn(PdlValueId) -> bool,
) -> Result<ResultTypes<PdlValueId>, Diagnostic> {
    if !result_types.is_empty() && result_types.iter().all(|&t| resolved(t)) {
        return Ok(ResultTypes::Given(result_types.to_vec()));
    }
    match pattern.replaced_by(pos, op.results.first().copied()) {
        Some(replaced) => Ok(ResultTypes::InferredOrOfReplaced(replaced)),
        None if result_types.is_empty() => Ok(ResultTypes::InferredOrNone),
        None => Err(Diagnostic::error(
            op.span,
            "unable to infer the result types of this operation: give them explicitly, or \
             use it to replace an operation",
        )
        .with_code(Code::CannotInfer)),
    }
}

/// The name of an op a rewrite creates: one it must have.
pub(super) fn created_op_name(name: Option<&str>, at: Span) -> Result<&str, Diagnostic> {
    name.ok_or_else(|| {
        Diagnostic::error(at, "an operation created by a rewrite needs a name")
            .with_code(Code::Section)
    })
}

/// Whether an op of definition `def` created from `operands` operands (values or
/// ranges) is created group by group (`Rewriter::create_in_groups`): it has
/// `AttrSizedOperandSegments`, two or more variadic or optional operand groups, and
/// one operand per group, as PDLL gives them for an ODS op. Then only the groups fix
/// the segment sizes.
pub fn created_in_groups(def: &OpDefinition, operands: usize) -> bool {
    def.operands.len() == operands
        && def.has_trait(&OpTrait::AttrSizedOperandSegments)
        && def
            .operands
            .iter()
            .filter(|g| g.kind != GroupKind::Single)
            .count()
            >= 2
}

/// A rewrite uses a type that only the inference of a created op's result types
/// gives.
pub(super) fn type_only_inferred(at: Span) -> Diagnostic {
    Diagnostic::error(
        at,
        "a type without value is used here, but it is only inferred as the result type of an \
         operation",
    )
    .with_code(Code::CannotInfer)
}

/// A rewrite uses a value that nothing defines (a lowering bug).
pub(super) fn value_not_defined(v: PdlValueId, at: Span) -> Diagnostic {
    Diagnostic::error(
        at,
        format!(
            "internal error: the rewrite uses value %{} that was neither captured nor created",
            v.0
        ),
    )
    .with_code(Code::Internal)
}
