//! Operations, values, blocks and regions.
//!
//! The IR is stored in an [`Ir`] (see [`store`]); the types here are `Copy` handles into
//! its arenas. Names, types and attributes are handles into a [`crate::Context`], which
//! uniques them. Methods that read and edit the IR are on `Ir`, split by subject:
//! [`ops`] (creating ops, names, operands, results, attributes), [`values`] (types,
//! definitions, use lists), [`blocks`] (blocks, regions, op lists, erasure), [`cfg`](mod@cfg) (predecessors,
//! erasing block arguments, operands, and blocks or ops that use each other) and
//! [`walk`] (pre- and post-order traversals). The few that need the text or structure
//! of a name or an attribute take the context as an argument.
//!
//! ```
//! use pdll_runtime::types::{Signedness, TypeKind};
//! use pdll_runtime::{Context, Ir};
//!
//! let mut ctx = Context::new();
//! let mut ir = Ir::new();
//! let i32 = ctx.intern_type(TypeKind::Integer { width: 32, signedness: Signedness::Signless });
//! let (_module, body) = ir.create_module(&mut ctx);
//! let c = ctx.intern_op_name("test.c");
//! let add = ctx.intern_op_name("arith.addi");
//! let a = ir.create_simple_op(c, &[], &[i32], None);
//! ir.append_op(body, a);
//! let x = ir.result(a, 0);
//! let sum = ir.create_simple_op(add, &[x, x], &[i32], None);
//! ir.append_op(body, sum);
//!
//! assert_eq!(ir.operands(sum), &[x, x]);
//! assert_eq!(ir.defining_op(ir.operand(sum, 0)), Some(a));
//! assert_eq!(ir.users(x).collect::<Vec<_>>(), vec![sum, sum]);
//! assert_eq!(ir.next_op(a), Some(sum));
//! assert!(ir.erase_op(a).is_err()); // still used
//! ```

pub mod blocks;
pub mod cfg;
pub mod error;
pub mod handles;
pub(crate) mod index_vec;
pub mod ops;
pub(crate) mod packed_option;
pub(crate) mod shard;
pub(crate) mod storage;
pub mod store;
pub mod values;
pub mod walk;

pub use blocks::BlockOps;
pub use error::IrError;
pub use handles::{Block, Op, OpName, Region, Value};
pub use ops::{OpParts, OperationState, ValueIter};
pub use store::Ir;
pub use values::{Use, Uses, ValueDef};
pub use walk::WalkOrder;
