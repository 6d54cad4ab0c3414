//! A PDL-dialect-like IR, the lowering of checked patterns into it, and its MLIR printer.
//!
//! - [`ir`]: the data model ([`PdlModule`], [`PdlPattern`], [`PdlOp`], values as
//!   [`PdlValueId`] indices into a per-pattern arena);
//! - [`builder`]: [`PatternBuilder`], which appends ops in print order;
//! - [`lower`]: [`lower()`], checked program to PDL IR (as `mlir-pdll` does it);
//! - [`print`]: [`PdlModule::to_mlir_string`], text as `mlir-pdll-19 -x=mlir` prints it.

pub mod builder;
pub mod ir;
pub mod lower;
pub mod print;

pub use builder::PatternBuilder;
pub use ir::{
    ExternalRewrite, PdlLiteral, PdlModule, PdlOp, PdlOpId, PdlOpKind, PdlPattern, PdlRewrite,
    PdlType, PdlValue, PdlValueId, Replacement,
};
pub use lower::lower;
