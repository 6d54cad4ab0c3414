//! pdll-runtime: the MLIR-like IR that pdll-generated patterns run on.
//!
//! As MLIR splits `MLIRContext` from the IR, two owners hold everything: an [`Ir`] owns
//! every operation, value, block and region in arenas, addressed by small `Copy`
//! handles, and a [`Context`] uniques identifiers, op names, types and attributes so
//! that comparing them is an integer compare. IR methods that need the text or
//! structure of a name or an attribute take the context as an argument.
#![deny(missing_docs)]

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
mod accessors;
pub mod arith;
pub mod asm;
pub mod attributes;
mod case_table;
pub mod context;
pub mod dialect;
pub mod dialects;
pub mod driver;
pub mod fold;
pub mod ident;
pub mod int_value;
pub(crate) mod interner;
pub mod ir;
pub mod pattern;
/// Re-exported: `SmallVec` appears in this crate's API (captures) and in generated code.
pub use smallvec;
pub mod rewriter;
pub mod simplify;
pub mod string_value;
pub mod types;
pub mod verifier;

pub use attributes::{AttrKind, Attribute};
pub use context::Context;
pub use driver::{
    apply_patterns_greedily, apply_patterns_to_module, apply_patterns_to_op_regions, DriverProfile,
    DriverReport, GreedyConfig, PatternProfile,
};
pub use ident::Identifier;
pub use ir::Ir;
pub use ir::{Block, IrError, Op, OpName, OperationState, Region, Value, ValueDef, WalkOrder};
pub use pattern::{
    Captured, FnPatternSet, Match, MatchReach, PatternInfo, PatternSet, RewriteError,
};
pub use rewriter::{InsertPoint, Listener, Rewriter};
pub use simplify::{simplify_regions, SimplifyReport};
pub use types::{Type, TypeKind};
pub use verifier::{verify, verify_op, VerifyError};
