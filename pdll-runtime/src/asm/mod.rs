//! MLIR textual syntax: a byte-based lexer, the type/attribute parser and printer, and
//! the generic operation form.
//!
//! Types and attributes are read and printed by methods on [`crate::Context`]:
//! [`crate::Context::parse_type`], [`crate::Context::parse_attribute`],
//! [`crate::Context::type_to_string`], [`crate::Context::attr_to_string`]. Whole files
//! go through methods on [`crate::Ir`], which take the context:
//! [`crate::Ir::parse_source`] and [`crate::Ir::print_generic`]. The `_with` variants
//! take [`ParseOptions`]: the nesting limit is there ([`options`] says why).
//! [`crate::Ir::print_generic_with`] takes [`PrintOptions`]: with `aliases`, the
//! output defines and uses MLIR's builtin aliases (`#map`, ...) as mlir-opt's default
//! output does ([`aliases`]). A file's `{-# ... #-}` resources are kept on the
//! [`crate::Ir`] and printed after the module ([`resources`]).

pub mod affine;
pub mod aliases;
pub mod builders;
pub mod custom;
pub mod error;
pub mod float;
pub mod lexer;
mod numbered_names;
pub mod options;
pub mod parser;
pub mod printer;
pub mod resources;

pub use builders::IntRangeError;
pub use error::ParseError;
pub use options::{
    ParseOptions, PrintOptions, DEFAULT_MAX_NESTING, DEFAULT_PARALLEL_MIN_BYTES,
    DEFAULT_PARALLEL_MIN_OPS,
};
pub use parser::Parser;
pub mod op_parser;
pub mod op_printer;
