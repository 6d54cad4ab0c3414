//! pdll-core: the PDLL compiler.
//!
//! Stages, each a module with one entry point: [`syntax`] (tokens and grammar to an
//! AST), [`sema`] (names, types, binding and section rules to a checked program),
//! [`pdl`] (lowering to a PDL-dialect-like IR, printable as MLIR text). Diagnostics
//! for every stage live in [`diag`]; the spans they point at and the [`source::SourceMap`]
//! that holds the parsed texts, which the caller owns and passes in, live in [`source`]. [`codegen`] turns the PDL and the matcher tree
//! into Rust; [`driver`] runs all stages; `build` is the build-script helper.
//! [`analysis`] warns about a set that compiles but looks wrong (shadowed, duplicate
//! and unused items, self-recursive rewrites). `dynamic` compiles and runs pattern sets
//! at run time.
//!
//! Cargo features, all on by default: `build` (the `build` module, `codegen::format`),
//! `dynamic` (the `dynamic` module, `matcher::interp`), `dialects` (MLIR dialects found
//! in an include tree and registered from their ODS: `ods::DialectIndex`,
//! `ods::DialectCache`). The `pdll!` macro turns them off: expansion needs none of them.
#![deny(missing_docs)]

pub mod analysis;
#[cfg(feature = "build")]
pub mod build;
pub mod codegen;
pub mod diag;
pub mod driver;
#[cfg(feature = "dynamic")]
pub mod dynamic;
pub mod matcher;
pub mod ods;
pub mod pdl;
pub mod sema;
pub mod source;
pub mod syntax;
