//! pdll-runtime: the MLIR-like IR that pdll-generated patterns run on.
//!
//! A [`Context`] owns every operation, value, block and region of the IR in arenas,
//! addressed by small `Copy` handles, and uniques identifiers, types and attributes so
//! that comparing them is an integer compare.

pub mod arith;
pub mod asm;
pub mod attributes;
pub mod context;
pub mod driver;
pub mod ident;
pub mod interner;
pub mod ir;
pub mod pattern;
/// Re-exported: `SmallVec` appears in this crate's API (captures) and in generated code.
pub use smallvec;
pub mod rewriter;
pub mod types;
pub mod verifier;

pub use context::Context;
pub use driver::{
    apply_patterns_greedily, apply_patterns_to_op_regions, DriverReport, GreedyConfig,
};
pub use ir::{Block, IrError, Op, OpName, OperationState, Region, Value, ValueDef, WalkOrder};
pub use pattern::{
    Captured, CaseTable, FnPatternSet, Match, MatchReach, PatternInfo, PatternSet, RewriteError,
};
pub use rewriter::{InsertPoint, Listener, Rewriter};
pub use verifier::{verify, verify_op, VerifyError};
