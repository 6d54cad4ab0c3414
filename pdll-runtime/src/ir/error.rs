//! Errors of IR edits that would otherwise corrupt the IR.

use crate::ir::{Block, Op, Value};
use std::fmt;

/// An IR edit that was refused; the IR is unchanged when one is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrError {
    /// Erasing `op` would leave a use of its result `result` by `user`, outside the
    /// erased ops.
    ResultStillUsed {
        /// The op being erased (or the op in an erased region defining the value).
        op: Op,
        /// The still-used value.
        result: Value,
        /// An op that still uses it.
        user: Op,
    },
    /// A replacement gave a different number of values than the op has results.
    CountMismatch {
        /// The replaced op.
        op: Op,
        /// Its number of results.
        expected: usize,
        /// Number of replacement values.
        found: usize,
    },
    /// A replacement value's type differs from the replaced result's type.
    TypeMismatch {
        /// The replaced op.
        op: Op,
        /// The result index.
        index: usize,
    },
    /// Replacing all uses of `old` by `new`, whose type differs.
    ValueTypeMismatch {
        /// The replaced value.
        old: Value,
        /// The replacement.
        new: Value,
    },
    /// An operand index out of range.
    OperandOutOfRange {
        /// The op.
        op: Op,
        /// The index given.
        index: usize,
    },
    /// The op or block is not in a block / region, but the edit needs it to be.
    Detached(Op),
    /// A block argument still has uses, so the block cannot be erased.
    BlockArgumentUsed {
        /// The block.
        block: Block,
        /// The still-used argument.
        arg: Value,
    },
    /// The op was already erased.
    Erased(Op),
    /// An op cannot be moved into a region it encloses (or replaced by itself).
    Cycle(Op),
    /// An op of a registered definition cannot be created as asked (the message names
    /// the op and what is missing).
    Definition(String),
    /// A block argument index out of range.
    ArgumentOutOfRange {
        /// The block.
        block: Block,
        /// The index given.
        index: usize,
    },
    /// The block was already erased.
    BlockErased(Block),
    /// A block cannot be erased while a terminator outside the erased blocks still
    /// branches to it.
    BlockStillUsed {
        /// The block.
        block: Block,
        /// A terminator naming it as a successor.
        user: Op,
    },
    /// A branch op's successor operands cannot be edited as asked (the message says
    /// why: no branch knowledge for the op, an index out of range, a bad segment
    /// attribute).
    Branch(String),
}

impl fmt::Display for IrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrError::ResultStillUsed { op, result, user } => write!(
                f,
                "cannot erase op #{}: its value %{} is still used by op #{}",
                op.0, result.0, user.0
            ),
            IrError::CountMismatch {
                op,
                expected,
                found,
            } => write!(
                f,
                "op #{} has {expected} results but {found} replacement values were given",
                op.0
            ),
            IrError::TypeMismatch { op, index } => write!(
                f,
                "replacement value for result {index} of op #{} has a different type",
                op.0
            ),
            IrError::ValueTypeMismatch { old, new } => write!(
                f,
                "cannot replace %{} by %{}: their types differ",
                old.0, new.0
            ),
            IrError::OperandOutOfRange { op, index } => {
                write!(f, "op #{} has no operand {index}", op.0)
            }
            IrError::Detached(op) => write!(f, "op #{} is not in a block", op.0),
            IrError::BlockArgumentUsed { block, arg } => write!(
                f,
                "cannot erase block #{}: its argument %{} is still used",
                block.0, arg.0
            ),
            IrError::Erased(op) => write!(f, "op #{} was erased", op.0),
            IrError::Cycle(op) => write!(f, "op #{} cannot be placed inside itself", op.0),
            IrError::Definition(message) => f.write_str(message),
            IrError::ArgumentOutOfRange { block, index } => {
                write!(f, "block #{} has no argument {index}", block.0)
            }
            IrError::BlockErased(block) => write!(f, "block #{} was erased", block.0),
            IrError::BlockStillUsed { block, user } => write!(
                f,
                "cannot erase block #{}: op #{} still branches to it",
                block.0, user.0
            ),
            IrError::Branch(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for IrError {}
