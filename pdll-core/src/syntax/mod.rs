//! PDLL source to AST: tokens (from a proc-macro2 token stream or a file) and the grammar.

pub mod ast;
pub mod span;

pub use span::{FileId, Span};
pub mod source_map;
pub mod token;
