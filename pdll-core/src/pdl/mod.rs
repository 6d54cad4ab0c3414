//! A PDL-dialect-like IR, the lowering of checked patterns into it, and its MLIR printer.
//!
//! - [`ir`]: the data model ([`PdlModule`], [`PdlPattern`], [`PdlOp`], values as
//!   [`PdlValueId`] indices into a per-pattern arena);
//! - [`builder`]: [`PatternBuilder`], which appends ops in print order;
//! - [`mod@lower`]: [`lower()`], checked program to PDL IR (as `mlir-pdll` does it);
//! - [`mod@print`]: [`PdlModule::to_mlir_string`], text as `mlir-pdll-19 -x=mlir` prints it;
//! - [`rewrite_plan`]: a pattern's rewrite lowered once into the plan that the code
//!   generator prints and the run-time set runs;
//! - `scope` (the lowering's scoped variable table) and `literal` (literals normalized
//!   with the runtime's printer), private helpers of the lowering.
//!
//! ```
//! use pdll_core::{pdl, sema, source::SourceMap, syntax};
//! let src = "Pattern => replace op<test.a>(x: Value) with x;";
//! let options = syntax::ParseOptions::default();
//! let (module, _) = syntax::parse_str("x.pdll", src, &options, &mut SourceMap::new());
//! let (program, _) = sema::check(&module.unwrap());
//! let pdl = pdl::lower(&program.unwrap()).unwrap();
//! assert_eq!(pdl.to_mlir_string(), r#"module {
//!   pdl.pattern : benefit(0) {
//!     %0 = operand
//!     %1 = types
//!     %2 = operation "test.a"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
//!     rewrite %2 {
//!       replace %2 with(%0 : !pdl.value)
//!     }
//!   }
//! }
//! "#);
//! ```

pub mod builder;
pub mod ir;
mod literal;
pub mod lower;
pub mod print;
pub mod rewrite_plan;
mod scope;

pub use builder::PatternBuilder;
pub use ir::{
    EntityKind, ExternalRewrite, PdlLiteral, PdlModule, PdlOp, PdlOpId, PdlOpKind, PdlPattern,
    PdlRewrite, PdlValue, PdlValueId, Replacement, ANONYMOUS_PATTERN_PREFIX,
};
pub use lower::lower;
