//! The custom assembly form of registered ops: MLIR's `OpAsmParser` /
//! `OpAsmPrinter`, driven either by an op's declarative format
//! ([`format`](mod@format), read from ODS `assemblyFormat`) or by Rust code
//! registered for ops whose syntax MLIR writes in C++ ([`OpSyntax`]).
//!
//! An op is read in custom form when its name is written bare (`arith.addi %a, %b :
//! i32`) and the context knows its syntax; it is printed in custom form by
//! [`Ir::print`](crate::Ir::print) when it has one, and in generic form otherwise (as
//! MLIR prints an unregistered op).

mod builtin;
pub mod format;
mod names;
mod parser;
mod printer;
mod syntax;

pub(crate) use builtin::register as register_builtin;
pub use parser::{punctuation, Argument, CustomParser, Delimiter, ParsedOp, UnresolvedOperand};
pub use printer::CustomPrinter;
pub(crate) use printer::FormPrinter;
pub(crate) use syntax::SyntaxRegistry;
pub use syntax::{CustomDirective, DirectiveArg, OpSyntax, ResultNamesFn};
