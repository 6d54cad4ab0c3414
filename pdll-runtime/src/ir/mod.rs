//! Operations, values, blocks and regions.
//!
//! The IR is stored in a [`crate::Context`]; the types here are `Copy` handles into its
//! arenas. Methods that read and edit the IR are on `Context`, split by subject:
//! [`ops`] (creating ops, names, operands, results, attributes), [`values`] (types,
//! definitions, use lists), [`blocks`] (blocks, regions, op lists, erasure) and
//! [`walk`] (pre- and post-order traversals).

pub mod blocks;
pub mod error;
pub mod handles;
pub mod ops;
pub(crate) mod storage;
pub mod values;
pub mod walk;

pub use blocks::BlockOps;
pub use error::IrError;
pub use handles::{Block, Op, OpName, Region, Value};
pub use ops::{OperationState, ValueIter};
pub use values::{Use, Uses, ValueDef};
pub use walk::WalkOrder;
