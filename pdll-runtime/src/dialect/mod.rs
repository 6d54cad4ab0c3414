//! Dialect knowledge at run time: what ODS says about the ops a pattern set creates
//! or matches, as data the set hands to the runtime (MLIR's registered ops), never
//! code the runtime hard-wires.
//!
//! An [`OpDefinition`] lists an op's operand and result groups ([`ValueGroup`]:
//! single, optional, variadic, by name), its inherent attributes, its region and
//! successor counts, the [`OpTrait`]s the runtime acts on, and its
//! [`MemoryEffects`]. Definitions are plain data (`Cow<'static, _>` fields): generated
//! code emits them as `static` tables, hand-written code builds them with the builder
//! methods. They get into a [`Context`](crate::Context) with
//! [`Context::register_op`](crate::Context::register_op) (as loading a dialect does in
//! MLIR), or through a pattern set: [`PatternSet::op_definitions`](crate::PatternSet::op_definitions),
//! which the greedy driver registers at the start of a run.
//!
//! A registered op is then treated as MLIR treats a registered op:
//! - **creation** ([`Rewriter::create`](crate::Rewriter::create) and the other create
//!   paths): its inherent attributes go to the properties (printed `<{...}>`), the
//!   others to the attribute dictionary; an op with `AttrSizedOperandSegments` /
//!   `AttrSizedResultSegments` gets `operandSegmentSizes` / `resultSegmentSizes` when
//!   the rewrite did not give them and its operand groups
//!   ([`Rewriter::create_in_groups`](crate::Rewriter::create_in_groups)) or the group
//!   kinds fix them;
//! - **result types** ([`Rewriter::create_inferred`](crate::Rewriter::create_inferred)):
//!   when a rewrite leaves them out, the definition's traits infer them
//!   (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith` of plain
//!   equality or of a known [`TypeTransform`] ([`apply_type_transform`]),
//!   `FirstAttrDerivedResultType`, buildable result types, `ConstantLike` with the
//!   type of `value`); else the function registered with
//!   [`Context::register_result_type_inference`](crate::Context::register_result_type_inference);
//!   else the rewrite fails with an error naming the op, before any edit;
//! - **dead ops**: the greedy driver erases unused ops that are trivially dead under
//!   their definition ([`is_op_trivially_dead`]); unregistered ops stay;
//! - **verification**: [`crate::verify`] checks operand, result, region and successor
//!   counts, segment sizes and required attributes, in MLIR's words.
//!
//! Ops without a definition pay one branch on these paths (the registry is empty) or
//! one hash lookup (it is not).
//!
//! What ODS says and this cannot hold: C++ (verifiers, folders, canonicalizers, the
//! defaults of `DefaultValuedAttr` that are not plain values, type transforms other
//! than the [`TypeTransform`]s). A `TypesMatchWith` with another transform becomes a
//! user's inference function.

mod bit_enum;
mod branch;
mod create;
mod dead;
mod definition;
pub(crate) mod groups;
mod infer;
mod registry;
mod verify;

pub(crate) use bit_enum::BitEnumRegistry;
pub use bit_enum::{BitCaseKind, BitEnumCase, BitEnumDef, BitEnumError};
pub use branch::{BranchOp, OperandGroupBranch, SuccessorOperands};
pub(crate) use create::{is_builtin_module, split_attributes, split_read_attributes};
pub use dead::{is_op_trivially_dead, would_op_be_trivially_dead};
pub use definition::{
    Arity, AttrSyntax, EnumCase, GroupKind, InherentAttr, MemoryEffect, MemoryEffects,
    OpDefinition, OpTrait, TypeTransform, ValueGroup, OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES,
};
pub use infer::apply_type_transform;
pub(crate) use infer::{i1_same_shape, infer_result_types, typed_attr_type};
pub(crate) use registry::OpRegistry;
pub use registry::{InferResultTypesFn, MemoryEffectsFn, RegistryError};
pub(crate) use verify::check_op;
