//! Source positions: [`Span`] (a byte range in one source), [`FileId`] (which source)
//! and [`SourceMap`] (the sources' texts, names, lines and columns).
//!
//! A leaf: it depends on nothing else in pdll-core, so [`crate::syntax`] (which makes
//! spans and registers sources) and [`crate::diag`] (which renders them) both build on
//! it without depending on each other.

mod map;
mod span;

pub use map::{Location, SourceFile, SourceKind, SourceMap};
pub use span::{FileId, Span};
