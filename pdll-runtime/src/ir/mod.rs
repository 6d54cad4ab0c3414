//! Operations, values, blocks and regions.
//!
//! The IR is stored in a [`crate::Context`]; the types here are `Copy` handles into its
//! arenas. Methods that read and edit the IR are on `Context`, split by subject:
//! [`ops`] (creating ops, names, operands, results, attributes), [`values`] (types,
//! definitions, use lists), [`blocks`] (blocks, regions, op lists, erasure) and
//! [`walk`] (pre- and post-order traversals).
//!
//! ```
//! use pdll_runtime::types::{Signedness, TypeKind};
//! use pdll_runtime::Context;
//!
//! let mut ctx = Context::new();
//! let i32 = ctx.intern_type(TypeKind::Integer { width: 32, signedness: Signedness::Signless });
//! let (_module, body) = ctx.create_module();
//! let c = ctx.op_name("test.c");
//! let add = ctx.op_name("arith.addi");
//! let a = ctx.create_simple_op(c, &[], &[i32], None);
//! ctx.append_op(body, a);
//! let x = ctx.result(a, 0);
//! let sum = ctx.create_simple_op(add, &[x, x], &[i32], None);
//! ctx.append_op(body, sum);
//!
//! assert_eq!(ctx.operands(sum), &[x, x]);
//! assert_eq!(ctx.defining_op(ctx.operand(sum, 0)), Some(a));
//! assert_eq!(ctx.users(x).collect::<Vec<_>>(), vec![sum, sum]);
//! assert_eq!(ctx.next_op(a), Some(sum));
//! assert!(ctx.erase_op(a).is_err()); // still used
//! ```

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
pub use ops::{OpParts, OperationState, ValueIter};
pub use values::{Use, Uses, ValueDef};
pub use walk::WalkOrder;
