//! Declarative assembly formats: ODS `assemblyFormat` text read into a
//! [`FormatProgram`] once per op ([`FormatProgram::parse`], which checks it as
//! `mlir-tblgen` does), then interpreted both ways.

mod model;
mod parse;

pub use model::*;
pub use parse::FormatError;
