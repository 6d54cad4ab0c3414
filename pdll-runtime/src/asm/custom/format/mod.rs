//! Declarative assembly formats: ODS `assemblyFormat` text read into a
//! [`FormatProgram`] once per op, then interpreted both ways.

mod model;

pub use model::*;
